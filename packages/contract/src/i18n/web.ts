/**
 * `@showroom/contract/i18n/web`: what the web loads when a visitor chooses a language other than
 * English: the formatter and the catalogue of the public screens. The rest of the catalogue comes in
 * parts with the pages that need them (applyPart): the static pages' long texts, and the vendor's and
 * admins' screens, so that a German visitor's first page does not carry them.
 */
import * as publicSide from './de/public.ts';
import { currentLocale, type Locale } from './locale.ts';
import { applyCatalogue, catalogueOf, extendInPlace } from './translate.ts';

/**
 * One module per part (i18n/web-parts), so that the web's size check (apps/web/scripts/first-load.mjs)
 * finds each part's chunks in Vite's manifest by the part's name.
 */
const PARTS = {
  static: async () => (await import('./web-parts/static.ts')).modules,
  data: async () => (await import('./web-parts/data.ts')).modules,
  account: async () => (await import('./web-parts/account.ts')).modules,
} as const;

export type LocalePart = keyof typeof PARTS;

/** Puts the language's public texts on screen everywhere the contract's texts are read. */
export const applyLocale = (locale: Locale): void =>
  applyCatalogue(locale === 'de' ? catalogueOf('de', [publicSide]) : undefined, locale);

/** Adds a part of the language on screen (nothing in English). */
export async function applyPart(part: LocalePart): Promise<void> {
  const locale = currentLocale();
  if (locale !== 'de') return;
  const modules = await PARTS[part]();
  if (currentLocale() === locale) extendInPlace(catalogueOf('de', modules));
}

/**
 * `@showroom/contract/i18n/web`: what the web loads when a visitor chooses a language other than
 * English: the texts of the shell and the catalogue at /apps (de/public.ts). The rest of the catalogue
 * comes in parts with the pages that need them (applyPart): the start page's intro, an app's page, the
 * compare page, a vendor's page, each static page's long text, the open data and sandbox pages, and
 * the vendor's and admins' screens, so that a German visitor's first page carries only the texts of
 * the screen it shows (apps/web/scripts/bundle-size.mjs measures it).
 */
import * as publicSide from './de/public.ts';
import { currentLocale, type Locale } from './locale.ts';
import { applyCatalogue, catalogueOf, extendInPlace } from './translate.ts';

/**
 * One module per part (i18n/web-parts), so that the web's size check (apps/web/scripts/first-load.mjs)
 * finds each part's chunks in Vite's manifest by the part's name.
 */
const PARTS = {
  configError: () => import('./web-parts/config-error.ts'),
  facts: () => import('./web-parts/facts.ts'),
  start: () => import('./web-parts/start.ts'),
  appPage: () => import('./web-parts/app-page.ts'),
  interop: () => import('./web-parts/interop.ts'),
  compare: () => import('./web-parts/compare.ts'),
  vendorPage: () => import('./web-parts/vendor-page.ts'),
  siteTexts: () => import('./web-parts/site-texts.ts'),
  faqUsers: () => import('./web-parts/faq-users.ts'),
  faqVendors: () => import('./web-parts/faq-vendors.ts'),
  howWeCheck: () => import('./web-parts/how-we-check.ts'),
  openData: () => import('./web-parts/open-data.ts'),
  sandbox: () => import('./web-parts/sandbox.ts'),
  sandboxLaunch: () => import('./web-parts/sandbox-launch.ts'),
  cdsTry: () => import('./web-parts/cds-try.ts'),
  account: () => import('./web-parts/account.ts'),
} as const;

export type LocalePart = keyof typeof PARTS;

/** Puts the language's public texts on screen everywhere the contract's texts are read. */
export const applyLocale = (locale: Locale): void =>
  applyCatalogue(locale === 'de' ? catalogueOf('de', [publicSide]) : undefined, locale);

/** Adds a part of the language on screen (nothing in English). */
export async function applyPart(part: LocalePart): Promise<void> {
  const locale = currentLocale();
  if (locale !== 'de') return;
  const { modules } = await PARTS[part]();
  if (currentLocale() === locale) extendInPlace(catalogueOf('de', modules));
}

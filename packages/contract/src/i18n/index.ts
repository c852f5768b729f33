/**
 * The translation catalogues and how they are applied: `@showroom/contract/i18n`, apart from the
 * package's index so that English visitors never load them. The API and the identity provider import
 * it for mails, problems and pages; the web loads i18n/web.ts, when German is chosen.
 */
import { GERMAN } from './de/index.ts';
import type { Locale } from './locale.ts';
import { applyCatalogue, localizedWith, type Catalogue } from './translate.ts';

export { GERMAN } from './de/index.ts';
export { englishOf, NON_TEXT_KEYS, type Catalogue } from './translate.ts';

/** Every language but English, which is built in. */
export const CATALOGUES: Readonly<Partial<Record<Locale, Catalogue>>> = { de: GERMAN };

/** For servers: the text object in the given language (a cached copy; English gives the object itself). */
export function localized<T extends object>(english: T, locale: Locale): T {
  return localizedWith(english, CATALOGUES[locale]);
}

/** For servers: a localizable() text's implementation in the given language (English: `english`). */
export function localizedText<A extends unknown[]>(
  key: string,
  english: (...args: A) => string,
  locale: Locale,
): (...args: A) => string {
  const fn = CATALOGUES[locale]?.functions[key] as ((...args: A) => string) | undefined;
  return fn ?? english;
}

/** Puts every text of the language in place (tests; the web applies its own part: i18n/web.ts). */
export const applyLocale = (locale: Locale): void => applyCatalogue(CATALOGUES[locale], locale);

/**
 * The translation catalogues and how they are applied: `@showroom/contract/i18n`, apart from the
 * package's index so that English visitors never load them (the web imports this module lazily, when
 * German is chosen; the API and the identity provider import it for mails, problems and pages).
 */
import { GERMAN } from './de/index.ts';
import { setCurrentLocale, textOverrides, type Locale } from './locale.ts';
import { applyInPlace, formatMessage, localizedWith, restoreEnglish, type Catalogue } from './translate.ts';

export { GERMAN } from './de/index.ts';
export {
  formatMessage,
  NON_TEXT_KEYS,
  type Catalogue,
  type Translation,
  type TranslationPair,
} from './translate.ts';

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

/** For the web: puts the language's texts on screen everywhere the contract's texts are read. */
export function applyLocale(locale: Locale): void {
  const catalogue = CATALOGUES[locale];
  textOverrides.clear();
  if (catalogue) {
    applyInPlace(catalogue);
    for (const [key, fn] of Object.entries(catalogue.functions)) textOverrides.set(key, fn);
  } else {
    restoreEnglish();
  }
  setCurrentLocale(locale);
}

/** An ICU message in a language, with positional values. */
export const format = (message: string, locale: Locale, ...values: unknown[]): string =>
  formatMessage(message, locale, values);

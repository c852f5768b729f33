/**
 * `@showroom/contract/i18n/web`: what the web loads when a visitor chooses a language other than
 * English: the catalogue of its screens (not the servers' pages and mails) and the formatter.
 */
import { GERMAN_WEB } from './de/index.ts';
import type { Locale } from './locale.ts';
import { applyCatalogue } from './translate.ts';

/** Puts the language's texts on screen everywhere the contract's texts are read. */
export const applyLocale = (locale: Locale): void =>
  applyCatalogue(locale === 'de' ? GERMAN_WEB : undefined, locale);

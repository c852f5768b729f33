/**
 * Problem details in the caller's language. The API writes a problem's detail in English, from the
 * contract's texts (validation messages, check texts, API_ERROR_TEXTS ...); for a caller whose
 * Accept-Language prefers German, the error handler looks the English text up in the German catalogue:
 * a reverse index from every English text of the catalogue to its German, built once. A text the
 * catalogue does not hold (one made with values, e.g. "at most 80 characters", or a library's) stays
 * English. Successful answers are untouched: only problems vary by Accept-Language.
 */
import { acceptLanguageTags, pickLocale, type Locale } from '@showroom/contract';
import { CATALOGUES, englishOf } from '@showroom/contract/i18n';

const indexes = new Map<Locale, Map<string, string>>();

function collect(english: unknown, translated: unknown, into: Map<string, string>): void {
  if (typeof english === 'string') {
    // The first translation of a text wins: the same English means the same German.
    if (typeof translated === 'string' && !into.has(english)) into.set(english, translated);
    return;
  }
  if (typeof english !== 'object' || english === null) return;
  if (typeof translated !== 'object' || translated === null) return;
  for (const [key, value] of Object.entries(english))
    collect(value, (translated as Record<string, unknown>)[key], into);
}

function indexFor(locale: Locale): Map<string, string> | undefined {
  const catalogue = CATALOGUES[locale];
  if (!catalogue) return undefined;
  let index = indexes.get(locale);
  if (!index) {
    index = new Map();
    for (const pair of catalogue.pairs) collect(englishOf(pair), pair.translated, index);
    indexes.set(locale, index);
  }
  return index;
}

/** The text in `locale` when the catalogue has it, else as it is. */
export function translateText(text: string, locale: Locale): string {
  return indexFor(locale)?.get(text) ?? text;
}

/** The language an Accept-Language header prefers (English when it names none we have); undefined without one. */
export function localeOfHeader(header: string | undefined): Locale | undefined {
  return header === undefined ? undefined : pickLocale(acceptLanguageTags(header));
}

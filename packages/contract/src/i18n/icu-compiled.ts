/**
 * What the web's production build compiles a catalogue's ICU messages into (apps/web/vite.config.ts:
 * catalogueBuild): `icu('{0}: {1, plural, one {# Tag} other {# Tage}}')` becomes a function that calls
 * these two with the locale's number format and plural rules, as intl-messageformat does, so that a
 * German visitor's first page carries neither the parser nor the formatter. Tests and servers format
 * the messages with intl-messageformat (translate.ts: formatMessage).
 */

const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

/** `{0, number}` and a plural's `#`. */
export function icuNumber(locale: string, value: unknown): string {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    numberFormats.set(locale, format);
  }
  return format.format(value as number);
}

/**
 * `{0, plural, =0 {…} one {…} other {…}}`: the exact match first, then the locale's plural category,
 * then `other`; each option gets its `#` (the value less the offset, formatted).
 */
export function icuPlural(
  locale: string,
  value: unknown,
  offset: number,
  options: Readonly<Record<string, (count: string) => string>>,
): string {
  const n = Number(value);
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  const option = options[`=${n}`] ?? options[rules.select(n - offset)] ?? options.other;
  return option ? option(icuNumber(locale, n - offset)) : '';
}

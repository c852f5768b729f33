/**
 * CSV as RFC 4180 writes it (comma-separated, CRLF line ends, a field with a quote, comma or line
 * break quoted, quotes doubled), for the open-data export and the audit history's download. A text
 * that a spreadsheet would run as a formula (starting with = + - @, also after spaces or in a
 * full-width or other compatibility form, or with a tab or carriage return, which spreadsheets skip
 * before one) gets a leading apostrophe, so it opens as text (OWASP's advice on CSV injection);
 * numbers and booleans are no formulas and stay as they are.
 */

export type CsvValue = string | number | boolean | null | undefined;

const FORMULA_START = /^(?:[\t\r]|\s*[=+\-@])/;

/**
 * Whether a spreadsheet may read the text as a formula. Judged on its NFKC form as well (issue 32): a
 * spreadsheet may fold a full-width ＝ (U+FF1D), a small ﹦ or ＋ to = and +, and skip spaces before it.
 */
const startsLikeFormula = (text: string): boolean =>
  FORMULA_START.test(text) || FORMULA_START.test(text.normalize('NFKC'));

/** One field: neutralised, then quoted when RFC 4180 requires it. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && startsLikeFormula(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, with its line end. */
export const csvRow = (cells: readonly CsvValue[]): string => `${cells.map(csvCell).join(',')}\r\n`;

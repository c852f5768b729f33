/**
 * CSV as RFC 4180 writes it (comma-separated, CRLF line ends, a field with a quote, comma or line
 * break quoted, quotes doubled), for the open-data export and the audit history's download. A text
 * that a spreadsheet would run as a formula (starting with = + - @, or a tab or carriage return, which
 * spreadsheets skip before one) gets a leading apostrophe, so it opens as text (OWASP's advice on CSV
 * injection); numbers and booleans are no formulas and stay as they are.
 */

export type CsvValue = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

/** One field: neutralised, then quoted when RFC 4180 requires it. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, with its line end. */
export const csvRow = (cells: readonly CsvValue[]): string => `${cells.map(csvCell).join(',')}\r\n`;

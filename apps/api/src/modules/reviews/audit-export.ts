/**
 * GET /audit/export.csv: the whole audit history as CSV (RFC 4180: comma-separated, CRLF line ends,
 * fields with a quote, comma or line break quoted, quotes doubled), a header row, then one row per
 * entry, oldest first. Read a page at a time by id and streamed, so a long history never sits in
 * memory at once. Every text a vendor or admin wrote (names, reasons) may start like a spreadsheet
 * formula: a cell starting with = + - @ (or a tab or carriage return, which spreadsheets skip before
 * one) gets a leading apostrophe, so it opens as text (OWASP's CSV injection advice).
 */
import { Readable } from 'node:stream';
import { AUDIT_CSV_COLUMNS } from '@showroom/contract';
import type { DbOrTx } from '../../db/client.ts';
import { auditExportPage, type AuditExportRow } from './reviews-repository.ts';

const PAGE = 500;

/** One CSV field: neutralised against formulas, quoted when RFC 4180 requires it. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvRow = (cells: readonly (string | number | null | undefined)[]): string =>
  `${cells.map(csvCell).join(',')}\r\n`;

const rowOf = (r: AuditExportRow): string =>
  csvRow([
    r.at.toISOString(),
    r.actorEmail ?? r.actorSub,
    r.action,
    r.subjectType,
    r.subjectId,
    r.subjectName,
    r.vendorId,
    r.vendorName,
    r.fromStatus,
    r.toStatus,
    r.reason,
  ]);

/** The export as a stream of CSV text: the header, then the entries a page at a time. */
export function auditCsvStream(db: DbOrTx): Readable {
  async function* lines(): AsyncGenerator<string> {
    yield csvRow(AUDIT_CSV_COLUMNS);
    let after = 0;
    for (;;) {
      const rows = await auditExportPage(db, after, PAGE);
      if (rows.length === 0) return;
      yield rows.map(rowOf).join('');
      after = rows.at(-1)?.id ?? after;
      if (rows.length < PAGE) return;
    }
  }
  return Readable.from(lines());
}

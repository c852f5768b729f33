/**
 * GET /audit/export.csv: the whole audit history as CSV (RFC 4180: comma-separated, CRLF line ends,
 * fields with a quote, comma or line break quoted, quotes doubled), a header row, then one row per
 * entry, oldest first. Read a page at a time by id and streamed, so a long history never sits in
 * memory at once. Names and reasons that start like a spreadsheet formula open as text (lib/csv.ts).
 */
import { Readable } from 'node:stream';
import { AUDIT_CSV_COLUMNS } from '@showroom/contract';
import type { DbOrTx } from '../../db/client.ts';
import { csvRow } from '../../lib/csv.ts';
import { auditExportPage, type AuditExportRow } from './reviews-repository.ts';

const PAGE = 500;

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

import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { fromRaw, type Db } from '../src/db/client.ts';
import { adminAccount, setStatus, vendorAccount } from './helpers/journey.ts';
import { drain, outboxRows, useMailTestbed, type MailTestbed } from './helpers/mail-testbed.ts';

const MAILS = 20;

/** A second connection pool to the test's database, as another API process would open. */
function secondProcessDb(t: MailTestbed): Db {
  if (t.database.raw.kind !== 'postgres') throw new Error('needs PostgreSQL');
  const { connectionString } = t.database.raw.pool.options;
  const pool = new pg.Pool({ connectionString, max: 5 });
  pool.on('error', () => {});
  t.defer(() => pool.end());
  return fromRaw({ kind: 'postgres', pool }).db;
}

/** Approves `n` vendors through the API: `n` mails in the outbox, one per address. */
async function approveVendors(t: MailTestbed, n: number): Promise<string[]> {
  const admin = await adminAccount();
  const emails: string[] = [];
  for (let i = 0; i < n; i++) {
    const v = await vendorAccount(t.db, { status: 'WAITING_FOR_APPROVAL', icon: false });
    const res = await setStatus(t.app, 'vendors', v.vendorId, admin, 'APPROVED');
    expect(res.statusCode, res.body).toBe(200);
    emails.push(v.vendorEmail);
  }
  return emails;
}

/** Every mail arrived exactly once, and no outbox row was ever claimed twice. */
async function expectEachOnce(t: MailTestbed, emails: string[]): Promise<void> {
  const received = t.smtp.received.flatMap((m) => m.envelopeTo);
  expect(received).toHaveLength(MAILS);
  expect([...received].sort()).toEqual([...emails].sort());
  expect(new Set(t.smtp.received.map((m) => m.messageId)).size).toBe(MAILS);
  const rows = await outboxRows(t.db);
  expect(rows.filter((r) => r.sentAt !== null && r.attempts === 1)).toHaveLength(MAILS);
}

// PGlite is one connection in one process: two workers there share it, which proves nothing.
describe.runIf(inject('testDb') === 'postgres')('two workers on one PostgreSQL database', () => {
  const t = useMailTestbed();

  it(`send ${MAILS} mails side by side, each exactly once`, async () => {
    const emails = await approveVendors(t, MAILS);
    const one = t.worker({ batchSize: 3 });
    const two = t.worker({ batchSize: 3, db: secondProcessDb(t) });

    const [a, b] = await Promise.all([drain(one), drain(two)]);
    expect(a.sent + b.sent).toBe(MAILS);
    expect(a.failed + b.failed).toBe(0);
    await expectEachOnce(t, emails);
  });

  it(`wake on the same notifications and still send each of ${MAILS} mails once`, async () => {
    const one = t.worker({ batchSize: 2, pollIntervalMs: 3_600_000 });
    const two = t.worker({ batchSize: 2, pollIntervalMs: 3_600_000, db: secondProcessDb(t) });
    await Promise.all([one.start(), two.start()]);

    const emails = await approveVendors(t, MAILS);
    await t.smtp.waitFor(MAILS);
    // Stopped (in-flight sends finished) before counting, so a late duplicate would be counted too.
    await Promise.all([one.stop(), two.stop()]);
    await expectEachOnce(t, emails);
  });
});

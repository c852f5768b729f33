import { describe, expect, it } from 'vitest';
import { claimDueMails, markFailed, outboxStats, renewClaim } from '../src/modules/mail/mail-repository.ts';
import { mailBackoff } from '../src/modules/mail/mail-worker.ts';
import { adminAccount, setStatus, vendorAccount } from './helpers/journey.ts';
import { freePort, SmtpRefusal } from './helpers/mail-server.ts';
import {
  drain,
  makeDue,
  outboxRows,
  secondsUntilDue,
  useMailTestbed,
  type MailTestbed,
} from './helpers/mail-testbed.ts';

/** One vendor approval through the API: one mail in the outbox, to the returned address. */
async function approvedVendorMail(t: MailTestbed): Promise<string> {
  const admin = await adminAccount();
  const v = await vendorAccount(t.db, { status: 'WAITING_FOR_APPROVAL' });
  const res = await setStatus(t.app, 'vendors', v.vendorId, admin, 'APPROVED');
  expect(res.statusCode, res.body).toBe(200);
  return v.vendorEmail;
}

describe('mail retries', () => {
  const t = useMailTestbed();

  it('retries a mail the server refused with 451 after the backoff, and it arrives once', async () => {
    const to = await approvedVendorMail(t);
    let calls = 0;
    t.smtp.onData = () => {
      calls++;
      if (calls === 1) throw new SmtpRefusal(451, 'Try again later');
    };
    const worker = t.worker();

    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 1 });
    const [failed] = await outboxRows(t.db);
    expect(failed).toMatchObject({ attempts: 1, sentAt: null });
    expect(failed?.lastError).toContain('451');
    // The default backoff: the first retry waits 5 s (database time, shared by every process).
    expect(await secondsUntilDue(t.db, failed?.id ?? 0)).toBeGreaterThan(3);
    expect(await secondsUntilDue(t.db, failed?.id ?? 0)).toBeLessThanOrEqual(5);
    expect(worker.log.entries.at(-1)).toMatchObject({
      level: 'warn',
      obj: { outboxId: failed?.id, attempt: 1 },
    });

    // Not due yet: a round now sends nothing.
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 });
    expect(t.smtp.received).toEqual([]);

    await makeDue(t.db);
    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 });
    expect(t.smtp.refused.map((m) => m.envelopeTo)).toEqual([[to]]);
    expect(t.smtp.received.map((m) => m.envelopeTo)).toEqual([[to]]);
    expect(t.smtp.received[0]?.messageId).toBe(t.smtp.refused[0]?.messageId);
    const [sent] = await outboxRows(t.db);
    expect(sent).toMatchObject({ attempts: 2, lastError: null });
    expect(sent?.sentAt).toBeInstanceOf(Date);
  });

  it('keeps the mail while the mail server is down and delivers it once when it is back', async () => {
    const to = await approvedVendorMail(t);
    const port = await freePort();
    const worker = t.worker({ url: `smtp://127.0.0.1:${port}`, backoff: () => 0 });

    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 1 });
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 1 });
    const [down] = await outboxRows(t.db);
    expect(down).toMatchObject({ attempts: 2, sentAt: null });
    expect(down?.lastError).toMatch(/ECONNREFUSED/);

    const back = await t.extraSmtp(port);
    expect(await drain(worker)).toMatchObject({ sent: 1, failed: 0 });
    expect(back.received.map((m) => m.envelopeTo)).toEqual([[to]]);
    expect(await outboxRows(t.db)).toMatchObject([{ attempts: 3, lastError: null }]);
  });

  it('gives up after maxAttempts: the mail stays unsent with its last error, and counts as failed', async () => {
    await approvedVendorMail(t);
    t.smtp.onData = () => {
      throw new SmtpRefusal(451, 'Mailbox busy');
    };
    const worker = t.worker({ maxAttempts: 3, backoff: () => 0 });

    for (let i = 0; i < 3; i++) expect(await worker.runOnce()).toEqual({ sent: 0, failed: 1 });
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 });
    expect(t.smtp.refused).toHaveLength(3);
    expect(t.smtp.received).toEqual([]);
    const [row] = await outboxRows(t.db);
    expect(row).toMatchObject({ attempts: 3, sentAt: null });
    expect(row?.lastError).toContain('451 Mailbox busy');
    expect(worker.log.entries.at(-1)).toMatchObject({ level: 'error', obj: { attempt: 3, maxAttempts: 3 } });
    expect(await outboxStats(t.db, 3)).toEqual({ sent: 0, pending: 0, failed: 1 });
    // A worker allowed more attempts (a raised limit) picks it up again.
    t.smtp.onData = undefined;
    expect(await drain(t.worker({ maxAttempts: 4 }))).toMatchObject({ sent: 1 });
    expect(await outboxStats(t.db, 4)).toEqual({ sent: 1, pending: 0, failed: 0 });
  });

  it("takes over a crashed worker's claim once its lease has run out, and the late worker changes nothing", async () => {
    const to = await approvedVendorMail(t);
    // A worker claims the mail and dies before sending it.
    const [crashed] = await claimDueMails(t.db, { limit: 10, maxAttempts: 10, leaseMs: 60_000 });
    expect(crashed).toMatchObject({ to, attempt: 1 });
    const worker = t.worker();

    // The lease holds: nobody else sends it meanwhile.
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 });
    expect(await secondsUntilDue(t.db, crashed?.id ?? 0)).toBeGreaterThan(50);

    await makeDue(t.db);
    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(t.smtp.received.map((m) => m.envelopeTo)).toEqual([[to]]);

    // The crashed worker comes back: its claim is stale, so it may not send, and its writes are ignored.
    if (!crashed) throw new Error('no claim');
    expect(await renewClaim(t.db, crashed, 60_000)).toBe(false);
    await markFailed(t.db, crashed, 'late failure', 0);
    const [row] = await outboxRows(t.db);
    expect(row).toMatchObject({ attempts: 2, lastError: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(await drain(worker)).toMatchObject({ sent: 0, failed: 0 });
    expect(t.smtp.received).toHaveLength(1);
  });
});

describe('mail backoff', () => {
  it('waits 5 s after the first failure, five times longer after each next one, at most an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(mailBackoff)).toEqual([
      5_000, 25_000, 125_000, 625_000, 3_125_000, 3_600_000, 3_600_000, 3_600_000,
    ]);
  });
});

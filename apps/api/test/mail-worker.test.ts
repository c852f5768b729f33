import { describe, expect, it } from 'vitest';
import { createLogTransport, createMailTransport } from '../src/modules/mail/mail-transport.ts';
import { testEnv } from './helpers/app.ts';
import { adminAccount, setStatus, vendorAccount } from './helpers/journey.ts';
import { gate } from './helpers/mail-server.ts';
import { MemoryLog, outboxRows, useMailTestbed, type MailTestbed } from './helpers/mail-testbed.ts';

/** A vendor waiting for approval; `approve()` approves it through the API, which queues one mail. */
async function pendingVendor(t: MailTestbed) {
  const admin = await adminAccount();
  const v = await vendorAccount(t.db, { status: 'WAITING_FOR_APPROVAL' });
  return {
    email: v.vendorEmail,
    async approve() {
      const res = await setStatus(t.app, 'vendors', v.vendorId, admin, 'APPROVED');
      expect(res.statusCode, res.body).toBe(200);
    },
  };
}

/** Lets every callback and I/O event that is ready run, so a promise that could settle has settled. */
const settle = async (): Promise<void> => {
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
};

const HOUR = 3_600_000;

describe('the running mail worker', () => {
  const t = useMailTestbed();

  it('sends what was queued before it started, then wakes on the commit of a new mail (no polling)', async () => {
    const early = await pendingVendor(t);
    await early.approve();
    const worker = t.worker({ pollIntervalMs: HOUR });
    await worker.start();
    // The first round sent the backlog.
    expect(t.smtp.received.map((m) => m.envelopeTo)).toEqual([[early.email]]);

    // With an hour between polls, only the 'outbox' notification can bring the next mail out now.
    const late = await pendingVendor(t);
    await late.approve();
    await t.smtp.waitFor(2);
    expect(t.smtp.received.map((m) => m.envelopeTo)).toEqual([[early.email], [late.email]]);
  });

  it('stop() waits for the send in flight, hands the rest of its claim back, and holds no transaction meanwhile', async () => {
    const first = await pendingVendor(t);
    const second = await pendingVendor(t);
    await first.approve();
    await second.approve();
    const held = gate();
    const arrived = gate();
    t.smtp.onData = async (mail) => {
      if (mail.envelopeTo[0] === first.email) {
        arrived.open();
        await held.promise;
      }
    };
    const worker = t.worker();
    const round = worker.runOnce();
    await arrived.promise;

    // The first mail is in DATA and the worker waits for the server's answer. The API still commits
    // a review decision (PGlite has one connection: a transaction held across the send would block it).
    const third = await pendingVendor(t);
    await third.approve();

    let stopped = false;
    const stopping = worker.stop().then(() => (stopped = true));
    await settle();
    expect(stopped).toBe(false);

    held.open();
    await stopping;
    expect(await round).toEqual({ sent: 1, failed: 0 });
    expect(t.smtp.received.map((m) => m.envelopeTo)).toEqual([[first.email]]);
    const rows = await outboxRows(t.db);
    expect(rows.map((r) => [r.to, r.attempts, r.sentAt !== null])).toEqual([
      [first.email, 1, true],
      // Claimed in the same round but not sent: handed back as never tried, due at once.
      [second.email, 0, false],
      [third.email, 0, false],
    ]);

    // Another worker (another process) sends the rest right away, each once.
    expect(await t.worker().runOnce()).toEqual({ sent: 2, failed: 0 });
    expect(t.smtp.received.map((m) => m.envelopeTo)).toEqual([[first.email], [second.email], [third.email]]);
  });

  it('stop() of a started worker finishes the send a notification started, then sends nothing more', async () => {
    const worker = t.worker({ pollIntervalMs: HOUR });
    await worker.start();
    const held = gate();
    const arrived = gate();
    t.smtp.onData = async () => {
      arrived.open();
      await held.promise;
    };
    const vendor = await pendingVendor(t);
    await vendor.approve();
    await arrived.promise;

    let stopped = false;
    const stopping = worker.stop().then(() => (stopped = true));
    await settle();
    expect(stopped).toBe(false);
    held.open();
    await stopping;
    expect(t.smtp.received.map((m) => m.envelopeTo)).toEqual([[vendor.email]]);
    expect((await outboxRows(t.db)).map((r) => r.sentAt !== null)).toEqual([true]);

    // Stopped: a new mail stays in the outbox for the other processes (or the next start).
    const later = await pendingVendor(t);
    await later.approve();
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 });
    expect((await outboxRows(t.db)).map((r) => [r.attempts, r.sentAt !== null])).toEqual([
      [1, true],
      [0, false],
    ]);
  });

  it('retries a failed mail when its backoff is over, without waiting for the next poll', async () => {
    const vendor = await pendingVendor(t);
    await vendor.approve();
    let calls = 0;
    t.smtp.onData = () => {
      calls++;
      if (calls === 1) throw new Error('try later');
    };
    // Backoff 0: the retry is due at once; the poll (an hour) would be far too late.
    const worker = t.worker({ pollIntervalMs: HOUR, backoff: () => 0 });
    await worker.start();
    await t.smtp.waitFor(1);
    expect(t.smtp.refused).toHaveLength(1);
    expect(t.smtp.received.map((m) => m.envelopeTo)).toEqual([[vendor.email]]);
  });
});

describe('mail without SMTP_URL (the default run)', () => {
  const t = useMailTestbed();

  it('writes each mail to the log (recipient, subject, text) and marks it sent', async () => {
    const vendor = await pendingVendor(t);
    await vendor.approve();
    const log = new MemoryLog();
    const transport = createMailTransport(testEnv(), log);
    expect(transport.description).toBe('the log (no SMTP_URL)');
    const worker = t.worker({ transport });

    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0 });
    const [row] = await outboxRows(t.db);
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(log.entries).toEqual([
      {
        level: 'info',
        msg: `mail to ${vendor.email}: ${row?.subject}`,
        obj: {
          mail: expect.objectContaining({
            from: 'Showroom <no-reply@localhost>',
            to: vendor.email,
            subject: row?.subject,
            text: row?.text,
          }) as unknown,
        },
      },
    ]);
    expect(t.smtp.received).toEqual([]);
  });

  it('in production without SMTP_URL logs only recipient and subject: a reset link in a log would open an account', async () => {
    const log = new MemoryLog();
    const transport = createMailTransport(
      testEnv({ NODE_ENV: 'production', IDP_EMBEDDED: 'true', PUBLIC_URL: 'https://apps.example.org' }),
      log,
    );
    expect(transport.description).toMatch(/^nowhere/);
    await transport.send({
      key: 'k',
      to: 'a@b.example',
      subject: 'Reset password',
      text: 'https://apps.example.org/realms/showroom/login-actions/action-token?key=secret',
      html: '<a href="https://apps.example.org/realms/showroom/login-actions/action-token?key=secret">x</a>',
    });
    expect(log.entries).toHaveLength(1);
    expect(JSON.stringify(log.entries)).not.toContain('secret');
    expect(log.entries[0]?.obj).toMatchObject({ mail: { to: 'a@b.example', subject: 'Reset password' } });
  });

  it('sends through SMTP_URL as MAIL_FROM when they are set', async () => {
    const vendor = await pendingVendor(t);
    await vendor.approve();
    const env = testEnv({ SMTP_URL: t.smtp.url, MAIL_FROM: 'Showroom Team <team@showroom.example.org>' });
    const transport = createMailTransport(env, new MemoryLog());
    expect(transport.description).toBe(`SMTP at smtp://127.0.0.1:${t.smtp.port}`);

    expect(await t.worker({ transport }).runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(t.smtp.received).toMatchObject([
      {
        envelopeFrom: 'team@showroom.example.org',
        envelopeTo: [vendor.email],
        from: 'Showroom Team <team@showroom.example.org>',
        messageId: expect.stringMatching(/@showroom\.example\.org>$/) as unknown,
      },
    ]);
  });
});

describe('MAIL_FROM', () => {
  it("defaults to the product's no-reply address at PUBLIC_URL's host", () => {
    expect(testEnv().mailFrom).toBe('Showroom <no-reply@localhost>');
    expect(testEnv({ PUBLIC_URL: 'https://apps.example.org:8443' }).mailFrom).toBe(
      'Showroom <no-reply@apps.example.org>',
    );
  });

  it('takes a bare address or a named one, and refuses anything that could add a header', () => {
    expect(testEnv({ MAIL_FROM: 'no-reply@example.org' }).mailFrom).toBe('no-reply@example.org');
    expect(testEnv({ MAIL_FROM: 'Apps <apps@example.org>' }).mailFrom).toBe('Apps <apps@example.org>');
    for (const bad of [
      'not an address',
      'A <a@example.org>\r\nBcc: x@example.org',
      'a@example.org, b@example.org',
    ]) {
      expect(() => testEnv({ MAIL_FROM: bad })).toThrow(/MAIL_FROM must be an address/);
    }
  });

  it('is the sender the log transport reports', () => {
    const log = new MemoryLog();
    void createLogTransport(log, 'x@example.org').send({
      key: 'k',
      to: 'a@b.example',
      subject: 's',
      text: 't',
      html: 'h',
    });
    expect(log.entries[0]?.obj).toMatchObject({
      mail: { from: 'x@example.org', messageId: '<k@example.org>' },
    });
  });
});

import { paths } from '@showroom/contract';
import { describe, expect, it } from 'vitest';
import {
  adminAccount,
  appBody,
  call,
  files,
  insertAppInState,
  part,
  setStatus,
  upload,
  vendorAccount,
} from './helpers/journey.ts';
import type { ReceivedMail } from './helpers/mail-server.ts';
import { drain, outboxRows, TEST_MAIL_FROM, useMailTestbed } from './helpers/mail-testbed.ts';

const t = useMailTestbed();

const ok = (res: { statusCode: number; body: string }, what: string) =>
  expect(res.statusCode, `${what}: ${res.body}`).toBeLessThan(300);

/** The mail's essentials, for a readable comparison of a whole sequence. */
const summary = (m: ReceivedMail) => ({ to: m.envelopeTo, subject: m.subject });

describe('mail delivery over SMTP', () => {
  it("sends each of the vendor journey's six notifications exactly once, to the vendor's address", async () => {
    const admin = await adminAccount();
    const v = await vendorAccount(t.db, { status: 'DRAFT', icon: false, name: 'Journey Health' });
    const vendorUrl = `/api/vendors/${v.vendorId}`;
    ok(
      await call(t.app, 'PUT', vendorUrl, v, {
        name: 'Journey Health',
        description: 'openEHR apps.',
        email: v.vendorEmail,
        website: 'https://journey.example',
      }),
      'vendor details',
    );
    ok(await upload(t.app, `${vendorUrl}/icon`, v, [part('file', await files.icon())]), 'vendor icon');
    ok(await setStatus(t.app, 'vendors', v.vendorId, v, 'WAITING_FOR_APPROVAL'), 'vendor submit');
    ok(
      await setStatus(
        t.app,
        'vendors',
        v.vendorId,
        admin,
        'REJECTED',
        'Please add a website with an imprint.',
      ),
      'vendor reject',
    );
    ok(await setStatus(t.app, 'vendors', v.vendorId, v, 'WAITING_FOR_APPROVAL'), 'vendor resubmit');
    ok(await setStatus(t.app, 'vendors', v.vendorId, admin, 'APPROVED'), 'vendor approve');

    const created = await call(
      t.app,
      'POST',
      '/api/apps',
      v,
      appBody(v.vendorId, { name: 'Vital Signs Board' }),
    );
    ok(created, 'app create');
    const appId = created.json<{ id: number }>().id;
    ok(await upload(t.app, `/api/apps/${appId}/icon`, v, [part('file', await files.icon())]), 'app icon');
    ok(await setStatus(t.app, 'apps', appId, v, 'WAITING_FOR_APPROVAL'), 'app submit');
    ok(await setStatus(t.app, 'apps', appId, admin, 'REJECTED', 'The demo does not load.'), 'app reject');
    ok(await setStatus(t.app, 'apps', appId, v, 'WAITING_FOR_APPROVAL'), 'app resubmit');
    ok(await setStatus(t.app, 'apps', appId, admin, 'ACTIVE'), 'app approve');
    ok(await setStatus(t.app, 'apps', appId, admin, 'DEACTIVATED', 'The demo is offline.'), 'app deactivate');
    ok(await setStatus(t.app, 'apps', appId, admin, 'ACTIVE'), 'app activate');

    const worker = t.worker();
    expect(await drain(worker)).toMatchObject({ sent: 6, failed: 0 });

    const to = [v.vendorEmail];
    expect(t.smtp.received.map(summary)).toEqual([
      { to, subject: 'Your vendor registration for Journey Health was rejected' },
      { to, subject: 'Your vendor registration for Journey Health was approved' },
      { to, subject: 'Your app Vital Signs Board was rejected' },
      { to, subject: 'Your app Vital Signs Board was approved' },
      { to, subject: 'Your app Vital Signs Board was deactivated' },
      { to, subject: 'Your app Vital Signs Board was activated' },
    ]);
    const [vendorRejected, vendorApproved, appRejected, appApproved, deactivated, activated] =
      t.smtp.received;

    for (const mail of t.smtp.received) {
      expect(mail.from).toBe(TEST_MAIL_FROM);
      expect(mail.envelopeFrom).toBe('no-reply@localhost');
      expect(mail.to).toBe(v.vendorEmail);
      expect(mail.text).toMatch(/^Hello,/);
      expect(mail.html).toMatch(/^<!doctype html>/);
    }
    expect(vendorRejected?.text).toContain('Reason: Please add a website with an imprint.');
    expect(vendorRejected?.html).toContain('<blockquote>Please add a website with an imprint.</blockquote>');
    expect(vendorRejected?.text).toContain(`http://localhost:8080${paths.myVendorInfo}`);
    expect(vendorApproved?.text).toContain('You can now add your apps');
    expect(appRejected?.text).toContain('Reason: The demo does not load.');
    expect(appRejected?.html).toContain('<blockquote>The demo does not load.</blockquote>');
    expect(appRejected?.html).toContain(`href="http://localhost:8080${paths.editApp(appId)}"`);
    expect(appApproved?.text).toContain('is now published');
    expect(appApproved?.text).not.toContain('Reason:');
    expect(deactivated?.text).toContain('Reason: The demo is offline.');
    expect(deactivated?.html).toContain('<blockquote>The demo is offline.</blockquote>');
    expect(activated?.text).toContain('is shown in the Showroom catalogue again');

    // Every row is marked sent after its one attempt; a further round finds nothing to send.
    const rows = await outboxRows(t.db);
    expect(rows.map((r) => [r.attempts, r.sentAt !== null, r.lastError])).toEqual(
      Array.from({ length: 6 }, () => [1, true, null]),
    );
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 });
    expect(t.smtp.received).toHaveLength(6);
    // One Message-ID per outbox row: a retry of a mail would carry the same one.
    expect(new Set(t.smtp.received.map((m) => m.messageId)).size).toBe(6);
    expect(vendorRejected?.messageId).toMatch(/^<showroom\.outbox\.\d+\.\d+@localhost>$/);
  });

  it('escapes what vendors and admins typed in the HTML body and keeps it literal in the text body', async () => {
    const admin = await adminAccount();
    const name = `Tom & Jerry's <b>"Clinic"</b>`;
    const reason = 'Remove <script>alert("x")</script> & the <img src=x onerror=alert(1)> tag.\nSecond line';
    const v = await vendorAccount(t.db, { status: 'WAITING_FOR_APPROVAL', name });
    ok(await setStatus(t.app, 'vendors', v.vendorId, admin, 'REJECTED', reason), 'vendor reject');
    const app = await insertAppInState(
      t.db,
      v.vendorId,
      { status: 'WAITING_FOR_APPROVAL' },
      { name: 'Ü-Board <i>™</i>' },
    );
    // The vendor is rejected now, which does not stop an admin from deciding on its app.
    ok(await setStatus(t.app, 'apps', app.id, admin, 'REJECTED', reason), 'app reject');

    expect(await drain(t.worker())).toMatchObject({ sent: 2, failed: 0 });
    const [vendorMail, appMail] = t.smtp.received;

    expect(vendorMail?.subject).toBe(`Your vendor registration for ${name} was rejected`);
    expect(vendorMail?.text).toContain(`Your vendor registration for ${name} on Showroom was rejected.`);
    expect(vendorMail?.text).toContain(`Reason: ${reason}`);
    expect(vendorMail?.html).toContain(
      'Tom &amp; Jerry&#39;s &lt;b&gt;&quot;Clinic&quot;&lt;/b&gt; on Showroom was rejected.',
    );
    expect(vendorMail?.html).toContain(
      '<blockquote>Remove &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; the &lt;img src=x onerror=alert(1)&gt; tag.<br>Second line</blockquote>',
    );
    for (const html of [vendorMail?.html ?? '', appMail?.html ?? '']) {
      expect(html).not.toContain('<script');
      expect(html).not.toContain('<img');
      expect(html).not.toContain('<b>');
    }
    // Non-ASCII survives the transfer encodings, in the subject as in the bodies.
    expect(appMail?.subject).toBe('Your app Ü-Board <i>™</i> was rejected');
    expect(appMail?.text).toContain('Your app Ü-Board <i>™</i> was rejected.');
    expect(appMail?.html).toContain('Your app Ü-Board &lt;i&gt;™&lt;/i&gt; was rejected.');
  });

  it('sends nothing for a change that promises no e-mail', async () => {
    const v = await vendorAccount(t.db, { status: 'APPROVED' });
    const app = await insertAppInState(t.db, v.vendorId, { status: 'ACTIVE' });
    // A vendor switching its own app off knows it: no mail (admins' deactivations do send one).
    ok(await setStatus(t.app, 'apps', app.id, v, 'DEACTIVATED'), 'vendor deactivates');
    const submitted = await insertAppInState(t.db, v.vendorId, { status: 'DRAFT' });
    ok(await setStatus(t.app, 'apps', submitted.id, v, 'WAITING_FOR_APPROVAL'), 'vendor submits');

    expect(await drain(t.worker())).toMatchObject({ sent: 0, failed: 0 });
    expect(t.smtp.received).toEqual([]);
    expect(await outboxRows(t.db)).toEqual([]);
  });
});

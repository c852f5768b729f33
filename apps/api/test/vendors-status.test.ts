import {
  ACTORS,
  REASON_TEXTS,
  VENDOR_MACHINE,
  VENDOR_NEW_STATUSES,
  VENDOR_STATUSES,
  vendorSchema,
  type Actor,
} from '@showroom/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { vendors } from '../src/db/schema/index.ts';
import { useTestApp } from './helpers/app.ts';
import {
  adminAccount,
  auditOf,
  outboxTo,
  reasonsOfSubject,
  setStatus,
  snapshot,
  vendorAccount,
} from './helpers/journey.ts';

const t = useTestApp();

/** A vendor in `status`, and who acts: its owner as 'vendor', a fresh admin as 'admin'. */
async function scene(status: (typeof VENDOR_STATUSES)[number], actor: Actor) {
  const v = await vendorAccount(t.db, { status });
  const who = actor === 'admin' ? await adminAccount() : v;
  return { v, who };
}

describe('PATCH /api/vendors/:id/status: the contract’s vendor machine', () => {
  it.each(VENDOR_MACHINE.map((row) => [row.from, row.action, row.actor, row.to] as const))(
    '%s --%s by %s--> %s is allowed and audited',
    async (from, action, actor, to) => {
      const { v, who } = await scene(from, actor);
      const res = await setStatus(t.app, 'vendors', v.vendorId, who, to);
      expect(res.statusCode).toBe(200);
      expect(vendorSchema.parse(res.json())).toMatchObject({ id: v.vendorId, status: to });
      const entries = await auditOf(t.db, 'vendor', v.vendorId);
      expect(entries.map((e) => [e.action, e.fromStatus, e.toStatus, e.actorSub])).toEqual([
        [action, from, to, who.sub],
      ]);
    },
  );

  // 403 when no row of the machine ever takes this actor to `to`; 409 when one does, from another status.
  const refused = VENDOR_STATUSES.flatMap((from) =>
    VENDOR_NEW_STATUSES.flatMap((to) =>
      ACTORS.filter(
        (actor) => !VENDOR_MACHINE.some((r) => r.from === from && r.to === to && r.actor === actor),
      ).map(
        (actor) =>
          [
            from,
            to,
            actor,
            VENDOR_MACHINE.some((r) => r.to === to && r.actor === actor) ? 409 : 403,
          ] as const,
      ),
    ),
  );

  it('refuses with both codes: 403 for changes an actor never makes, 409 for the rest', () => {
    expect(new Set(refused.map((r) => r[3]))).toEqual(new Set([403, 409]));
  });

  it.each(refused)(
    '%s -> %s by %s is refused with %i and changes nothing',
    async (from, to, actor, status) => {
      const { v, who } = await scene(from, actor);
      const before = await snapshot(t.db);
      const res = await setStatus(t.app, 'vendors', v.vendorId, who, to, 'some reason');
      expect(res.statusCode).toBe(status);
      expect(res.json<{ detail: string }>().detail).toMatch(
        status === 403 ? new RegExp(`^Only .* can change a vendor to ${to}\\.$`) : /can not be changed to/,
      );
      expect(await snapshot(t.db)).toBe(before);
    },
  );

  it('answers 404 to another vendor, 401 anonymously, 400 for an unknown newStatus', async () => {
    const v = await vendorAccount(t.db, { status: 'DRAFT' });
    const other = await vendorAccount(t.db, { status: 'DRAFT' });
    expect((await setStatus(t.app, 'vendors', v.vendorId, other, 'WAITING_FOR_APPROVAL')).statusCode).toBe(
      404,
    );
    expect((await setStatus(t.app, 'vendors', 2147483000, v, 'WAITING_FOR_APPROVAL')).statusCode).toBe(404);
    expect(
      (await setStatus(t.app, 'vendors', v.vendorId, undefined, 'WAITING_FOR_APPROVAL')).statusCode,
    ).toBe(401);
    expect((await setStatus(t.app, 'vendors', v.vendorId, v, 'DRAFT')).statusCode).toBe(400);
  });
});

describe('submitting a vendor registration', () => {
  it('needs an icon (409 with a readable text)', async () => {
    const v = await vendorAccount(t.db, { status: 'DRAFT', icon: false });
    const res = await setStatus(t.app, 'vendors', v.vendorId, v, 'WAITING_FOR_APPROVAL');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ detail: 'Set an icon before you submit your vendor registration.' });
  });

  it('needs complete information (409 naming what is missing)', async () => {
    const v = await vendorAccount(t.db, { status: 'REJECTED' });
    await t.db.update(vendors).set({ description: '   ' }).where(eq(vendors.id, v.vendorId));
    const res = await setStatus(t.app, 'vendors', v.vendorId, v, 'WAITING_FOR_APPROVAL');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      detail: 'Complete your vendor information before you submit it: Description can not be empty',
    });
  });
});

describe('vendor review e-mails and reasons', () => {
  it('approval writes one e-mail to the vendor’s address with a link to its apps', async () => {
    const v = await vendorAccount(t.db, { status: 'WAITING_FOR_APPROVAL', name: 'Open Vitals' });
    await setStatus(t.app, 'vendors', v.vendorId, await adminAccount(), 'APPROVED');
    const mails = await outboxTo(t.db, v.vendorEmail);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      subject: 'Your vendor registration for Open Vitals was approved',
      sentAt: null,
      attempts: 0,
    });
    expect(mails[0]?.text).toContain('http://localhost:8080/my-apps');
    expect(mails[0]?.html).toContain('<a href="http://localhost:8080/my-apps">');
  });

  it('rejection stores the reason, e-mails it (HTML-escaped) and shows it first', async () => {
    const v = await vendorAccount(t.db, { status: 'WAITING_FOR_APPROVAL', name: 'Open <Vitals>' });
    const admin = await adminAccount();
    const reason = 'Your website shows <script>alert(1)</script> & nothing else';
    const res = await setStatus(t.app, 'vendors', v.vendorId, admin, 'REJECTED', reason);
    expect(res.json()).toMatchObject({ status: 'REJECTED', reason });

    const stored = await reasonsOfSubject(t.db, 'vendor', v.vendorId);
    expect(stored.map((r) => [r.text, r.author])).toEqual([[reason, admin.email]]);
    const [mail] = await outboxTo(t.db, v.vendorEmail);
    expect(mail?.subject).toBe('Your vendor registration for Open <Vitals> was rejected');
    expect(mail?.text).toContain(`Reason: ${reason}`);
    expect(mail?.text).toContain('http://localhost:8080/my-vendor-info');
    expect(mail?.html).toContain(
      'Your website shows &lt;script&gt;alert(1)&lt;/script&gt; &amp; nothing else',
    );
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.html).toContain('Open &lt;Vitals&gt;');
    const [entry] = await auditOf(t.db, 'vendor', v.vendorId);
    expect(entry).toMatchObject({ action: 'reject', reason, actorEmail: admin.email });
  });

  it('a rejection without a reason (or a blank one) stores none and says so in the mail', async () => {
    for (const reason of [undefined, '   ']) {
      const v = await vendorAccount(t.db, { status: 'WAITING_FOR_APPROVAL' });
      const res = await setStatus(t.app, 'vendors', v.vendorId, await adminAccount(), 'REJECTED', reason);
      expect(res.statusCode).toBe(200);
      expect(res.json()).not.toHaveProperty('reason');
      expect(await reasonsOfSubject(t.db, 'vendor', v.vendorId)).toEqual([]);
      expect((await outboxTo(t.db, v.vendorEmail))[0]?.text).toContain(`Reason: ${REASON_TEXTS.noReason}`);
    }
  });

  it('writes the mail in the language the vendor last used (Accept-Language of its signed-in calls)', async () => {
    const german = await vendorAccount(t.db, { status: 'WAITING_FOR_APPROVAL' });
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/vendors/my-vendor',
      headers: { ...german.headers, 'accept-language': 'de-DE,de;q=0.9' },
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers.vary ?? '').not.toContain('Accept-Language');
    await setStatus(t.app, 'vendors', german.vendorId, await adminAccount(), 'REJECTED');
    const [de] = await outboxTo(t.db, german.vendorEmail);
    expect(de?.subject).toMatch(/^Ihre Anbieter-Registrierung für .* wurde abgelehnt$/);
    expect(de?.text).toContain('Begründung: Keine Begründung angegeben.');
    expect(de?.html).toContain('<html lang="de">');

    const english = await vendorAccount(t.db, { status: 'WAITING_FOR_APPROVAL' });
    await t.app.inject({
      method: 'GET',
      url: '/api/vendors/my-vendor',
      headers: { ...english.headers, 'accept-language': 'en' },
    });
    await setStatus(t.app, 'vendors', english.vendorId, await adminAccount(), 'APPROVED');
    const [en] = await outboxTo(t.db, english.vendorEmail);
    expect(en?.subject).toMatch(/^Your vendor registration for .* was approved$/);
  });

  it('submitting, deactivating and activating write no e-mail', async () => {
    const draft = await vendorAccount(t.db, { status: 'DRAFT' });
    await setStatus(t.app, 'vendors', draft.vendorId, draft, 'WAITING_FOR_APPROVAL');
    const approved = await vendorAccount(t.db, { status: 'APPROVED' });
    const admin = await adminAccount();
    await setStatus(t.app, 'vendors', approved.vendorId, admin, 'DEACTIVATED');
    await setStatus(t.app, 'vendors', approved.vendorId, admin, 'APPROVED');
    expect(await outboxTo(t.db, draft.vendorEmail)).toEqual([]);
    expect(await outboxTo(t.db, approved.vendorEmail)).toEqual([]);
    expect((await auditOf(t.db, 'vendor', approved.vendorId)).map((a) => a.action)).toEqual([
      'deactivate',
      'activate',
    ]);
  });
});

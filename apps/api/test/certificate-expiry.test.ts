/**
 * The certificate expiry mail (issue 37) with a controlled clock: the vendor of a published app is mailed
 * through the outbox 30 days before a declared certificate expires, once per certificate and expiry date;
 * a renewed certificate (a new date) is announced again; a draft's certificates are not announced.
 */
import type { AppEvidenceInput } from '@showroom/contract';
import { describe, expect, it } from 'vitest';
import { mailExpiringCertificates } from '../src/modules/apps/index.ts';
import { useTestApp } from './helpers/app.ts';
import {
  adminAccount,
  appBody,
  call,
  detailsOf,
  insertAppInState,
  outboxTo,
  setStatus,
  vendorAccount,
  type VendorAccount,
} from './helpers/journey.ts';

const t = useTestApp();
const PUBLIC_URL = 'http://localhost:8080';

const evidenceExpiring = (expiresOn: string): AppEvidenceInput => ({
  certifications: [
    { type: 'iso-27001', identifier: 'ISMS-77', issuedOn: '2028-01-01', expiresOn },
    { type: 'soc-2', issuer: 'Example Audit LLP' },
  ],
});

/** The vendor's app declares `evidence` in an update; `publish` has an admin approve it. */
async function declare(v: VendorAccount, appId: number, evidence: AppEvidenceInput, publish: boolean) {
  const name = detailsOf(await call(t.app, 'GET', `/api/apps/${appId}`, v)).name;
  const res = await call(t.app, 'PUT', `/api/apps/${appId}`, v, appBody(v.vendorId, { name, evidence }));
  expect(res.statusCode, res.body).toBe(200);
  if (!publish) return;
  expect((await setStatus(t.app, 'apps', appId, v, 'WAITING_FOR_APPROVAL')).statusCode).toBe(200);
  expect((await setStatus(t.app, 'apps', appId, await adminAccount(), 'ACTIVE')).statusCode).toBe(200);
}

const at = (iso: string) => new Date(`${iso}T06:00:00Z`);

describe('the certificate expiry mail', () => {
  it('goes to the vendor 30 days before expiry, once per certificate and date, and again for a renewal', async () => {
    const v = await vendorAccount(t.db);
    const app = await insertAppInState(t.db, v.vendorId, { status: 'ACTIVE' });
    await declare(v, app.id, evidenceExpiring('2031-03-31'), true);
    const mails = async () =>
      (await outboxTo(t.db, v.vendorEmail)).filter((m) => m.subject.includes('certificate'));
    const before = (await outboxTo(t.db, v.vendorEmail)).length;

    await mailExpiringCertificates(t.db, PUBLIC_URL, at('2031-02-28'));
    expect(await mails()).toHaveLength(0);

    await mailExpiringCertificates(t.db, PUBLIC_URL, at('2031-03-01'));
    const [mail, ...more] = await mails();
    expect(more).toHaveLength(0);
    const name = detailsOf(await call(t.app, 'GET', `/api/apps/${app.id}`, v)).name;
    expect(mail?.subject).toBe(`A certificate of ${name} expires soon`);
    expect(mail?.text).toContain('The ISO/IEC 27001 ISMS-77 of your app');
    expect(mail?.text).toContain('expires on 31.03.2031');
    expect(mail?.text).toContain(`${PUBLIC_URL}/appdetails/${app.id}`);

    // Later rounds, and a second process's round, do not mail it again.
    await mailExpiringCertificates(t.db, PUBLIC_URL, at('2031-03-01'));
    await mailExpiringCertificates(t.db, PUBLIC_URL, at('2031-03-20'));
    expect(await mails()).toHaveLength(1);
    // After expiry nothing more is sent.
    await mailExpiringCertificates(t.db, PUBLIC_URL, at('2031-04-02'));
    expect(await mails()).toHaveLength(1);

    // Renewed: a new expiry date is announced when its time comes.
    await declare(v, app.id, evidenceExpiring('2032-03-31'), true);
    await mailExpiringCertificates(t.db, PUBLIC_URL, at('2032-03-15'));
    expect(await mails()).toHaveLength(2);
    expect((await mails())[1]?.text).toContain('expires on 31.03.2032');
    expect((await outboxTo(t.db, v.vendorEmail)).length).toBeGreaterThan(before);
  });

  it('says nothing of a certificate only a draft declares', async () => {
    const v = await vendorAccount(t.db);
    const app = await insertAppInState(t.db, v.vendorId, { status: 'ACTIVE' });
    await declare(v, app.id, evidenceExpiring('2033-05-31'), false);
    await mailExpiringCertificates(t.db, PUBLIC_URL, at('2033-05-20'));
    expect(
      (await outboxTo(t.db, v.vendorEmail)).filter((m) => m.subject.includes('certificate')),
    ).toHaveLength(0);
  });
});

/**
 * GET /api/admin/dashboard and GET /api/audit/export.csv over a real database: vendors and apps in
 * known states, reviews made through the API (so the audit is written as in production), then the
 * numbers must equal what was made. This file's database starts empty, so the counts are absolute.
 */
import {
  AUDIT_CSV_COLUMNS,
  adminDashboardSchema,
  auditExportFileName,
  interopProfileSchema,
  type AdminDashboard,
  type InteropProfileInput,
} from '@showroom/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appChecks, appCheckStatus, audit } from '../src/db/schema/index.ts';
import { isoWeekLabel, lastWeeks } from '../src/modules/dashboard/dashboard-service.ts';
import { csvCell } from '../src/lib/csv.ts';
import { useTestApp } from './helpers/app.ts';
import { insertApp, insertApprovedVendor, insertPublishedApp } from './helpers/catalogue-data.ts';
import {
  account,
  adminAccount,
  appBody,
  call,
  files,
  insertAppInState,
  part,
  upload,
  setStatus,
  vendorAccount,
  type Account,
} from './helpers/journey.ts';
import { parseCsv } from './helpers/csv.ts';

const t = useTestApp();
const DAY = 86_400_000;

const profile = (p: InteropProfileInput) => interopProfileSchema.parse(p);

async function dashboard(who: Account): Promise<AdminDashboard> {
  const res = await call(t.app, 'GET', '/api/admin/dashboard', who);
  expect(res.statusCode).toBe(200);
  return adminDashboardSchema.parse(res.json());
}

/** Moves the audit entries of a subject with an action to a given time (the history as if older). */
async function backdate(subjectType: 'app' | 'vendor', subjectId: number, action: string, at: Date) {
  await t.db
    .update(audit)
    .set({ at })
    .where(and(eq(audit.subjectType, subjectType), eq(audit.subjectId, subjectId), eq(audit.action, action)));
}

describe('the admin dashboard', () => {
  let admin: Account;
  const made = { waitingVendorSince: new Date(), waitingAppSince: new Date(), failingSince: new Date() };
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    admin = await adminAccount();
    const now = Date.now();

    // Vendors: one waits (submitted 9 days ago), one waits since 2 days, one rejected, one approved.
    const waitingOld = await vendorAccount(t.db, { status: 'DRAFT', name: 'Waiting Long' });
    const waitingNew = await vendorAccount(t.db, { status: 'DRAFT', name: 'Waiting Short' });
    const rejected = await vendorAccount(t.db, { status: 'DRAFT', name: 'Rejected Vendor' });
    const approved = await vendorAccount(t.db, { status: 'DRAFT', name: 'Approved Vendor' });
    for (const v of [waitingOld, waitingNew, rejected, approved]) {
      expect((await setStatus(t.app, 'vendors', v.vendorId, v, 'WAITING_FOR_APPROVAL')).statusCode).toBe(200);
    }
    expect(
      (await setStatus(t.app, 'vendors', rejected.vendorId, admin, 'REJECTED', 'No imprint')).statusCode,
    ).toBe(200);
    expect((await setStatus(t.app, 'vendors', approved.vendorId, admin, 'APPROVED')).statusCode).toBe(200);
    made.waitingVendorSince = new Date(now - 9 * DAY);
    await backdate('vendor', waitingOld.vendorId, 'submit', made.waitingVendorSince);
    await backdate('vendor', waitingNew.vendorId, 'submit', new Date(now - 2 * DAY));
    // The rejection three weeks ago: it lands in that week's bucket.
    await backdate('vendor', rejected.vendorId, 'reject', new Date(now - 21 * DAY));

    // Apps of the approved vendor through the API: two submitted, one approved, one rejected.
    const createApp = async (name: string) => {
      const res = await call(t.app, 'POST', '/api/apps', approved, appBody(approved.vendorId, { name }));
      const id = res.json<{ id: number }>().id;
      await upload(t.app, `/api/apps/${id}/icon`, approved, [part('file', await files.icon())]);
      return id;
    };
    ids.waitingApp = await createApp('Waiting App');
    ids.approvedApp = await createApp('Approved App');
    ids.rejectedApp = await createApp('=HYPERLINK("http://evil.example","x")');
    for (const id of [ids.waitingApp, ids.approvedApp, ids.rejectedApp]) {
      expect((await setStatus(t.app, 'apps', id, approved, 'WAITING_FOR_APPROVAL')).statusCode).toBe(200);
    }
    expect((await setStatus(t.app, 'apps', ids.approvedApp, admin, 'ACTIVE')).statusCode).toBe(200);
    expect(
      (await setStatus(t.app, 'apps', ids.rejectedApp, admin, 'REJECTED', '-2+3 says "no", sorry'))
        .statusCode,
    ).toBe(200);
    made.waitingAppSince = new Date(now - 4 * DAY);
    await backdate('app', ids.waitingApp, 'submit', made.waitingAppSince);
    // An approval 13 weeks ago: outside the 12 weeks.
    await backdate('app', ids.approvedApp, 'approve', new Date(now - 13 * 7 * DAY));

    // The catalogue's other states, written as the API leaves them.
    const other = await vendorAccount(t.db, { name: 'State Vendor' });
    await insertAppInState(t.db, other.vendorId, { status: 'DRAFT' });
    await insertAppInState(t.db, other.vendorId, { status: 'DEACTIVATED' });
    await insertAppInState(t.db, other.vendorId, { status: 'ACTIVE', update: 'DRAFT' });
    await insertAppInState(t.db, other.vendorId, { status: 'ACTIVE', update: 'WAITING_FOR_APPROVAL' });
    await insertAppInState(t.db, other.vendorId, { status: 'ACTIVE', update: 'REJECTED' });

    // Published apps with declared standards and categories.
    const facets = await insertApprovedVendor(t.db, { name: 'Facet Vendor' });
    ids.facetVendor = facets.id;
    ids.fhirApp = (
      await insertPublishedApp(t.db, facets.id, {
        name: 'FHIR Meds',
        profile: profile({
          standards: ['fhir'],
          fhir: { versions: ['R4'], resources: ['MedicationRequest'], implementationGuides: [] },
          smart: { launchTypes: ['ehr'], scopes: [] },
          classification: {
            categories: ['medication', 'clinical-documentation'],
            audiences: [],
            platforms: [],
            languages: [],
            deviceClasses: [],
          },
        }),
      })
    ).id;
    ids.bothApp = (
      await insertPublishedApp(t.db, facets.id, {
        name: 'Both Standards',
        profile: profile({
          standards: ['fhir', 'openehr'],
          fhir: { versions: ['R5'], resources: [], implementationGuides: [] },
          openehr: { templates: [], cdrs: [] },
          classification: {
            categories: ['medication'],
            audiences: [],
            platforms: [],
            languages: [],
            deviceClasses: [],
          },
        }),
      })
    ).id;
    // A draft declaring FHIR: not published, so not counted by standard.
    await insertApp(t.db, {
      vendorId: facets.id,
      status: 'DRAFT',
      inProgress: { status: 'DRAFT', profile: profile({ standards: ['fhir'] }) },
    });

    // The FHIR app's demo failed its last three checks (after one that passed); the other's failed
    // twice only (no "Demo unavailable" yet).
    const check = (appId: number, outcome: 'passed' | 'failed' | 'error', at: Date) => ({
      appId,
      kind: 'demo' as const,
      url: 'https://demo.example.org',
      startedAt: at,
      finishedAt: at,
      outcome,
      facts: [],
      evidence: {},
    });
    made.failingSince = new Date(now - 3 * DAY);
    await t.db
      .insert(appChecks)
      .values([
        check(ids.fhirApp, 'passed', new Date(now - 5 * DAY)),
        check(ids.fhirApp, 'failed', made.failingSince),
        check(ids.fhirApp, 'error', new Date(now - 2 * DAY)),
        check(ids.fhirApp, 'failed', new Date(now - 1 * DAY)),
        check(ids.bothApp, 'failed', new Date(now - 2 * DAY)),
        check(ids.bothApp, 'failed', new Date(now - 1 * DAY)),
      ]);
    await t.db.insert(appCheckStatus).values([
      { appId: ids.fhirApp, demoFailures: 3, demoCheckedAt: new Date(now - 5 * DAY) },
      { appId: ids.bothApp, demoFailures: 2 },
    ]);
  });

  it('counts the waiting vendors and apps and says since when the oldest waits', async () => {
    const d = await dashboard(admin);
    expect(d.waiting.vendors).toEqual({ count: 2, oldestSince: made.waitingVendorSince.toISOString() });
    // The waiting new app and the waiting update (its version is in review too).
    expect(d.waiting.apps.count).toBe(2);
    expect(d.waiting.apps.oldestSince).toBe(made.waitingAppSince.toISOString());
  });

  it('counts approvals and rejections per ISO week, the last 12 weeks, oldest first', async () => {
    const d = await dashboard(admin);
    const weeks = lastWeeks(new Date(d.at), 12);
    expect(d.reviewsPerWeek.map((w) => w.start)).toEqual(weeks.map((m) => m.toISOString().slice(0, 10)));
    expect(d.reviewsPerWeek.map((w) => w.week)).toEqual(weeks.map(isoWeekLabel));
    const weekOf = (ms: number) =>
      d.reviewsPerWeek.findIndex(
        (w) => Date.parse(`${w.start}T00:00:00Z`) <= ms && ms < Date.parse(`${w.start}T00:00:00Z`) + 7 * DAY,
      );
    const nowMs = Date.parse(d.at);
    const expected = d.reviewsPerWeek.map(() => ({ approvals: 0, rejections: 0 }));
    // This week: the vendor's approval and the app's rejection; three weeks ago: the vendor's rejection.
    expected[weekOf(nowMs)]!.approvals += 1;
    expected[weekOf(nowMs)]!.rejections += 1;
    expected[weekOf(nowMs - 21 * DAY)]!.rejections += 1;
    expect(d.reviewsPerWeek.map(({ approvals, rejections }) => ({ approvals, rejections }))).toEqual(
      expected,
    );
  });

  it('puts every app in one state, and counts the published apps by standard and by category', async () => {
    const d = await dashboard(admin);
    expect(Object.fromEntries(d.catalogueByStatus.map((s) => [s.state, s.count]))).toEqual({
      DRAFT: 2,
      WAITING_FOR_APPROVAL: 1,
      REJECTED: 1,
      ACTIVE: 3,
      UPDATE_DRAFT: 1,
      UPDATE_WAITING_FOR_APPROVAL: 1,
      UPDATE_REJECTED: 1,
      DEACTIVATED: 1,
    });
    expect(d.byStandard).toEqual([
      { standard: 'fhir', count: 2 },
      { standard: 'openehr', count: 1 },
      { standard: 'smart', count: 1 },
      { standard: 'cds-hooks', count: 0 },
    ]);
    const categories = Object.fromEntries(d.byCategory.map((c) => [c.category, c.count]));
    expect(categories.medication).toBe(2);
    expect(categories['clinical-documentation']).toBe(1);
    expect(d.byCategory.filter((c) => c.count > 0)).toHaveLength(2);
  });

  it('lists the public apps whose demo is unavailable, since the first failure after the last pass', async () => {
    const d = await dashboard(admin);
    expect(d.failingDemos).toEqual([
      {
        appId: ids.fhirApp,
        name: 'FHIR Meds',
        vendorId: ids.facetVendor,
        vendorName: 'Facet Vendor',
        since: made.failingSince.toISOString(),
        failures: 3,
      },
    ]);
  });

  it('is for admins only', async () => {
    expect((await call(t.app, 'GET', '/api/admin/dashboard', undefined)).statusCode).toBe(401);
    const vendor = await account(['VENDOR']);
    expect((await call(t.app, 'GET', '/api/admin/dashboard', vendor)).statusCode).toBe(403);
  });

  describe('GET /api/audit/export.csv', () => {
    it('sends the whole history as an attachment: a header row, one row per entry, oldest first', async () => {
      const res = await call(t.app, 'GET', '/api/audit/export.csv', admin);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="${auditExportFileName(new Date())}"`,
      );
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="showroom-audit-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      expect(res.body.endsWith('\r\n')).toBe(true);
      const rows = parseCsv(res.body);
      expect(rows[0]).toEqual([...AUDIT_CSV_COLUMNS]);
      const entries = await t.db.select({ id: audit.id }).from(audit);
      expect(rows).toHaveLength(entries.length + 1);
      // Every row has every column; times are ISO and in id order (the backdated ones included).
      expect(rows.every((r) => r.length === AUDIT_CSV_COLUMNS.length)).toBe(true);
      expect(
        rows.slice(1).every((r) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(r[0] ?? '')),
      ).toBe(true);

      const rejection = rows.find((r) => r[2] === 'reject' && r[3] === 'app');
      expect(rejection).toEqual([
        expect.any(String),
        admin.email,
        'reject',
        'app',
        String(ids.rejectedApp),
        // A name starting with = is neutralised (and quoted, as it holds quotes and a comma).
        `'=HYPERLINK("http://evil.example","x")`,
        expect.any(String),
        'Approved Vendor',
        'WAITING_FOR_APPROVAL',
        'REJECTED',
        `'-2+3 says "no", sorry`,
      ]);
      // On the wire: quoted, the inner quotes doubled.
      expect(res.body).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
      const vendorRejection = rows.find((r) => r[2] === 'reject' && r[3] === 'vendor');
      expect(vendorRejection?.slice(5)).toEqual([
        'Rejected Vendor',
        vendorRejection?.[4],
        'Rejected Vendor',
        'WAITING_FOR_APPROVAL',
        'REJECTED',
        'No imprint',
      ]);
    });

    it('pages through a history longer than one read', async () => {
      const v = await vendorAccount(t.db, { name: 'Busy Vendor' });
      const before = (await t.db.select({ id: audit.id }).from(audit)).length;
      await t.db.insert(audit).values(
        Array.from({ length: 1203 }, (_, i) => ({
          actorSub: 'bulk',
          actorEmail: null,
          action: 'update',
          subjectType: 'vendor' as const,
          subjectId: v.vendorId,
          vendorId: v.vendorId,
          reason: `bulk ${i}`,
        })),
      );
      const res = await call(t.app, 'GET', '/api/audit/export.csv', admin);
      const rows = parseCsv(res.body);
      expect(rows).toHaveLength(before + 1203 + 1);
      expect(rows.at(-1)?.[10]).toBe('bulk 1202');
      expect(rows.filter((r) => r[1] === 'bulk').map((r) => r[10])).toEqual(
        Array.from({ length: 1203 }, (_, i) => `bulk ${i}`),
      );
    });

    it('is for admins only', async () => {
      expect((await call(t.app, 'GET', '/api/audit/export.csv', undefined)).statusCode).toBe(401);
      const vendor = await account(['VENDOR']);
      expect((await call(t.app, 'GET', '/api/audit/export.csv', vendor)).statusCode).toBe(403);
    });
  });
});

describe('CSV cells', () => {
  it('neutralises formulas and quotes what RFC 4180 requires', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell(42)).toBe('42');
    // A number is no formula: a negative one stays as it is.
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(
        csvCell(`${start}1+1`).startsWith(`'${start}`) || csvCell(`${start}1+1`).startsWith(`"'${start}`),
      ).toBe(true);
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('1=1')).toBe('1=1');
  });

  // Issue 32, item 9: a spreadsheet may fold compatibility forms (full-width ＝, small ﹦) to = and skip spaces.
  it('neutralises formula starters after NFKC and after leading spaces', () => {
    for (const start of [
      '\uff1d',
      '\uff0b',
      '\uff0d',
      '\uff20',
      '\ufe66',
      '\ufe62',
      ' =',
      '  +',
      '\u00a0=',
      '\u3000＝',
    ])
      expect(csvCell(`${start}HYPERLINK("https://evil.example")`)).toMatch(/^"'/);
    expect(csvCell('\uff1d1+1')).toBe("'\uff1d1+1");
    // Not a formula: a full-width letter, a space before a word.
    expect(csvCell('\uff21pp')).toBe('\uff21pp');
    expect(csvCell(' plain')).toBe(' plain');
  });
});

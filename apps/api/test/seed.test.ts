import {
  CATEGORIES,
  type InteropProfile,
  interopProfileSchema,
  isShowroomSampleDemoUrl,
  licenseKindOf,
  normalizeProfile,
  SMART_LAUNCH_TYPES,
} from '@showroom/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apps,
  appVersions,
  audit,
  media,
  reasons,
  removedScreenshots,
  screenshots,
  vendors,
} from '../src/db/schema/index.ts';
import { DEMO_VENDORS } from '../src/seed/demo-data.ts';
import {
  DEMO_VENDOR_EMAIL,
  renderDemoImages,
  seedDemoCatalogue,
  type DemoImages,
  type SeedResult,
} from '../src/seed/index.ts';
import { demoProfiles } from '../src/seed/seed.ts';
import { createTestDatabase, type TestDatabase } from './helpers/db.ts';

const VENDOR_SUB = 'sub-vendor-0001';
const NEW_VENDOR_SUB = 'sub-newvendor-0002';
const NOW = new Date('2025-03-12T10:00:00Z');
const PUBLIC_URL = 'http://localhost:8080';
const DAY_MS = 86_400_000;

let database: TestDatabase;
let first: SeedResult;
let seedMs: number;
/** Drawn once for the file: the seedings here differ in their owners, not in their pictures. */
let images: DemoImages;

beforeAll(async () => {
  database = await createTestDatabase();
  const started = performance.now();
  images = await renderDemoImages();
  first = await seedDemoCatalogue(database.db, {
    ownerByEmail: { [DEMO_VENDOR_EMAIL]: VENDOR_SUB, 'newvendor@showroom.test': NEW_VENDOR_SUB },
    now: NOW,
    publicUrl: PUBLIC_URL,
    images,
  });
  seedMs = performance.now() - started;
  // A figure for the report, not an assertion: timing depends on the machine.
  console.info(
    `seed: ${first.vendors} vendors, ${first.apps} apps, ${first.screenshots} screenshots, ` +
      `${first.media} media (${(first.mediaBytes / 1024).toFixed(0)} KiB) in ${seedMs.toFixed(0)} ms`,
  );
}, 120_000);

afterAll(async () => {
  await database?.dispose();
});

async function loadCatalogue() {
  const db = database.db;
  const vendorRows = await db.select().from(vendors).orderBy(asc(vendors.id));
  const appRows = await db.select().from(apps).orderBy(asc(apps.id));
  const versionRows = await db.select().from(appVersions);
  const shotRows = await db.select().from(screenshots).orderBy(asc(screenshots.position));
  const version = (id: number | null) => versionRows.find((v) => v.id === id);
  const shotsOf = (versionId: number | undefined) => shotRows.filter((s) => s.versionId === versionId);
  return { vendorRows, appRows, versionRows, shotRows, version, shotsOf };
}

describe('seedDemoCatalogue on a fresh database', () => {
  it('reports what it created', async () => {
    const { vendorRows, appRows, shotRows } = await loadCatalogue();
    expect(first.vendors).toBe(vendorRows.length);
    expect(first.apps).toBe(appRows.length);
    expect(first.screenshots).toBe(shotRows.length);
    expect(vendorRows.length).toBeGreaterThanOrEqual(5);
    expect(appRows.length).toBeGreaterThanOrEqual(14);
  });

  it('gives the demo vendor account one approved vendor with apps in every state a vendor meets', async () => {
    const { vendorRows, appRows, version } = await loadCatalogue();
    const mine = vendorRows.filter((v) => v.owner === VENDOR_SUB);
    expect(mine).toHaveLength(1);
    const vendor = mine[0]!;
    expect(vendor.status).toBe('APPROVED');

    const own = appRows.filter((a) => a.vendorId === vendor.id);
    const active = own.filter((a) => a.status === 'ACTIVE');
    expect(active.length).toBeGreaterThan(own.length / 2);
    expect(own.filter((a) => a.status === 'DRAFT' && a.publishedVersionId === null)).toHaveLength(1);

    const rejected = own.filter((a) => a.status === 'REJECTED');
    expect(rejected).toHaveLength(1);
    const reasonRows = await database.db.select().from(reasons).where(eq(reasons.subjectId, rejected[0]!.id));
    expect(reasonRows).toHaveLength(1);
    expect(reasonRows[0]).toMatchObject({ subjectType: 'app', author: 'seed' });
    expect(reasonRows[0]!.text.length).toBeGreaterThan(20);

    const withDraft = active.filter((a) => version(a.inProgressVersionId)?.status === 'DRAFT');
    expect(withDraft).toHaveLength(1);
    const [published, draft] = [
      version(withDraft[0]!.publishedVersionId)!,
      version(withDraft[0]!.inProgressVersionId)!,
    ];
    expect(published.status).toBe('ACTIVE');
    expect(draft.version).not.toBe(published.version);
    expect(draft.updatedAt.getTime()).toBeGreaterThan(published.updatedAt.getTime());
  });

  it('owns every other vendor by a synthetic, non-loginable subject; the new vendor account owns nothing', async () => {
    const { vendorRows } = await loadCatalogue();
    const others = vendorRows.filter((v) => v.owner !== VENDOR_SUB);
    expect(others.length).toBeGreaterThanOrEqual(4);
    for (const v of others) expect(v.owner).toMatch(/^seed:[a-z0-9-]+$/);
    expect(vendorRows.some((v) => v.owner === NEW_VENDOR_SUB)).toBe(false);
    expect(others.filter((v) => v.status === 'WAITING_FOR_APPROVAL')).toHaveLength(1);
    expect(others.filter((v) => v.status === 'APPROVED').length).toBeGreaterThanOrEqual(4);
  });

  it('leaves something for the admin to review and one deactivated app', async () => {
    const { appRows, version } = await loadCatalogue();
    const waitingNew = appRows.filter((a) => a.status === 'WAITING_FOR_APPROVAL');
    expect(waitingNew.length).toBeGreaterThanOrEqual(1);
    for (const a of waitingNew) {
      expect(a.publishedVersionId).toBeNull();
      expect(version(a.inProgressVersionId)?.status).toBe('WAITING_FOR_APPROVAL');
    }
    const waitingUpdate = appRows.filter(
      (a) => a.status === 'ACTIVE' && version(a.inProgressVersionId)?.status === 'WAITING_FOR_APPROVAL',
    );
    expect(waitingUpdate.length).toBeGreaterThanOrEqual(1);

    const deactivated = appRows.filter((a) => a.status === 'DEACTIVATED');
    expect(deactivated).toHaveLength(1);
    expect(deactivated[0]!.publishedVersionId).not.toBeNull();
    expect(deactivated[0]!.inProgressVersionId).toBeNull();
  });

  it('keeps app status, version pointers and version statuses consistent', async () => {
    const { appRows, versionRows, version } = await loadCatalogue();
    for (const a of appRows) {
      for (const id of [a.publishedVersionId, a.inProgressVersionId]) {
        if (id !== null) expect(version(id)?.appId).toBe(a.id);
      }
      if (a.status === 'ACTIVE') {
        expect(version(a.publishedVersionId)?.status).toBe('ACTIVE');
        if (a.inProgressVersionId !== null) {
          expect(['DRAFT', 'WAITING_FOR_APPROVAL', 'REJECTED']).toContain(
            version(a.inProgressVersionId)?.status,
          );
        }
      } else if (a.status !== 'DEACTIVATED') {
        expect(a.publishedVersionId).toBeNull();
        expect(version(a.inProgressVersionId)?.status).toBe(a.status);
      }
    }
    // No orphan versions: every version is some app's published or in-progress one.
    const pointed = new Set(appRows.flatMap((a) => [a.publishedVersionId, a.inProgressVersionId]));
    for (const v of versionRows) expect(pointed.has(v.id)).toBe(true);
  });

  it('gives every active app a published version with an icon and at least two screenshots that decode at the right size', async () => {
    const { appRows, version, shotsOf } = await loadCatalogue();
    const active = appRows.filter((a) => a.status === 'ACTIVE');
    expect(active.length).toBeGreaterThanOrEqual(10);
    const mediaRows = await database.db.select().from(media);
    const bySha = new Map(mediaRows.map((m) => [m.sha256, m]));

    const decode = async (sha: string | null) => {
      const row = bySha.get(sha ?? '');
      expect(row, `media row ${sha}`).toBeDefined();
      const meta = await sharp(row!.bytes).metadata();
      expect([meta.format, meta.width, meta.height, row!.contentType, row!.size]).toEqual([
        'webp',
        row!.width,
        row!.height,
        'image/webp',
        row!.bytes.length,
      ]);
      return meta;
    };

    for (const a of active) {
      const published = version(a.publishedVersionId);
      expect(published).toBeDefined();
      const icon = await decode(published!.iconSha256);
      expect([icon.width, icon.height]).toEqual([244, 244]);
      const shots = shotsOf(published!.id);
      expect(shots.length).toBeGreaterThanOrEqual(2);
      expect(shots.map((s) => s.position)).toEqual(shots.map((_, i) => i));
      for (const s of shots) {
        const full = await decode(s.mediaSha256);
        const thumb = await decode(s.thumbSha256);
        expect(full.width).toBe(1280);
        expect(full.height).toBe(800);
        expect(thumb.width).toBe(480);
        expect(thumb.height).toBe(300);
      }
    }
  });

  it('gives every vendor an icon and a contact on a reserved .example domain', async () => {
    const { vendorRows } = await loadCatalogue();
    const icons = await database.db
      .select({ sha256: media.sha256, width: media.width, height: media.height })
      .from(media)
      .where(
        inArray(
          media.sha256,
          vendorRows.map((v) => v.iconSha256 ?? ''),
        ),
      );
    expect(icons).toHaveLength(vendorRows.length);
    for (const i of icons) expect([i.width, i.height]).toEqual([244, 244]);
    for (const v of vendorRows) {
      expect(v.email).toMatch(/^contact@[a-z0-9-]+\.example$/);
      expect(v.website).toMatch(/^https:\/\/[a-z0-9-]+\.example$/);
      expect(v.iconUpdatedAt).toBeInstanceOf(Date);
    }
  });

  it('writes markdown descriptions without HTML, short descriptions within 100 characters, https repository links, and demo links to the showroom own sample demo pages', async () => {
    const { versionRows } = await loadCatalogue();
    const slugOf = new Map(DEMO_VENDORS.flatMap((vendor) => vendor.apps.map((a) => [a.name, a.slug])));
    for (const v of versionRows) {
      expect(v.descriptionShort.length).toBeLessThanOrEqual(100);
      expect(v.description.length).toBeLessThanOrEqual(10_000);
      expect(v.description, v.name).not.toMatch(/<\/?[a-zA-Z!][^>]*>/);
      expect(v.description).toMatch(/^### /m);
      expect(v.description).toMatch(/^- /m);
      expect(v.version).toMatch(/^\d+\.\d+\.\d+$/);
      expect(v.repoUrl).toMatch(/^https:\/\/[a-z0-9-]+(\.[a-z0-9-]+)+\//);
      expect(new URL(v.repoUrl!).protocol).toBe('https:');
      expect(slugOf.get(v.name), v.name).toBeDefined();
      // PUBLIC_URL's origin, the app's sample demo page: valid under the demo address rule of that showroom.
      expect(v.demoUrl).toBe(`${PUBLIC_URL}/sample-demos/${slugOf.get(v.name)}`);
      expect(isShowroomSampleDemoUrl(v.demoUrl!, PUBLIC_URL)).toBe(true);
    }
  });

  it('drops and adds screenshots in the in-progress draft as the merged-list rule expects', async () => {
    const { appRows, version, shotsOf } = await loadCatalogue();
    const updates = appRows.filter((a) => a.publishedVersionId !== null && a.inProgressVersionId !== null);
    const removed = await database.db.select().from(removedScreenshots);
    for (const a of updates) {
      const published = shotsOf(a.publishedVersionId!);
      const dropped = removed.filter((r) => r.versionId === a.inProgressVersionId).map((r) => r.screenshotId);
      for (const id of dropped) expect(published.map((s) => s.id)).toContain(id);
      const merged = [
        ...published.filter((s) => !dropped.includes(s.id)),
        ...shotsOf(version(a.inProgressVersionId)!.id),
      ];
      expect(merged.length).toBeGreaterThanOrEqual(2);
    }
    expect(removed.length).toBeGreaterThanOrEqual(1);
  });

  it('spreads "last updated" over the months before now', async () => {
    const { appRows, versionRows } = await loadCatalogue();
    const times = versionRows.map((v) => v.updatedAt.getTime());
    for (const t of [...times, ...appRows.map((a) => a.updatedAt.getTime())])
      expect(t).toBeLessThanOrEqual(NOW.getTime());
    expect((Math.max(...times) - Math.min(...times)) / DAY_MS).toBeGreaterThan(60);
    expect(new Set(versionRows.map((v) => v.updatedAt.toISOString().slice(0, 10))).size).toBeGreaterThan(10);
  });

  it('keeps dates in a believable order: vendor, then app, then its versions', async () => {
    const { vendorRows, appRows, versionRows } = await loadCatalogue();
    for (const a of appRows) {
      const vendor = vendorRows.find((v) => v.id === a.vendorId)!;
      expect(a.createdAt.getTime()).toBeGreaterThan(vendor.createdAt.getTime());
      for (const v of versionRows.filter((x) => x.appId === a.id)) {
        expect(v.updatedAt.getTime()).toBeGreaterThanOrEqual(a.createdAt.getTime());
        expect(v.updatedAt.getTime()).toBeLessThanOrEqual(a.updatedAt.getTime());
      }
    }
  });

  it('records the seeded decisions in the audit trail', async () => {
    const rows = await database.db.select().from(audit).orderBy(asc(audit.at));
    const subjects = new Set(rows.map((r) => `${r.subjectType}:${r.subjectId}`));
    for (const subject of subjects) {
      const trail = rows.filter((r) => `${r.subjectType}:${r.subjectId}` === subject);
      expect(trail[0]?.action, subject).toBe('submit');
      for (const r of trail) expect(r.at.getTime()).toBeLessThanOrEqual(NOW.getTime());
    }
    expect(rows.some((r) => r.action === 'reject' && r.reason)).toBe(true);
    expect(rows.some((r) => r.action === 'approve' && r.subjectType === 'vendor')).toBe(true);
    expect(rows.some((r) => r.action === 'deactivate')).toBe(true);
  });

  it('does nothing the second time', async () => {
    const before = await loadCatalogue();
    const mediaBefore = await database.db.select({ sha256: media.sha256 }).from(media);
    const second = await seedDemoCatalogue(database.db, {
      ownerByEmail: { [DEMO_VENDOR_EMAIL]: 'someone-else' },
      publicUrl: PUBLIC_URL,
    });
    expect(second).toMatchObject({ vendors: 0, apps: 0, screenshots: 0 });
    const after = await loadCatalogue();
    expect(after.vendorRows).toHaveLength(before.vendorRows.length);
    expect(after.appRows).toHaveLength(before.appRows.length);
    expect(after.versionRows).toHaveLength(before.versionRows.length);
    expect(after.shotRows).toHaveLength(before.shotRows.length);
    expect(await database.db.select({ sha256: media.sha256 }).from(media)).toHaveLength(mediaBefore.length);
  });
});

describe("the demo catalogue's interoperability profiles", () => {
  /** The published profiles of the apps the public sees. */
  async function publishedProfiles(): Promise<InteropProfile[]> {
    const { appRows, version } = await loadCatalogue();
    return appRows
      .filter((a) => a.status === 'ACTIVE')
      .map((a) => version(a.publishedVersionId)?.profile)
      .filter((p): p is InteropProfile => p !== null && p !== undefined);
  }

  it('gives every version, published or in progress, a profile stored as the API would store it', async () => {
    const { versionRows } = await loadCatalogue();
    expect(versionRows.length).toBeGreaterThan(first.apps);
    for (const v of versionRows) {
      const parsed = interopProfileSchema.safeParse(v.profile);
      expect(parsed.success, `${v.name} ${v.version}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      expect(v.profile).toEqual(normalizeProfile(parsed.data!));
      expect(v.profile!.classification?.categories.length, v.name).toBeGreaterThanOrEqual(1);
    }
  });

  it('gives two published demo apps clinical evidence: indications named from the ICD-10-CM list, studies with a DOI', async () => {
    const { versionRows } = await loadCatalogue();
    const clinical = versionRows.flatMap((v) =>
      v.evidence?.clinical ? [{ name: v.name, ...v.evidence.clinical }] : [],
    );
    expect(new Set(clinical.map((c) => c.name)).size).toBeGreaterThanOrEqual(2);
    for (const c of clinical) {
      expect(c.indications?.length, c.name).toBeGreaterThanOrEqual(1);
      for (const i of c.indications ?? []) expect(i.display, `${c.name} ${i.code}`).toMatch(/\w{3}/);
      expect(
        c.studies?.every((s) => s.doi?.startsWith('10.5555/')),
        c.name,
      ).toBe(true);
    }
    const medRecon = clinical.find((c) => c.name === 'MedRecon');
    expect(medRecon?.indications).toEqual([
      { system: 'icd10cm', code: 'Z79.8', display: 'Other long term (current) drug therapy' },
    ]);
  });

  it('points every server of a profile at a reserved .example host, its own sandbox or its own sample CDS service, and template links at the CKM only', async () => {
    const { versionRows } = await loadCatalogue();
    const ownSandbox = `${PUBLIC_URL}/sandbox/fhir`;
    const ownSampleCds = `${new URL(PUBLIC_URL).origin}/sample-demos`;
    expect(
      versionRows.filter((v) => v.profile?.fhir?.sandboxUrl === ownSandbox).length,
    ).toBeGreaterThanOrEqual(2);
    // Issue 36: one app, labelled a sample, declares the showroom's own sample CDS service.
    expect(
      versionRows.filter((v) => v.profile?.cdsHooks?.discoveryUrl === ownSampleCds).map((v) => v.name),
    ).toEqual(['Blood Pressure Watch (sample CDS service)']);
    for (const { profile, name } of versionRows) {
      for (const url of [
        profile?.fhir?.sandboxUrl === ownSandbox ? undefined : profile?.fhir?.sandboxUrl,
        profile?.cdsHooks?.discoveryUrl === ownSampleCds ? undefined : profile?.cdsHooks?.discoveryUrl,
        profile?.openehr?.demoCdrUrl,
      ]) {
        if (url) expect(new URL(url).hostname, name).toMatch(/\.example$/);
      }
      for (const t of profile?.openehr?.templates ?? []) {
        if (t.ckmUrl) expect(t.ckmUrl).toMatch(/^https:\/\/ckm\.openehr\.org\/ckm\//);
      }
    }
  });

  it('makes the facets worth clicking: every value of the main groups occurs among the published apps', async () => {
    const profiles = await publishedProfiles();
    expect(profiles.length).toBeGreaterThanOrEqual(10);
    const values = (of: (p: InteropProfile) => readonly (string | null | undefined)[]) =>
      new Set(profiles.flatMap(of).filter((v) => v !== null && v !== undefined));

    expect(values((p) => p.standards)).toEqual(new Set(['fhir', 'openehr']));
    const mix = values((p) => [p.standards.join('+') || 'none']);
    expect(mix).toEqual(new Set(['fhir', 'openehr', 'fhir+openehr', 'none']));

    const fhirVersions = values((p) => p.fhir?.versions ?? []);
    expect(fhirVersions.has('R4')).toBe(true);
    expect(fhirVersions.size).toBeGreaterThanOrEqual(2);
    expect(values((p) => p.smart?.launchTypes ?? [])).toEqual(new Set(SMART_LAUNCH_TYPES));

    const categories = values((p) => p.classification?.categories ?? []);
    expect(categories.size).toBeGreaterThanOrEqual(8);
    for (const c of categories) expect(CATEGORIES).toContain(c);
    expect(
      values((p) => [p.classification?.license ? licenseKindOf(p.classification.license) : null]),
    ).toEqual(new Set(['open-source', 'proprietary']));
    expect(values((p) => [p.classification?.pricing]).size).toBeGreaterThanOrEqual(3);
    expect(values((p) => p.classification?.languages ?? []).size).toBeGreaterThanOrEqual(3);
  });

  it('lets an update in progress change its profile, so the change view has something to show', async () => {
    const { appRows, version } = await loadCatalogue();
    const updates = appRows.filter((a) => a.publishedVersionId !== null && a.inProgressVersionId !== null);
    expect(updates.length).toBeGreaterThanOrEqual(1);
    const changed = updates.filter(
      (a) =>
        JSON.stringify(version(a.publishedVersionId)?.profile) !==
        JSON.stringify(version(a.inProgressVersionId)?.profile),
    );
    expect(changed.length).toBeGreaterThanOrEqual(1);
  });

  it('refuses an invalid demo profile before anything is drawn or written, naming the app and the field', () => {
    const [vendor] = DEMO_VENDORS;
    const [app] = vendor!.apps;
    const broken = {
      ...vendor!,
      apps: [
        {
          ...app!,
          profile: {
            standards: ['fhir' as const],
            fhir: { versions: ['R4' as const], resources: ['Patients'], implementationGuides: [] },
          },
        },
      ],
    };
    expect(() => demoProfiles([broken])).toThrow(
      new RegExp(`${vendor!.slug}/${app!.slug} ${app!.version} is invalid: fhir\\.resources\\.0: Patients`),
    );
  });
});

describe('seedDemoCatalogue without the demo account', () => {
  it('still seeds, giving the demo vendor a synthetic owner', async () => {
    const db = await createTestDatabase();
    try {
      const result = await seedDemoCatalogue(db.db, {
        ownerByEmail: {},
        now: NOW,
        publicUrl: PUBLIC_URL,
        images,
      });
      expect(result.vendors).toBeGreaterThanOrEqual(5);
      const owners = await db.db.select({ owner: vendors.owner }).from(vendors);
      for (const { owner } of owners) expect(owner).toMatch(/^seed:/);
    } finally {
      await db.dispose();
    }
  }, 120_000);
});

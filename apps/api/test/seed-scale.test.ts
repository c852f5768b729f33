import {
  appEvidenceSchema,
  appDetailsSchema,
  appListResponseSchema,
  CATEGORIES,
  type InteropProfile,
  interopProfileSchema,
  licenseKindOf,
  MAX_CATEGORIES,
  SMART_LAUNCH_TYPES,
} from '@showroom/contract';
import { eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apps, appVersions, vendors } from '../src/db/schema/index.ts';
import { renderScaleMedia, seedScale, type ScaleMedia } from '../src/seed-scale/seed-scale.ts';
import { APPS_PER_VENDOR, scaleApp } from '../src/seed-scale/scale-data.ts';
import { useTestApp } from './helpers/app.ts';

describe('the scale catalogue generator', () => {
  const t = useTestApp();
  let media: ScaleMedia;

  beforeAll(async () => {
    media = await renderScaleMedia();
  });

  it('fills the catalogue with public apps, and a second run adds only the difference', async () => {
    const before = appListResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/apps' })).json(),
    );
    const first = await seedScale(t.db, { apps: 30, media });
    expect(first).toMatchObject({ before: 0, after: 30, vendors: Math.ceil(30 / APPS_PER_VENDOR) });
    const second = await seedScale(t.db, { apps: 45, media });
    expect(second).toMatchObject({ before: 30, after: 45, vendors: Math.ceil(45 / APPS_PER_VENDOR) });
    t.app.catalogue.cache.invalidate();

    const cards = appListResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/apps' })).json(),
    );
    expect(cards.length - before.length).toBe(45);
    const generated = cards.filter((c) => c.demoUrl?.endsWith('.example/'));
    expect(generated).toHaveLength(45);
    expect(generated.every((c) => c.icon?.startsWith('/api/media/'))).toBe(true);

    // Realistic enough to search: the name of app 7 finds app 7 first.
    const seventh = scaleApp(7, media.icons.length, media.screens.length);
    const found = appListResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/apps?q=${encodeURIComponent(seventh.name)}` })).json(),
    );
    expect(found[0]?.name).toBe(seventh.name);

    const details = appDetailsSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/apps/${found[0]?.id}` })).json(),
    );
    expect(details.screenshots.length).toBe(seventh.screenshotIndexes.length);
    expect(details.profile).toEqual(seventh.profile);

    // Every generated version, published or draft, carries a profile the contract accepts.
    const versions = await t.db
      .select({ name: appVersions.name, status: appVersions.status, profile: appVersions.profile })
      .from(appVersions)
      .innerJoin(apps, eq(apps.id, appVersions.appId))
      .innerJoin(vendors, eq(vendors.id, apps.vendorId))
      .where(like(vendors.owner, 'scale:vendor:%'));
    expect(versions.length).toBeGreaterThanOrEqual(45);
    for (const v of versions) {
      const parsed = interopProfileSchema.safeParse(v.profile);
      expect(parsed.success, `${v.name} (${v.status}): ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
    }
  });
});

describe("the scale catalogue's interoperability profiles", () => {
  const N = 4_000;
  const generated = Array.from({ length: N }, (_, i) => scaleApp(i, 50, 8));
  const profiles = generated.map((a) => a.profile);
  const share = (test: (p: InteropProfile) => boolean, among = profiles) =>
    among.filter(test).length / among.length;
  const fhir = profiles.filter((p) => p.standards.includes('fhir'));

  it('are valid, deterministic and name only servers under .example', () => {
    for (const [i, p] of profiles.entries()) {
      const parsed = interopProfileSchema.safeParse(p);
      expect(parsed.success, `app ${i}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      for (const url of [p.fhir?.sandboxUrl, p.cdsHooks?.discoveryUrl, p.openehr?.demoCdrUrl]) {
        if (url) expect(new URL(url).hostname).toMatch(/\.example$/);
      }
    }
    expect(scaleApp(1234, 50, 8)).toEqual(generated[1234]);
  });

  it('spread over the standards as a real catalogue would: FHIR mostly R4 and with SMART, openEHR, both, none', () => {
    expect(share((p) => p.standards.includes('fhir'))).toBeGreaterThan(0.58);
    expect(share((p) => p.standards.includes('fhir'))).toBeLessThan(0.72);
    expect(share((p) => p.standards.includes('openehr'))).toBeGreaterThan(0.28);
    expect(share((p) => p.standards.includes('openehr'))).toBeLessThan(0.42);
    expect(share((p) => p.standards.length === 2)).toBeGreaterThan(0.11);
    expect(share((p) => p.standards.length === 2)).toBeLessThan(0.19);
    expect(share((p) => p.standards.length === 0)).toBeGreaterThan(0.1);
    expect(share((p) => p.standards.length === 0)).toBeLessThan(0.2);

    expect(share((p) => p.fhir?.versions.includes('R4') ?? false, fhir)).toBeGreaterThan(0.8);
    expect(share((p) => p.smart !== undefined && p.smart !== null, fhir)).toBeGreaterThan(0.65);
    expect(share((p) => (p.fhir?.resources.length ?? 0) > 0, fhir)).toBeGreaterThan(0.95);
    const launchTypes = new Set(profiles.flatMap((p) => p.smart?.launchTypes ?? []));
    expect(launchTypes).toEqual(new Set(SMART_LAUNCH_TYPES));
  });

  it('classify every app in one to three categories, all of them used, about 40 % open source', () => {
    for (const p of profiles) {
      expect(p.classification?.categories.length).toBeGreaterThanOrEqual(1);
      expect(p.classification?.categories.length).toBeLessThanOrEqual(MAX_CATEGORIES);
    }
    expect(new Set(profiles.flatMap((p) => p.classification?.categories ?? []))).toEqual(new Set(CATEGORIES));
    const openSource = share((p) => {
      const license = p.classification?.license;
      return license ? licenseKindOf(license) === 'open-source' : false;
    });
    expect(openSource).toBeGreaterThan(0.34);
    expect(openSource).toBeLessThan(0.46);
  });

  it('name in the texts the standards the profile declares', () => {
    for (const a of generated.slice(0, 500)) {
      if (a.profile.standards.length === 0) continue;
      const named = a.descriptionShort.includes('openEHR') ? 'openehr' : 'fhir';
      expect(a.profile.standards, a.descriptionShort).toContain(named);
    }
  });
});

describe("the scale catalogue's evidence (issue 37)", () => {
  const generated = Array.from({ length: 4_000 }, (_, i) => scaleApp(i, 50, 8));

  it('is valid and spread: about half run on named systems, FHIR apps on EHRs, openEHR-only apps on CDRs', () => {
    for (const [i, a] of generated.entries()) {
      if (a.evidence === null) continue;
      const parsed = appEvidenceSchema.safeParse(a.evidence);
      expect(parsed.success, `app ${i}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
    }
    const withStandard = generated.filter((a) => a.profile.standards.length > 0);
    const runs =
      withStandard.filter((a) => (a.evidence?.runsOn ?? []).length > 0).length / withStandard.length;
    expect(runs).toBeGreaterThan(0.45);
    expect(runs).toBeLessThan(0.65);
    const systems = new Set(generated.flatMap((a) => (a.evidence?.runsOn ?? []).map((r) => r.system)));
    expect(systems.size).toBeGreaterThan(15);
    const openehrOnly = generated.filter(
      (a) => a.profile.standards.length === 1 && a.profile.standards[0] === 'openehr',
    );
    for (const a of openehrOnly) {
      for (const r of a.evidence?.runsOn ?? [])
        expect(['ehrbase', 'better', 'dips-arena', 'cambio']).toContain(r.system);
    }
    const sites = generated.filter((a) => (a.evidence?.usedBy ?? []).length > 0).length / generated.length;
    expect(sites).toBeGreaterThan(0.15);
    expect(sites).toBeLessThan(0.25);
    expect(scaleApp(977, 50, 8).evidence).toEqual(generated[977]!.evidence);
  });
});

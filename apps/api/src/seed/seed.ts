import { availableParallelism } from 'node:os';
import {
  type AppEvidence,
  appEvidenceSchema,
  evidenceFacetTags,
  normalizeEvidence,
  type AuditAction,
  type AuditStatus,
  type InteropProfile,
  type InteropProfileInput,
  interopProfileSchema,
  normalizeProfile,
  profileFacetTags,
  SAMPLE_CDS_BASE_PATH,
  SANDBOX_FHIR_PATH,
  smartDemoApp,
  smartDemoLaunchPath,
  smartDemoRedirectPath,
} from '@showroom/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import {
  apps,
  appVersions,
  audit,
  reasons,
  removedScreenshots,
  screenshots,
  vendors,
} from '../db/schema/index.ts';
import { OWN_SAMPLE_CDS } from './cds-demo-app.ts';
import { lookupIcd10 } from '../modules/codes/index.ts';
import { DEMO_EVIDENCE } from './demo-evidence.ts';
import { type ProcessedImage, processIcon, processScreenshot, saveMedia } from '../modules/media/index.ts';
import {
  DEMO_VENDORS,
  type DemoApp,
  type DemoVendor,
  demoUrl,
  OWN_SANDBOX,
  repoUrl,
  updatedDescription,
  vendorEmail,
  vendorWebsite,
} from './demo-data.ts';
import {
  appIconSvg,
  renderPng,
  type Screen,
  type ScreenApp,
  screenshotSvg,
  vendorIconSvg,
} from './images.ts';

/**
 * A stored profile with the demo data's stand-in for the showroom's own FHIR sandbox replaced by its
 * address on this showroom (PUBLIC_URL/sandbox/fhir), as the sample demos' addresses are.
 */
function withOwnSandbox(profile: InteropProfile, publicUrl: string): InteropProfile {
  const own = withOwnSampleCds(profile, publicUrl);
  if (own.fhir?.sandboxUrl !== OWN_SANDBOX) return own;
  return { ...own, fhir: { ...own.fhir, sandboxUrl: `${publicUrl}${SANDBOX_FHIR_PATH}` } };
}

/**
 * A seeded SMART demo's integration facts (issue 37): its launch URL and redirect URI on this showroom,
 * which its SMART app manifest (GET /sample-demos/{slug}/.well-known/smart/manifest.json) lists too, so
 * the live check confirms them.
 */
function withSmartDemoUrls(profile: InteropProfile, publicUrl: string, slug: string): InteropProfile {
  if (!profile.smart || !smartDemoApp(slug)) return profile;
  const origin = new URL(publicUrl).origin;
  return {
    ...profile,
    smart: {
      ...profile.smart,
      launchUrl: `${origin}${smartDemoLaunchPath(slug)}`,
      redirectUris: [`${origin}${smartDemoRedirectPath(slug)}`],
    },
  };
}

/** The same for the sample CDS service's stand-in (issue 36): PUBLIC_URL/sample-demos. */
function withOwnSampleCds(profile: InteropProfile, publicUrl: string): InteropProfile {
  if (profile.cdsHooks?.discoveryUrl !== OWN_SAMPLE_CDS) return profile;
  const discoveryUrl = `${new URL(publicUrl).origin}${SAMPLE_CDS_BASE_PATH}`;
  return { ...profile, cdsHooks: { ...profile.cdsHooks, discoveryUrl } };
}

/** The seed processes its own images and waits for the image pool however long its queue is. */
const SEEDING = { wait: true } as const;

export interface SeedOptions {
  /** IdP subject per e-mail of the seeded accounts. A demo vendor whose e-mail is missing gets a synthetic owner. */
  ownerByEmail: Record<string, string>;
  /** The showroom's public address (PUBLIC_URL): every app's demo address is its sample demo page there. */
  publicUrl: string;
  /** The moment the catalogue is seeded at; dates are spread over the months before it. */
  now?: Date;
  /** Icons and screenshots drawn before (renderDemoImages), so that seeding several databases draws them once. */
  images?: DemoImages;
}

export interface SeedResult {
  vendors: number;
  apps: number;
  screenshots: number;
  /** Distinct media rows written and their total size. */
  media: number;
  mediaBytes: number;
  /** The published apps whose FHIR server is this showroom's own sandbox: their first checks are due now. */
  ownSandboxApps: number[];
}

const SEED_AUTHOR = 'seed';
/** Arbitrary key for pg_advisory_xact_lock: two API instances starting at once seed only once. */
const SEED_LOCK_KEY = 7_411_305_021;
const DAY_MS = 86_400_000;

interface ScreenshotImages {
  full: ProcessedImage;
  thumb: ProcessedImage;
}

interface AppImages {
  icon: ProcessedImage;
  screens: ScreenshotImages[];
  updateScreens: ScreenshotImages[];
}

interface CatalogueImages {
  vendorIcons: Map<string, ProcessedImage>;
  apps: Map<string, AppImages>;
  /** Every distinct image (by hash) once, in a stable order. */
  all: ProcessedImage[];
}

const appKey = (vendor: DemoVendor, app: DemoApp) => `${vendor.slug}/${app.slug}`;

interface AppProfiles {
  published: InteropProfile;
  /** The update's, for an app with an update in progress. */
  update?: InteropProfile;
}

/** A demo profile as the API stores it (validated, language tags canonical); an invalid one stops the seed. */
function storedProfile(key: string, version: string, input: InteropProfileInput): InteropProfile {
  const parsed = interopProfileSchema.safeParse(input);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(profile)'}: ${i.message}`);
    throw new Error(`The demo profile of ${key} ${version} is invalid: ${issues.join('; ')}`);
  }
  return normalizeProfile(parsed.data);
}

/** A demo app's evidence as the API stores it (issue 37), or null; an invalid one stops the seed. */
function demoEvidence(key: string): AppEvidence | null {
  const input = DEMO_EVIDENCE[key];
  if (!input) return null;
  const parsed = appEvidenceSchema.safeParse(input);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`The demo evidence of ${key} is invalid: ${issues.join('; ')}`);
  }
  const evidence = normalizeEvidence(parsed.data);
  // Indications as the API stores them: each named from the ICD-10-CM list (app-edits.ts does the same).
  const indications = evidence?.clinical?.indications;
  if (!evidence?.clinical || !indications) return evidence;
  return {
    ...evidence,
    clinical: {
      ...evidence.clinical,
      indications: indications.map((i) => {
        const concept = lookupIcd10(i.code);
        if (!concept)
          throw new Error(`The demo evidence of ${key} names ${i.code}, not in the ICD-10-CM list`);
        return { system: i.system, code: concept.code, display: concept.display };
      }),
    },
  };
}

/** Every demo app's profiles, checked before anything is drawn or written. */
export function demoProfiles(catalogue: readonly DemoVendor[]): Map<string, AppProfiles> {
  const profiles = new Map<string, AppProfiles>();
  for (const vendor of catalogue) {
    for (const app of vendor.apps) {
      const key = appKey(vendor, app);
      const update = app.lifecycle.kind === 'active-with-update' ? app.lifecycle.update : undefined;
      profiles.set(key, {
        published: storedProfile(key, app.version, app.profile),
        ...(update?.profile ? { update: storedProfile(key, update.version, update.profile) } : {}),
      });
    }
  }
  return profiles;
}

/** Runs at most `limit` tasks at once; sharp already uses libvips threads inside each task. */
async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

function screenApp(vendor: DemoVendor, app: DemoApp): ScreenApp {
  return {
    slug: app.slug,
    name: app.name,
    brand: vendor.brand,
    accent: vendor.accent,
    glyph: app.glyph,
    navItems: app.navItems,
    user: app.user,
    ...(app.patient ? { patient: app.patient } : {}),
    ...(app.patientAlert ? { patientAlert: app.patientAlert } : {}),
  };
}

/**
 * Draws every icon and screenshot and passes it through the upload pipeline, before any
 * transaction is opened: seeded media are exactly what an upload of the same PNG would give.
 */
async function renderCatalogueImages(catalogue: readonly DemoVendor[]): Promise<CatalogueImages> {
  type Job = () => Promise<void>;
  const jobs: Job[] = [];
  const vendorIcons = new Map<string, ProcessedImage>();
  const pending = new Map<string, Partial<AppImages> & Omit<AppImages, 'icon'>>();

  const shot = (
    app: ScreenApp,
    screen: Screen,
    index: number,
    put: (images: ScreenshotImages) => void,
  ): Job => {
    return async () =>
      put(await processScreenshot(await renderPng(screenshotSvg(app, screen, index)), SEEDING));
  };

  for (const vendor of catalogue) {
    jobs.push(async () => {
      vendorIcons.set(vendor.slug, await processIcon(await renderPng(vendorIconSvg(vendor)), SEEDING));
    });
    for (const app of vendor.apps) {
      const entry: Partial<AppImages> & Omit<AppImages, 'icon'> = { screens: [], updateScreens: [] };
      pending.set(appKey(vendor, app), entry);
      const look = screenApp(vendor, app);
      jobs.push(async () => {
        entry.icon = await processIcon(
          await renderPng(appIconSvg({ brand: vendor.brand, accent: vendor.accent, glyph: app.glyph })),
          SEEDING,
        );
      });
      app.screens.forEach((screen, i) =>
        jobs.push(shot(look, screen, i, (images) => (entry.screens[i] = images))),
      );
      if (app.lifecycle.kind === 'active-with-update') {
        const offset = app.screens.length;
        app.lifecycle.update.addScreens.forEach((screen, i) =>
          jobs.push(shot(look, screen, offset + i, (images) => (entry.updateScreens[i] = images))),
        );
      }
    }
  }
  // Screenshots are the slow jobs; with more workers than cores libvips' own threads just contend.
  await mapLimit(jobs, Math.max(2, availableParallelism()), (job) => job());
  const appImages = new Map<string, AppImages>();
  for (const [key, { icon, ...rest }] of pending) {
    if (!icon) throw new Error(`No icon rendered for app ${key}`);
    appImages.set(key, { icon, ...rest });
  }
  const all = new Map<string, ProcessedImage>();
  for (const image of [
    ...vendorIcons.values(),
    ...[...appImages.values()].flatMap((a) => [
      a.icon,
      ...[...a.screens, ...a.updateScreens].flatMap((s) => [s.full, s.thumb]),
    ]),
  ]) {
    all.set(image.sha256, image);
  }
  return { vendorIcons, apps: appImages, all: [...all.values()] };
}

async function hasAnyVendor(db: DbOrTx): Promise<boolean> {
  const rows = await db.select({ id: vendors.id }).from(vendors).limit(1);
  return rows.length > 0;
}

/** A date `days` before `now`, at a plausible time of day so lists do not all read midnight. */
function daysAgo(now: Date, days: number, salt = 0): Date {
  const minutes = ((days * 137 + salt * 53) % 540) + 30;
  return new Date(now.getTime() - days * DAY_MS - minutes * 60_000);
}

const later = (date: Date, hours: number) => new Date(date.getTime() + hours * 3_600_000);

function ownerOf(
  vendor: DemoVendor,
  ownerByEmail: Record<string, string>,
): { sub: string; email: string | null } {
  const sub = vendor.ownerEmail ? ownerByEmail[vendor.ownerEmail] : undefined;
  return sub ? { sub, email: vendor.ownerEmail ?? null } : { sub: `seed:${vendor.slug}`, email: null };
}

const EMPTY: SeedResult = {
  vendors: 0,
  apps: 0,
  screenshots: 0,
  media: 0,
  mediaBytes: 0,
  ownSandboxApps: [],
};

/** The demo catalogue's icons and screenshots, drawn and processed as uploads are. */
export type DemoImages = CatalogueImages;

/** Draws the demo catalogue's icons and screenshots (seconds of CPU: sharp rasterises and re-encodes each). */
export function renderDemoImages(): Promise<DemoImages> {
  return renderCatalogueImages(DEMO_VENDORS);
}

/**
 * Seeds the demo catalogue on a fresh database: vendors, apps in every status, icons and
 * screenshots. Does nothing when any vendor exists, so it is safe to call on every start.
 */
export async function seedDemoCatalogue(db: Db, options: SeedOptions): Promise<SeedResult> {
  if (await hasAnyVendor(db)) return EMPTY;
  const now = options.now ?? new Date();
  const profiles = demoProfiles(DEMO_VENDORS);
  const images = options.images ?? (await renderDemoImages());

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await hasAnyVendor(tx)) return EMPTY;

    for (const image of images.all) await saveMedia(tx, image);
    const result: SeedResult = {
      ...EMPTY,
      ownSandboxApps: [],
      media: images.all.length,
      mediaBytes: images.all.reduce((sum, image) => sum + image.size, 0),
    };

    for (const vendor of DEMO_VENDORS) {
      const owner = ownerOf(vendor, options.ownerByEmail);
      const icon = images.vendorIcons.get(vendor.slug);
      if (!icon) throw new Error(`No icon rendered for vendor ${vendor.slug}`);
      const createdAt = daysAgo(now, vendor.createdDaysAgo);
      const submittedAt = later(createdAt, 2);
      const approvedAt = later(createdAt, 26);

      const [row] = await tx
        .insert(vendors)
        .values({
          owner: owner.sub,
          name: vendor.name,
          description: vendor.description,
          email: vendorEmail(vendor),
          website: vendorWebsite(vendor),
          iconSha256: icon.sha256,
          iconUpdatedAt: createdAt,
          status: vendor.status,
          createdAt,
          updatedAt: vendor.status === 'APPROVED' ? approvedAt : submittedAt,
        })
        .returning({ id: vendors.id });
      if (!row) throw new Error('Vendor insert returned no row');
      result.vendors++;

      const vendorAudit = (
        at: Date,
        byOwner: boolean,
        action: AuditAction,
        fromStatus: AuditStatus,
        toStatus: AuditStatus,
      ) => ({
        at,
        actorSub: byOwner ? owner.sub : SEED_AUTHOR,
        actorEmail: byOwner ? owner.email : null,
        action,
        subjectType: 'vendor' as const,
        subjectId: row.id,
        vendorId: row.id,
        fromStatus,
        toStatus,
      });
      await tx
        .insert(audit)
        .values([
          vendorAudit(submittedAt, true, 'submit', 'DRAFT', 'WAITING_FOR_APPROVAL'),
          ...(vendor.status === 'APPROVED'
            ? [vendorAudit(approvedAt, false, 'approve', 'WAITING_FOR_APPROVAL', 'APPROVED')]
            : []),
        ]);

      for (const [index, app] of vendor.apps.entries()) {
        const appImages = images.apps.get(appKey(vendor, app));
        if (!appImages) throw new Error(`No images rendered for app ${app.slug}`);
        const appProfiles = profiles.get(appKey(vendor, app));
        if (!appProfiles) throw new Error(`No profile for app ${app.slug}`);
        const counts = await seedApp(tx, {
          vendor,
          app,
          index,
          vendorId: row.id,
          owner,
          now,
          publicUrl: options.publicUrl,
          images: appImages,
          profiles: appProfiles,
        });
        result.apps++;
        result.screenshots += counts.screenshots;
        if (counts.ownSandboxApp !== undefined) result.ownSandboxApps.push(counts.ownSandboxApp);
      }
    }

    return result;
  });
}

interface SeedAppInput {
  vendor: DemoVendor;
  app: DemoApp;
  index: number;
  vendorId: number;
  owner: { sub: string; email: string | null };
  now: Date;
  publicUrl: string;
  images: AppImages;
  profiles: AppProfiles;
}

const LIFECYCLE_STATUS = {
  active: 'ACTIVE',
  'active-with-update': 'ACTIVE',
  draft: 'DRAFT',
  waiting: 'WAITING_FOR_APPROVAL',
  rejected: 'REJECTED',
  deactivated: 'DEACTIVATED',
} as const;

async function seedApp(
  tx: DbOrTx,
  input: SeedAppInput,
): Promise<{ screenshots: number; ownSandboxApp?: number }> {
  const { vendor, app, vendorId, now, images } = input;
  const profiles = {
    published: withSmartDemoUrls(
      withOwnSandbox(input.profiles.published, input.publicUrl),
      input.publicUrl,
      app.slug,
    ),
    ...(input.profiles.update
      ? {
          update: withSmartDemoUrls(
            withOwnSandbox(input.profiles.update, input.publicUrl),
            input.publicUrl,
            app.slug,
          ),
        }
      : {}),
  };
  const evidence = demoEvidence(appKey(vendor, app));
  const lifecycle = app.lifecycle;
  const createdAt = daysAgo(now, app.createdDaysAgo, input.index);
  const versionUpdatedAt = daysAgo(now, app.updatedDaysAgo, input.index + 1);
  const updateUpdatedAt =
    lifecycle.kind === 'active-with-update'
      ? daysAgo(now, lifecycle.update.updatedDaysAgo, input.index + 2)
      : undefined;
  const status = LIFECYCLE_STATUS[lifecycle.kind];

  const [appRow] = await tx
    .insert(apps)
    .values({ vendorId, status, createdAt, updatedAt: updateUpdatedAt ?? versionUpdatedAt })
    .returning({ id: apps.id });
  if (!appRow) throw new Error('App insert returned no row');

  const base = {
    appId: appRow.id,
    name: app.name,
    demoUrl: demoUrl(input.publicUrl, app),
    repoUrl: repoUrl(vendor, app),
    iconSha256: images.icon.sha256,
    createdAt,
  };
  // The first version is the published one once approved, otherwise the only, in-progress one.
  const [first] = await tx
    .insert(appVersions)
    .values({
      ...base,
      description: app.description,
      descriptionShort: app.descriptionShort,
      version: app.version,
      profile: profiles.published,
      evidence,
      facets: [...profileFacetTags(profiles.published), ...evidenceFacetTags(evidence)].sort(),
      status,
      updatedAt: versionUpdatedAt,
    })
    .returning({ id: appVersions.id });
  if (!first) throw new Error('Version insert returned no row');

  const shots = await tx
    .insert(screenshots)
    .values(
      images.screens.map((s, position) => ({
        versionId: first.id,
        mediaSha256: s.full.sha256,
        thumbSha256: s.thumb.sha256,
        position,
        createdAt,
      })),
    )
    .returning({ id: screenshots.id, position: screenshots.position });
  let screenshotCount = shots.length;

  const published =
    lifecycle.kind === 'active' ||
    lifecycle.kind === 'active-with-update' ||
    lifecycle.kind === 'deactivated';
  let inProgressVersionId: number | null = published ? null : first.id;

  if (lifecycle.kind === 'active-with-update') {
    const update = lifecycle.update;
    const [second] = await tx
      .insert(appVersions)
      .values({
        ...base,
        description: updatedDescription(app, update),
        descriptionShort: update.descriptionShort ?? app.descriptionShort,
        version: update.version,
        // An update starts as a copy of the published profile and may change it.
        profile: profiles.update ?? profiles.published,
        evidence,
        facets: [
          ...profileFacetTags(profiles.update ?? profiles.published),
          ...evidenceFacetTags(evidence),
        ].sort(),
        status: lifecycle.status,
        createdAt: later(updateUpdatedAt ?? now, -30),
        updatedAt: updateUpdatedAt ?? now,
      })
      .returning({ id: appVersions.id });
    if (!second) throw new Error('Version insert returned no row');
    inProgressVersionId = second.id;
    if (images.updateScreens.length > 0) {
      await tx.insert(screenshots).values(
        images.updateScreens.map((s, position) => ({
          versionId: second.id,
          mediaSha256: s.full.sha256,
          thumbSha256: s.thumb.sha256,
          position,
          createdAt: updateUpdatedAt ?? now,
        })),
      );
      screenshotCount += images.updateScreens.length;
    }
    const removed = shots.filter((s) => update.removeScreens.includes(s.position));
    if (removed.length > 0) {
      await tx
        .insert(removedScreenshots)
        .values(removed.map((s) => ({ versionId: second.id, screenshotId: s.id })));
    }
  }

  await tx
    .update(apps)
    .set({ publishedVersionId: published ? first.id : null, inProgressVersionId })
    .where(eq(apps.id, appRow.id));

  await recordDecisions(tx, { appId: appRow.id, input, createdAt, versionUpdatedAt, updateUpdatedAt });
  const ownSandbox = status === 'ACTIVE' && input.profiles.published.fhir?.sandboxUrl === OWN_SANDBOX;
  return { screenshots: screenshotCount, ...(ownSandbox ? { ownSandboxApp: appRow.id } : {}) };
}

/** The reasons and audit trail an app in this state would have collected on its way there. */
async function recordDecisions(
  tx: DbOrTx,
  ctx: {
    appId: number;
    input: SeedAppInput;
    createdAt: Date;
    versionUpdatedAt: Date;
    updateUpdatedAt: Date | undefined;
  },
): Promise<void> {
  const { appId, input, versionUpdatedAt, updateUpdatedAt } = ctx;
  const lifecycle = input.app.lifecycle;
  if (lifecycle.kind === 'draft') return;
  // A deactivated app was submitted and approved long before it was switched off.
  const submittedAt =
    lifecycle.kind === 'deactivated' ? later(ctx.createdAt, 6) : later(versionUpdatedAt, -20);
  const entry = (
    at: Date,
    action: AuditAction,
    fromStatus: AuditStatus,
    toStatus: AuditStatus,
    byVendor: boolean,
    reason?: string,
  ) => ({
    at,
    actorSub: byVendor ? input.owner.sub : SEED_AUTHOR,
    actorEmail: byVendor ? input.owner.email : null,
    action,
    subjectType: 'app' as const,
    subjectId: appId,
    vendorId: input.vendorId,
    fromStatus,
    toStatus,
    reason: reason ?? null,
  });
  const rows = [entry(submittedAt, 'submit', 'DRAFT', 'WAITING_FOR_APPROVAL', true)];
  switch (lifecycle.kind) {
    case 'active':
      rows.push(entry(versionUpdatedAt, 'approve', 'WAITING_FOR_APPROVAL', 'ACTIVE', false));
      break;
    case 'active-with-update':
      rows.push(entry(versionUpdatedAt, 'approve', 'WAITING_FOR_APPROVAL', 'ACTIVE', false));
      if (lifecycle.status === 'WAITING_FOR_APPROVAL' && updateUpdatedAt) {
        rows.push(entry(updateUpdatedAt, 'submit', 'DRAFT', 'WAITING_FOR_APPROVAL', true));
      }
      break;
    case 'rejected':
      rows.push(
        entry(versionUpdatedAt, 'reject', 'WAITING_FOR_APPROVAL', 'REJECTED', false, lifecycle.reason),
      );
      await tx.insert(reasons).values({
        subjectType: 'app',
        subjectId: appId,
        text: lifecycle.reason,
        author: SEED_AUTHOR,
        createdAt: versionUpdatedAt,
      });
      break;
    case 'deactivated':
      rows.push(entry(later(ctx.createdAt, 30), 'approve', 'WAITING_FOR_APPROVAL', 'ACTIVE', false));
      rows.push(entry(versionUpdatedAt, 'deactivate', 'ACTIVE', 'DEACTIVATED', false, lifecycle.reason));
      break;
    case 'waiting':
      break;
  }
  await tx.insert(audit).values(rows);
}

import { randomBytes } from 'node:crypto';
import {
  evidenceFacetTags,
  profileFacetTags,
  type AppEvidence,
  type AppStatus,
  type InteropProfile,
} from '@showroom/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { apps, appVersions, removedScreenshots, screenshots } from '../../src/db/schema/index.ts';
import { insertPng, insertVendor } from './data.ts';

/** A short random word (letters only), to tell one test's apps from the rest in a shared database. */
export function uniqueWord(prefix = 'zq'): string {
  const letters = 'bcdfghjklmnpqrstvwxz';
  return prefix + Array.from(randomBytes(8), (b) => letters[b % letters.length]).join('');
}

export interface VersionSpec {
  name?: string;
  descriptionShort?: string;
  description?: string;
  demoUrl?: string | null;
  repoUrl?: string | null;
  version?: string | null;
  /** Whether the version has an icon (a fresh PNG). Default true. */
  icon?: boolean;
  /** How many screenshots the version has of its own. Default 0. */
  screenshots?: number;
  updatedAt?: Date;
  /** The interoperability profile, stored as the API stores a validated one. Default none. */
  profile?: InteropProfile | null;
  /** The evidence (issue 37), stored as the API stores a validated one. Default none. */
  evidence?: AppEvidence | null;
}

interface InProgressSpec extends VersionSpec {
  /** DRAFT, WAITING_FOR_APPROVAL or REJECTED; DEACTIVATED for a never-published app that was deactivated. */
  status: AppStatus;
  /** Positions of published screenshots this version drops (removedImages). */
  removePublished?: number[];
}

export interface AppSpec {
  vendorId: number;
  /** The app's lifecycle status (apps.status). */
  status: AppStatus;
  /** The published version; its status follows the app's (ACTIVE or DEACTIVATED). */
  published?: VersionSpec;
  inProgress?: InProgressSpec;
}

interface InsertedVersion {
  id: number;
  name: string;
  descriptionShort: string;
  description: string;
  iconUrl: string | null;
  /** The version's own screenshots, in position order. */
  screenshots: { id: number; url: string }[];
}

export interface InsertedApp {
  id: number;
  vendorId: number;
  published?: InsertedVersion;
  inProgress?: InsertedVersion;
}

async function insertVersion(
  db: Db,
  appId: number,
  spec: VersionSpec,
  status: AppStatus,
  fallbackName: string,
): Promise<InsertedVersion> {
  const icon = spec.icon === false ? undefined : await insertPng(db);
  const values = {
    appId,
    name: spec.name ?? fallbackName,
    descriptionShort: spec.descriptionShort ?? `Short description of ${spec.name ?? fallbackName}`,
    description: spec.description ?? `# ${spec.name ?? fallbackName}\n\nA longer description.`,
    demoUrl: spec.demoUrl === undefined ? 'https://demo.example.org' : spec.demoUrl,
    repoUrl: spec.repoUrl === undefined ? 'https://git.example.org/app' : spec.repoUrl,
    version: spec.version === undefined ? '1.0.0' : spec.version,
    iconSha256: icon?.sha256 ?? null,
    profile: spec.profile ?? null,
    evidence: spec.evidence ?? null,
    facets: [...profileFacetTags(spec.profile ?? null), ...evidenceFacetTags(spec.evidence ?? null)].sort(),
    status,
    ...(spec.updatedAt ? { updatedAt: spec.updatedAt, createdAt: spec.updatedAt } : {}),
  };
  const [row] = await db.insert(appVersions).values(values).returning({ id: appVersions.id });
  if (!row) throw new Error('version not inserted');
  const shots: { id: number; url: string }[] = [];
  for (let position = 0; position < (spec.screenshots ?? 0); position++) {
    const image = await insertPng(db, 8, 5);
    const [shot] = await db
      .insert(screenshots)
      .values({ versionId: row.id, mediaSha256: image.sha256, position })
      .returning({ id: screenshots.id });
    if (!shot) throw new Error('screenshot not inserted');
    shots.push({ id: shot.id, url: `/api/media/${image.sha256}.png` });
  }
  return {
    id: row.id,
    name: values.name,
    descriptionShort: values.descriptionShort,
    description: values.description,
    iconUrl: icon ? `/api/media/${icon.sha256}.png` : null,
    screenshots: shots,
  };
}

/**
 * Inserts an app with the versions the spec names, as the write paths leave them: the published
 * version's status is the app's, the in-progress one has its own, and apps points at both.
 */
export async function insertApp(db: Db, spec: AppSpec): Promise<InsertedApp> {
  const [app] = await db
    .insert(apps)
    .values({ vendorId: spec.vendorId, status: spec.status })
    .returning({ id: apps.id });
  if (!app) throw new Error('app not inserted');
  const fallback = `App ${app.id}`;
  const published = spec.published
    ? await insertVersion(db, app.id, spec.published, spec.status, fallback)
    : undefined;
  const inProgress = spec.inProgress
    ? await insertVersion(db, app.id, spec.inProgress, spec.inProgress.status, fallback)
    : undefined;
  if (inProgress && published && spec.inProgress?.removePublished?.length) {
    await db.insert(removedScreenshots).values(
      spec.inProgress.removePublished.map((position) => {
        const shot = published.screenshots[position];
        if (!shot) throw new Error(`no published screenshot at ${position}`);
        return { versionId: inProgress.id, screenshotId: shot.id };
      }),
    );
  }
  await db
    .update(apps)
    .set({ publishedVersionId: published?.id ?? null, inProgressVersionId: inProgress?.id ?? null })
    .where(eq(apps.id, app.id));
  return {
    id: app.id,
    vendorId: spec.vendorId,
    ...(published ? { published } : {}),
    ...(inProgress ? { inProgress } : {}),
  };
}

/** A vendor (APPROVED unless told otherwise) owned by `owner`. */
export async function insertApprovedVendor(db: Db, values: Parameters<typeof insertVendor>[1] = {}) {
  return insertVendor(db, { status: 'APPROVED', ...values });
}

/** An ACTIVE app with only a published version. */
export function insertPublishedApp(
  db: Db,
  vendorId: number,
  published: VersionSpec = {},
): Promise<InsertedApp> {
  return insertApp(db, { vendorId, status: 'ACTIVE', published });
}

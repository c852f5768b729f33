import { evidenceFacetTags, profileFacetTags } from '@showroom/contract';
import { and, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { apps, appVersions, screenshots, vendors } from '../db/schema/index.ts';
import { processIcon, processScreenshot, saveMedia, type ProcessedImage } from '../modules/media/index.ts';
import { appIconSvg, type Glyph, renderPng } from '../seed/images.ts';
import { APPS_PER_VENDOR, scaleApp, scaleVendor } from './scale-data.ts';

/** The seed processes its own images and waits for the image pool however long its queue is. */
const SEEDING = { wait: true } as const;

const GLYPHS: Glyph[] = [
  'pulse',
  'heart',
  'chart',
  'growth',
  'pill',
  'form',
  'search',
  'drop',
  'flask',
  'clipboard',
];
const PALETTE: [string, string][] = [
  ['#0b6e4f', '#27c28a'],
  ['#1d4ed8', '#60a5fa'],
  ['#9d174d', '#f472b6'],
  ['#92400e', '#fbbf24'],
  ['#4c1d95', '#a78bfa'],
];
const SCREEN_COLOURS = [
  '#0b6e4f',
  '#1d4ed8',
  '#9d174d',
  '#92400e',
  '#4c1d95',
  '#0f766e',
  '#b91c1c',
  '#334155',
];
/** Apps written per transaction: big enough for few round trips, small enough to keep memory flat. */
const CHUNK = 2_000;
const DAY_MS = 86_400_000;

export interface ScaleMedia {
  icons: ProcessedImage[];
  vendorIcon: ProcessedImage;
  screens: { full: ProcessedImage; thumb: ProcessedImage }[];
}

/** A dashboard-like screenshot: header, side navigation, cards and a chart, in one colour. */
function screenSvg(colour: string, n: number): string {
  const bars = Array.from({ length: 12 }, (_, i) => {
    const h = 40 + ((i * 37 + n * 53) % 220);
    return `<rect x="${420 + i * 62}" y="${700 - h}" width="40" height="${h}" rx="6" fill="${colour}" opacity="0.75"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="800" viewBox="0 0 1280 800">
<rect width="1280" height="800" fill="#f8fafc"/><rect width="1280" height="72" fill="${colour}"/>
<rect x="0" y="72" width="280" height="728" fill="#e2e8f0"/>
${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="32" y="${112 + i * 56}" width="200" height="24" rx="6" fill="#cbd5e1"/>`).join('')}
${[0, 1, 2].map((i) => `<rect x="${320 + i * 310}" y="112" width="280" height="150" rx="16" fill="#ffffff" stroke="#e2e8f0"/>`).join('')}
<rect x="320" y="300" width="900" height="440" rx="16" fill="#ffffff" stroke="#e2e8f0"/>${bars}
</svg>`;
}

/** The images the scale catalogue shares: content-addressed, so apps reuse them as uploads of the same file would. */
export async function renderScaleMedia(): Promise<ScaleMedia> {
  const icons = await Promise.all(
    GLYPHS.flatMap((glyph) =>
      PALETTE.map(async ([brand, accent]) =>
        processIcon(await renderPng(appIconSvg({ brand, accent, glyph })), SEEDING),
      ),
    ),
  );
  const screens = await Promise.all(
    SCREEN_COLOURS.map(async (colour, n) =>
      processScreenshot(await renderPng(screenSvg(colour, n)), SEEDING),
    ),
  );
  const vendorIcon = icons[0];
  if (!vendorIcon) throw new Error('No icon rendered');
  return { icons, vendorIcon, screens };
}

export interface ScaleResult {
  /** Public apps of the scale catalogue before and after the run. */
  before: number;
  after: number;
  vendors: number;
  ms: number;
}

const ago = (now: number, days: number, salt: number) =>
  new Date(now - days * DAY_MS - (salt % 600) * 60_000);

/**
 * Adds generated apps until the catalogue holds `target` scale apps, all ACTIVE and published, from
 * vendors that own APPS_PER_VENDOR each. Bulk inserts per chunk; the catalogue_search triggers fire
 * as for any write, so search reads exactly what the API would have produced. Runs again add more.
 */
export async function seedScale(
  db: Db,
  options: { apps: number; media: ScaleMedia; now?: Date; onProgress?: (done: number) => void },
): Promise<ScaleResult> {
  const started = performance.now();
  const now = (options.now ?? new Date()).getTime();
  const { media } = options;
  for (const image of [...media.icons, ...media.screens.flatMap((s) => [s.full, s.thumb])]) {
    await saveMedia(db, image);
  }
  const scaleOwners = sql`${vendors.owner} like 'scale:vendor:%'`;
  const [existing] = await db
    .select({ n: count() })
    .from(apps)
    .innerJoin(vendors, eq(vendors.id, apps.vendorId))
    .where(scaleOwners);
  const before = existing?.n ?? 0;

  for (let start = before; start < options.apps; start += CHUNK) {
    const end = Math.min(options.apps, start + CHUNK);
    const batch = Array.from({ length: end - start }, (_, i) =>
      scaleApp(start + i, media.icons.length, media.screens.length),
    );
    await db.transaction(async (tx) => {
      const firstVendor = Math.floor(start / APPS_PER_VENDOR);
      const lastVendor = Math.floor((end - 1) / APPS_PER_VENDOR);
      const vendorRows = Array.from({ length: lastVendor - firstVendor + 1 }, (_, i) => {
        const v = scaleVendor(firstVendor + i);
        const createdAt = ago(now, 1200, v.index);
        return {
          owner: v.owner,
          name: v.name,
          description: v.description,
          email: v.email,
          website: v.website,
          iconSha256: media.vendorIcon.sha256,
          iconUpdatedAt: createdAt,
          status: 'APPROVED' as const,
          createdAt,
          updatedAt: createdAt,
        };
      });
      await tx.insert(vendors).values(vendorRows).onConflictDoNothing({ target: vendors.owner });
      const owned = await tx
        .select({ id: vendors.id, owner: vendors.owner })
        .from(vendors)
        .where(
          inArray(
            vendors.owner,
            vendorRows.map((v) => v.owner),
          ),
        );
      const vendorId = new Map(owned.map((v) => [v.owner, v.id]));

      const appIds = await tx
        .insert(apps)
        .values(
          batch.map((a) => {
            const id = vendorId.get(scaleVendor(a.vendorIndex).owner);
            if (id === undefined) throw new Error(`Vendor ${a.vendorIndex} missing`);
            const updatedAt = ago(now, a.updatedDaysAgo, a.index);
            return {
              vendorId: id,
              status: 'ACTIVE' as const,
              createdAt: ago(now, a.createdDaysAgo, a.index),
              updatedAt,
            };
          }),
        )
        .returning({ id: apps.id });

      const versionValues = batch.flatMap((a, i) => {
        const appId = appIds[i]?.id;
        if (appId === undefined) throw new Error('App insert returned too few rows');
        const common = {
          appId,
          name: a.name,
          demoUrl: a.demoUrl,
          repoUrl: a.repoUrl,
          iconSha256: media.icons[a.iconIndex]?.sha256 ?? null,
          profile: a.profile,
          evidence: a.evidence,
          facets: [...profileFacetTags(a.profile), ...evidenceFacetTags(a.evidence)].sort(),
          createdAt: ago(now, a.createdDaysAgo, a.index),
        };
        const published = {
          ...common,
          description: a.description,
          descriptionShort: a.descriptionShort,
          version: a.version,
          status: 'ACTIVE' as const,
          updatedAt: ago(now, a.updatedDaysAgo, a.index),
        };
        if (!a.hasDraft) return [published];
        return [
          published,
          {
            ...common,
            description: `${a.description}\n\n## What's new\n\n- Faster start-up.`,
            descriptionShort: a.descriptionShort,
            version: `${a.version}-next`,
            status: 'DRAFT' as const,
            updatedAt: new Date(now - (a.index % 20) * DAY_MS),
          },
        ];
      });
      const versions = await tx
        .insert(appVersions)
        .values(versionValues)
        .returning({ id: appVersions.id, appId: appVersions.appId, status: appVersions.status });

      const shotRows = versions.flatMap((v) => {
        const a = batch[appIds.findIndex((r) => r.id === v.appId)];
        if (!a || v.status !== 'ACTIVE') return [];
        return a.screenshotIndexes.map((s, position) => {
          const shot = media.screens[s];
          if (!shot) throw new Error(`Screenshot ${s} missing`);
          return { versionId: v.id, mediaSha256: shot.full.sha256, thumbSha256: shot.thumb.sha256, position };
        });
      });
      for (let i = 0; i < shotRows.length; i += 5_000) {
        await tx.insert(screenshots).values(shotRows.slice(i, i + 5_000));
      }

      // Publishing is one set-based update; its row trigger fills catalogue_search and the vocabulary.
      const first = appIds[0]?.id ?? 0;
      const last = appIds.at(-1)?.id ?? 0;
      const inRange = and(gte(apps.id, first), lt(apps.id, last + 1));
      await tx.execute(sql`update ${apps} set
          published_version_id = (select v.id from ${appVersions} v where v.app_id = ${apps.id} and v.status = 'ACTIVE' order by v.id limit 1),
          in_progress_version_id = (select v.id from ${appVersions} v where v.app_id = ${apps.id} and v.status = 'DRAFT' order by v.id limit 1)
        where ${inRange}`);
    });
    options.onProgress?.(end);
  }

  const [after] = await db
    .select({ n: count() })
    .from(apps)
    .innerJoin(vendors, eq(vendors.id, apps.vendorId))
    .where(scaleOwners);
  const vendorCount = await db.select({ n: count() }).from(vendors).where(scaleOwners);
  return {
    before,
    after: after?.n ?? 0,
    vendors: vendorCount[0]?.n ?? 0,
    ms: Math.round(performance.now() - started),
  };
}

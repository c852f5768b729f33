import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import {
  appPagePath,
  CATEGORIES,
  FEED_TEXTS,
  OPEN_DATA_EXPORTS,
  paths,
  type CatalogueExport,
  type Category,
  type OpenDataApp,
} from '@showroom/contract';
import type { DbOrTx } from '../../db/client.ts';
import { BadRequestError } from '../../lib/errors.ts';
import { strongEtag } from '../../lib/http-cache.ts';
import { mapInSlices, TimeSlicer } from '../../lib/time-slices.ts';
import type { PreparedBody } from '../catalogue/index.ts';
import { renderAtomFeed } from './open-data-atom.ts';
import { renderCsv } from './open-data-csv.ts';
import {
  loadLatestChecks,
  loadOpenDataRows,
  type LatestCheck,
  type OpenDataRow,
} from './open-data-repository.ts';

const gzipAsync = promisify(gzip);

/** Made again at least this often, as the other prepared catalogue answers: check results age. */
const OPEN_DATA_MAX_AGE_MS = 3_600_000;

/** Bytes made once, with their gzip encoding made on first demand (its own ETag: other bytes). */
export interface PreparedDocument extends PreparedBody {
  gzipped(): Promise<PreparedBody>;
}

function prepareDocument(text: string): PreparedDocument {
  const body = Buffer.from(text);
  let gz: Promise<PreparedBody> | undefined;
  return {
    body,
    etag: strongEtag(body),
    gzipped() {
      gz ??= gzipAsync(body).then((b) => ({ body: b, etag: strongEtag(b) }));
      return gz;
    },
  };
}

/** One snapshot of the published catalogue as open data, in each format (the CSV made on first demand). */
export interface OpenDataSnapshot {
  readonly generatedAt: string;
  readonly apps: readonly OpenDataApp[];
  readonly json: PreparedDocument;
  csv(): Promise<PreparedDocument>;
}

export interface OpenDataSettings {
  publicUrl: string;
  licence: { name: string; url: string };
}

/** Where open data is made from: the database, and the catalogue's cache that drops it on every change. */
export interface OpenDataContext {
  db: DbOrTx;
  cache: { memo<T>(key: string, make: () => Promise<T>, options?: { maxAgeMs?: number }): Promise<T> };
  settings: OpenDataSettings;
}

/** A public app's row and its checks as the open data describes them. */
export function toOpenDataApp(
  row: OpenDataRow,
  checks: readonly LatestCheck[],
  publicUrl: string,
): OpenDataApp {
  return {
    id: row.id,
    name: row.name,
    url: `${publicUrl}${appPagePath(row.id, row.name)}`,
    descriptionShort: row.descriptionShort,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    vendor: {
      id: row.vendorId,
      name: row.vendorName,
      website: row.vendorWebsite,
      url: `${publicUrl}${paths.vendorPage(row.vendorId)}`,
    },
    demoUrl: row.demoUrl,
    repositoryUrl: row.repoUrl,
    profile: row.profile,
    evidence: row.evidence,
    checks: {
      verifiedAt: row.verifiedAt?.toISOString() ?? null,
      demoCheckedAt: row.demoCheckedAt?.toISOString() ?? null,
      demoUnavailable: row.demoUnavailable,
      latest: checks.map((c) => ({
        kind: c.kind,
        checkedAt: c.finishedAt.toISOString(),
        outcome: c.outcome,
        facts: c.facts.map((f) => ({ key: f.key, value: f.value, status: f.status })),
      })),
    },
  };
}

/**
 * When the data a snapshot holds last changed: the newest of its published versions, vendors and check
 * results. Not the time of making, so that every process (and every hourly rebuild) makes the same bytes
 * for the same catalogue, and a client's ETag is good at any of them behind a load balancer.
 */
function newestChange(rows: readonly OpenDataRow[], checks: readonly LatestCheck[]): string {
  let newest = 0;
  for (const row of rows) {
    for (const date of [row.updatedAt, row.vendorUpdatedAt, row.verifiedAt, row.demoCheckedAt]) {
      if (date && date.getTime() > newest) newest = date.getTime();
    }
  }
  for (const check of checks) newest = Math.max(newest, check.finishedAt.getTime());
  return new Date(newest).toISOString();
}

/**
 * The JSON export's text: the same characters as JSON.stringify(document), made app by app in slices
 * of the event loop's time (`apps` is the document's last member).
 */
async function exportJson(document: CatalogueExport, slicer: TimeSlicer): Promise<string> {
  const { apps, ...head } = document;
  const items = await mapInSlices(apps, (app) => JSON.stringify(app), slicer);
  return `${JSON.stringify(head).slice(0, -1)},"apps":[${items.join(',')}]}`;
}

/**
 * Made in slices of the event loop's time (TimeSlicer): at 1,000 apps the mapping, the JSON and the CSV
 * took 300 ms in one go, and every save and read arriving meanwhile waited for it.
 */
async function buildSnapshot(ctx: OpenDataContext): Promise<OpenDataSnapshot> {
  const { publicUrl, licence } = ctx.settings;
  const [rows, checks] = await Promise.all([loadOpenDataRows(ctx.db), loadLatestChecks(ctx.db)]);
  const slicer = new TimeSlicer();
  const checksOf = new Map<number, LatestCheck[]>();
  for (const check of checks) {
    const list = checksOf.get(check.appId);
    if (list) list.push(check);
    else checksOf.set(check.appId, [check]);
  }
  const generatedAt = newestChange(rows, checks);
  const apps = await mapInSlices(
    rows,
    (row) => toOpenDataApp(row, checksOf.get(row.id) ?? [], publicUrl),
    slicer,
  );
  const document: CatalogueExport = {
    licence: { name: licence.name, url: licence.url },
    generatedAt,
    schema: `${publicUrl}${OPEN_DATA_EXPORTS.schema}`,
    apps,
  };
  const json = prepareDocument(await exportJson(document, slicer));
  let csv: Promise<PreparedDocument> | undefined;
  return {
    generatedAt,
    apps,
    json,
    csv: () => (csv ??= renderCsv(apps, new TimeSlicer()).then(prepareDocument)),
  };
}

/**
 * The published catalogue as open data: built once per catalogue version (and hourly), shared by
 * concurrent requests, dropped with the catalogue's prepared bytes on every change in any process.
 */
export function openDataSnapshot(ctx: OpenDataContext): Promise<OpenDataSnapshot> {
  return ctx.cache.memo('open-data', () => buildSnapshot(ctx), { maxAgeMs: OPEN_DATA_MAX_AGE_MS });
}

/** The feed's category: one of the contract's, or a 400 (a repeated parameter too). */
export function feedCategory(value: unknown): Category | undefined {
  if (value === undefined) return undefined;
  const known = CATEGORIES.find((c) => c === value);
  if (known === undefined) throw new BadRequestError(FEED_TEXTS.unknownCategory(CATEGORIES.join(', ')));
  return known;
}

/** The Atom feed, all apps or one category's, made once per snapshot. */
export async function openDataFeed(
  ctx: OpenDataContext,
  category: Category | undefined,
): Promise<PreparedBody> {
  return ctx.cache.memo(
    `open-data:feed:${category ?? ''}`,
    async () => {
      const snapshot = await openDataSnapshot(ctx);
      const xml = renderAtomFeed(snapshot.apps, {
        publicUrl: ctx.settings.publicUrl,
        licence: ctx.settings.licence,
        generatedAt: snapshot.generatedAt,
        ...(category ? { category } : {}),
      });
      const body = Buffer.from(xml);
      return { body, etag: strongEtag(body) };
    },
    { maxAgeMs: OPEN_DATA_MAX_AGE_MS },
  );
}

/**
 * Data and requests for the vendor journey's tests (vendors, apps, reviews): accounts with tokens,
 * apps in every state, image files of every kind, multipart bodies, and readers of what is stored.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { appDetailsSchema, type AppDetails, type AppStatus, type VendorStatus } from '@showroom/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import {
  apps,
  appVersions,
  audit,
  media,
  outbox,
  reasons,
  removedScreenshots,
  screenshots,
} from '../../src/db/schema/index.ts';
import type { App } from '../../src/lib/fastify.ts';
import { csrfHeaders } from './csrf.ts';
import { insertPng, insertVendor } from './data.ts';
import { bearer, tokenFor } from './tokens.ts';

export interface Account {
  sub: string;
  email: string;
  token: string;
  /** Bearer plus the CSRF pair: enough for any call. */
  headers: Record<string, string>;
}

export async function account(roles: ('VENDOR' | 'ADMIN')[], email?: string): Promise<Account> {
  const sub = randomUUID();
  const mail = email ?? `${roles.join('-').toLowerCase() || 'user'}-${sub.slice(0, 8)}@example.test`;
  const token = await tokenFor({ sub, email: mail, roles });
  return { sub, email: mail, token, headers: { ...bearer(token), ...csrfHeaders() } };
}

export const adminAccount = () => account(['ADMIN']);

export interface VendorAccount extends Account {
  vendorId: number;
  /** The vendor's contact address: where its e-mails go. */
  vendorEmail: string;
}

/** A VENDOR user owning a vendor in the given status, with an icon unless told otherwise. */
export async function vendorAccount(
  db: Db,
  options: { status?: VendorStatus; icon?: boolean; name?: string } = {},
): Promise<VendorAccount> {
  const user = await account(['VENDOR']);
  const icon = options.icon === false ? undefined : await insertPng(db);
  const vendorEmail = `contact-${user.sub.slice(0, 8)}@vendor.example`;
  const vendor = await insertVendor(db, {
    owner: user.sub,
    status: options.status ?? 'APPROVED',
    email: vendorEmail,
    ...(options.name ? { name: options.name } : {}),
    ...(icon ? { iconSha256: icon.sha256, iconUpdatedAt: new Date('2026-11-01T00:00:00.000Z') } : {}),
  });
  return { ...user, vendorId: vendor.id, vendorEmail };
}

export function appBody(vendorId: number, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Vital Signs Board',
    description: 'Shows **vital signs** from an openEHR CDR.',
    descriptionShort: 'Vital signs at a glance',
    demoUrl: 'https://demo.vitals.example',
    repoUrl: 'https://github.com/example/vitals',
    version: '1.0.0',
    vendor: { id: vendorId },
    ...overrides,
  };
}

/** The states an app can be in: its lifecycle status, plus the status of an update of a published app. */
export type AppState =
  | { status: AppStatus; neverPublished?: boolean }
  | { status: 'ACTIVE'; update: 'DRAFT' | 'WAITING_FOR_APPROVAL' | 'REJECTED' };

export interface SeededApp {
  id: number;
  publishedVersionId: number | null;
  inProgressVersionId: number | null;
  /** Screenshot ids of the published version (or of the only version). */
  publishedShots: number[];
  /** Screenshot ids the in-progress version of an update owns. */
  updateShots: number[];
}

/**
 * Writes an app in a given state straight into the database, as the API itself leaves it (see
 * apps-service.ts): lifecycle status on the app, the in-progress version's status until the first
 * approval, published version ACTIVE/DEACTIVATED, an update as a second version.
 */
export async function insertAppInState(
  db: Db,
  vendorId: number,
  state: AppState,
  options: { name?: string; shots?: number; updateShots?: number } = {},
): Promise<SeededApp> {
  const icon = await insertPng(db);
  // A DEACTIVATED app was published before, unless it is a rejected draft its vendor switched off.
  const published =
    state.status === 'ACTIVE' ||
    (state.status === 'DEACTIVATED' && !('neverPublished' in state && state.neverPublished));
  const [appRow] = await db
    .insert(apps)
    .values({ vendorId, status: state.status })
    .returning({ id: apps.id });
  if (!appRow) throw new Error('no app');
  const content = {
    appId: appRow.id,
    name: options.name ?? `App ${randomBytes(3).toString('hex')}`,
    description: 'A description.',
    descriptionShort: 'Short.',
    demoUrl: 'https://demo.example.org',
    repoUrl: null,
    version: '1.0',
    iconSha256: icon.sha256,
  };
  const [first] = await db
    .insert(appVersions)
    .values({ ...content, status: state.status })
    .returning({ id: appVersions.id });
  if (!first) throw new Error('no version');
  const publishedShots = await addShots(db, first.id, options.shots ?? 2);

  let inProgressId: number | null = published ? null : first.id;
  let updateShots: number[] = [];
  if ('update' in state) {
    const [second] = await db
      .insert(appVersions)
      .values({ ...content, description: 'An updated description.', status: state.update })
      .returning({ id: appVersions.id });
    if (!second) throw new Error('no version');
    inProgressId = second.id;
    updateShots = await addShots(db, second.id, options.updateShots ?? 0);
  }
  await db
    .update(apps)
    .set({ publishedVersionId: published ? first.id : null, inProgressVersionId: inProgressId })
    .where(eq(apps.id, appRow.id));
  return {
    id: appRow.id,
    publishedVersionId: published ? first.id : null,
    inProgressVersionId: inProgressId,
    publishedShots,
    updateShots,
  };
}

async function addShots(db: Db, versionId: number, n: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const png = await insertPng(db, 8, 6);
    const [row] = await db
      .insert(screenshots)
      .values({ versionId, mediaSha256: png.sha256, thumbSha256: png.sha256, position: i })
      .returning({ id: screenshots.id });
    if (row) ids.push(row.id);
  }
  return ids;
}

// ---------------------------------------------------------------------------------------------
// Requests

export function call(
  app: App,
  method: InjectOptions['method'],
  url: string,
  who: { headers: Record<string, string> } | undefined,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: { ...csrfHeaders(), ...(who?.headers ?? {}) },
    ...(payload !== undefined ? { payload: payload as InjectOptions['payload'] } : {}),
  });
}

/** PATCH .../status with the query the web sends. */
/** An answer's app details, checked against the contract's schema. */
export const detailsOf = (res: { json(): unknown }): AppDetails => appDetailsSchema.parse(res.json());

/** What the public reads of an app, without the locking counter that every write moves. */
export async function publicRead(app: App, id: number): Promise<unknown> {
  const res = await call(app, 'GET', `/api/apps/${id}`, undefined);
  expect(res.statusCode).toBe(200);
  const { rowVersion: _rowVersion, ...rest } = res.json<Record<string, unknown>>();
  return rest;
}

export function setStatus(
  app: App,
  kind: 'apps' | 'vendors',
  id: number,
  who: { headers: Record<string, string> } | undefined,
  newStatus: string,
  reason?: string,
): Promise<LightMyRequestResponse> {
  const query = new URLSearchParams({ newStatus, ...(reason !== undefined ? { reason } : {}) });
  return call(app, 'PATCH', `/api/${kind}/${id}/status?${query.toString()}`, who);
}

export interface FilePart {
  field: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

/** A multipart/form-data body as a browser's FormData sends it. */
export function multipart(parts: FilePart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----showroom${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${p.field}"; filename="${p.filename}"\r\n` +
          `Content-Type: ${p.contentType}\r\n\r\n`,
      ),
      p.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export function upload(
  app: App,
  url: string,
  who: { headers: Record<string, string> } | undefined,
  parts: FilePart[],
): Promise<LightMyRequestResponse> {
  const body = multipart(parts);
  return app.inject({
    method: 'POST',
    url,
    headers: { ...csrfHeaders(), ...(who?.headers ?? {}), ...body.headers },
    payload: body.payload,
  });
}

// ---------------------------------------------------------------------------------------------
// Image files

const noise = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp(randomBytes(width * height * channels), { raw: { width, height, channels } });

export const files = {
  /** 300x200 (3:2) by default: a screenshot's shape (the contract's image-shape.ts). */
  png: (width = 300, height = 200) => noise(width, height).png().toBuffer(),
  /** An icon must be square. */
  icon: (side = 240) => noise(side, side).png().toBuffer(),
  jpeg: (width = 300, height = 200) => noise(width, height).jpeg().toBuffer(),
  webp: (width = 300, height = 200) => noise(width, height).webp().toBuffer(),
  svg: () =>
    Promise.resolve(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="244" height="244"><rect width="244" height="244" fill="red"/></svg>',
      ),
    ),
  text: () =>
    Promise.resolve(Buffer.from('This is not an image, only text in a file named .png\n'.repeat(20))),
  /** Random noise does not compress: about 3 MB of PNG, over the 2 MB limit. */
  tooLarge: () => noise(1000, 1000).png({ compressionLevel: 0 }).toBuffer(),
  truncated: async () => {
    // Square: the header is whole, so an icon's shape passes and the missing pixels are what is refused.
    const png = await noise(240, 240).png().toBuffer();
    return png.subarray(0, Math.floor(png.length / 2));
  },
  empty: () => Promise.resolve(Buffer.alloc(0)),
  /** One colour: small at any size (a 600x1200 phone screenshot well under 2 MB). */
  solid: (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#2e7d32' } })
      .png()
      .toBuffer(),
  /**
   * A valid PNG of black 1-bit pixels, built by hand without decoding anything: 1 x 40,000,000 is
   * ~80 KB on disk (issue 20: it cost 20 s of CPU to decode), 40,000,000 x 1 ~5 KB.
   */
  blackPng: (width: number, height: number) => Promise.resolve(blackPng(width, height)),
};

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG of black 1-bit pixels of any size, built without decoding: tiny on disk, huge once decoded. */
export function blackPng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const raw = Buffer.alloc((1 + Math.ceil(width / 8)) * height); // filter byte 0 + zero pixels per row
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(raw, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export const part = (
  field: string,
  data: Buffer,
  filename = 'image.png',
  contentType = 'image/png',
): FilePart => ({
  field,
  filename,
  contentType,
  data,
});

// ---------------------------------------------------------------------------------------------
// What is stored

export async function mediaCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(media);
  return row?.n ?? 0;
}

export async function auditOf(db: Db, subjectType: 'app' | 'vendor', subjectId: number) {
  return db
    .select()
    .from(audit)
    .where(and(eq(audit.subjectType, subjectType), eq(audit.subjectId, subjectId)))
    .orderBy(audit.id);
}

export async function outboxTo(db: Db, to: string) {
  return db.select().from(outbox).where(eq(outbox.to, to)).orderBy(outbox.id);
}

export async function reasonsOfSubject(db: Db, subjectType: 'app' | 'vendor', subjectId: number) {
  return db
    .select()
    .from(reasons)
    .where(and(eq(reasons.subjectType, subjectType), eq(reasons.subjectId, subjectId)))
    .orderBy(reasons.id);
}

export async function appRow(db: Db, id: number) {
  const [row] = await db.select().from(apps).where(eq(apps.id, id));
  return row;
}

export async function versionCount(db: Db, appId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(appVersions).where(eq(appVersions.appId, appId));
  return row?.n ?? 0;
}

export async function removedOf(db: Db, versionId: number): Promise<number[]> {
  const rows = await db
    .select({ id: removedScreenshots.screenshotId })
    .from(removedScreenshots)
    .where(eq(removedScreenshots.versionId, versionId))
    .orderBy(removedScreenshots.screenshotId);
  return rows.map((r) => r.id);
}

/** A snapshot of every table a write may touch, to prove that a refused write changed nothing. */
export async function snapshot(db: Db): Promise<string> {
  const result: unknown = await db.execute(sql`
    select json_build_object(
      'apps', (select coalesce(json_agg(a order by a.id), '[]') from apps a),
      'versions', (select coalesce(json_agg(v order by v.id), '[]') from app_versions v),
      'screenshots', (select coalesce(json_agg(s order by s.id), '[]') from screenshots s),
      'removed', (select coalesce(json_agg(r order by r.version_id, r.screenshot_id), '[]') from removed_screenshots r),
      'vendors', (select coalesce(json_agg(x order by x.id), '[]') from vendors x),
      'media', (select count(*) from media),
      'audit', (select count(*) from audit),
      'outbox', (select count(*) from outbox),
      'reasons', (select count(*) from reasons)
    )::text as s`);
  // Both drivers answer with `{ rows }` (PGlite's Results, node-postgres' QueryResult).
  const { rows } = result as { rows: { s: string }[] };
  return rows[0]?.s ?? '';
}

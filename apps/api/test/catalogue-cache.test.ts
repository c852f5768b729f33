import { gunzipSync } from 'node:zlib';
import { appListResponseSchema } from '@showroom/contract';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { fromRaw, type Db } from '../src/db/client.ts';
import { apps } from '../src/db/schema/index.ts';
import type { App } from '../src/lib/fastify.ts';
import { catalogueChanged } from '../src/db/notify.ts';
import { buildTestApp, useTestApp } from './helpers/app.ts';
import { insertApprovedVendor, insertPublishedApp } from './helpers/catalogue-data.ts';

/**
 * Resolves with the cache version after the app's next invalidation. The bound only turns a lost
 * notification into a failure instead of a hang; nothing waits for time to pass.
 */
function nextInvalidation(app: App, boundMs = 10_000): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`no catalogue_changed notification within ${boundMs} ms`));
    }, boundMs);
    const stop = app.catalogue.cache.onInvalidated((version) => {
      clearTimeout(timer);
      stop();
      resolve(version);
    });
  });
}

/**
 * Commits a change the way the write paths do (rows, then the notification, in one transaction) and
 * returns once `listener` has received it, so no notification is still on its way into the next test.
 */
async function publishWithNotification(db: Db, listener: App, vendorId: number, name: string) {
  const invalidated = nextInvalidation(listener);
  const app = await insertPublishedApp(db, vendorId, { name });
  await db.transaction(async (tx) => {
    await tx.update(apps).set({ rowVersion: 2 }).where(eq(apps.id, app.id));
    await catalogueChanged(tx);
  });
  await invalidated;
  return app;
}

const list = (app: App, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/api/apps', headers });

const ids = (body: string): number[] => appListResponseSchema.parse(JSON.parse(body)).map((c) => c.id);

describe('the prepared catalogue (GET /api/apps without parameters)', () => {
  const t = useTestApp();

  it('is a JSON array with a strong ETag, for proxies to keep 10 seconds, 304 when unchanged', async () => {
    const vendor = await insertApprovedVendor(t.db);
    await publishWithNotification(t.db, t.app, vendor.id, 'Etag App');
    const res = await list(t.app);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=10, stale-while-revalidate=60');
    const etag = String(res.headers.etag);
    // A strong validator (no W/ prefix), quoted.
    expect(etag).toMatch(/^"[^"\s]+"$/);
    expect(Array.isArray(res.json())).toBe(true);

    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await list(t.app, { 'if-none-match': ifNoneMatch });
      expect(again.statusCode, ifNoneMatch).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
    }
    expect((await list(t.app, { 'if-none-match': '"something-else"' })).statusCode).toBe(200);
  });

  it('serves the same bytes until a change is announced, then the new catalogue', async () => {
    const vendor = await insertApprovedVendor(t.db);
    const before = await list(t.app);
    const version = t.app.catalogue.cache.version;

    // Written without the notification: the prepared bytes are served as they were (they are cached).
    const quiet = await insertPublishedApp(t.db, vendor.id, { name: 'Quietly Published' });
    const cached = await list(t.app);
    expect(cached.body).toBe(before.body);
    expect(cached.headers.etag).toBe(before.headers.etag);
    expect(t.app.catalogue.cache.version).toBe(version);

    const announced = await publishWithNotification(t.db, t.app, vendor.id, 'Announced App');
    expect(t.app.catalogue.cache.version).toBeGreaterThan(version);

    const after = await list(t.app);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(ids(after.body)).toEqual(expect.arrayContaining([quiet.id, announced.id]));
    expect((await list(t.app, { 'if-none-match': String(before.headers.etag) })).statusCode).toBe(200);
  });

  it('drops the app from the catalogue when it is deactivated and announced', async () => {
    const vendor = await insertApprovedVendor(t.db);
    const app = await publishWithNotification(t.db, t.app, vendor.id, 'Soon Gone');
    expect(ids((await list(t.app)).body)).toContain(app.id);
    const invalidated = nextInvalidation(t.app);
    await t.db.transaction(async (tx) => {
      await tx.update(apps).set({ status: 'DEACTIVATED' }).where(eq(apps.id, app.id));
      await catalogueChanged(tx);
    });
    await invalidated;
    expect(ids((await list(t.app)).body)).not.toContain(app.id);
  });

  it('ignores the notification of a rolled-back transaction', async () => {
    const vendor = await insertApprovedVendor(t.db);
    const start = t.app.catalogue.cache.version;
    await expect(
      t.db.transaction(async (tx) => {
        await catalogueChanged(tx);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    // Notifications arrive in commit order: the first one after the rollback is this commit's.
    await publishWithNotification(t.db, t.app, vendor.id, 'After Rollback');
    expect(t.app.catalogue.cache.version).toBe(start + 1);
  });

  it('sends gzip to clients that take it, with its own ETag, and the same cards', async () => {
    const plain = await list(t.app);
    const gz = await list(t.app, { 'accept-encoding': 'gzip, deflate, br' });
    expect(gz.statusCode).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(gz.headers.etag).not.toBe(plain.headers.etag);
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain.body);
    const again = await list(t.app, { 'accept-encoding': 'gzip', 'if-none-match': String(gz.headers.etag) });
    expect(again.statusCode).toBe(304);
    const refused = await list(t.app, { 'accept-encoding': 'gzip;q=0, identity' });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });
});

describe('without its LISTEN connection', () => {
  const t = useTestApp();

  it('keeps nothing, so a change is never served stale', async () => {
    const vendor = await insertApprovedVendor(t.db);
    await list(t.app);
    await t.app.catalogue.listener.close();
    expect(t.app.catalogue.listener.listening).toBe(false);
    const quiet = await insertPublishedApp(t.db, vendor.id, { name: 'Seen Without Notification' });
    expect(ids((await list(t.app)).body)).toContain(quiet.id);
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('two API processes on one PostgreSQL database', () => {
  const t = useTestApp();

  it('drops the prepared catalogue of the other process when one commits a change', async () => {
    if (t.database.raw.kind !== 'postgres') throw new Error('needs PostgreSQL');
    // The second process: its own pool and its own LISTEN connection, on the same database.
    const pool = new pg.Pool({ connectionString: t.database.raw.pool.options.connectionString, max: 2 });
    // pool.end() resolves before its sockets close; the database's drop may still reach one of them.
    pool.on('error', () => {});
    const second = fromRaw({ kind: 'postgres', pool });
    const other = await buildTestApp(second);
    try {
      expect(other.catalogue.listener.listening).toBe(true);
      const vendor = await insertApprovedVendor(t.db);
      const before = await list(other);
      // Served from the other process's prepared bytes: a quiet write is not seen there.
      const quiet = await insertPublishedApp(t.db, vendor.id, { name: 'Not Announced' });
      expect((await list(other)).body).toBe(before.body);

      const announced = await publishWithNotification(t.db, other, vendor.id, 'Announced Elsewhere');
      const after = await list(other);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect(ids(after.body)).toEqual(expect.arrayContaining([quiet.id, announced.id]));
    } finally {
      await other.close();
      await second.close();
    }
  });
});

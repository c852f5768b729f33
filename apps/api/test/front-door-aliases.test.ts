import { randomBytes } from 'node:crypto';
import { appPagePath } from '@showroom/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueChanged } from '../src/db/notify.ts';
import { apps } from '../src/db/schema/index.ts';
import type { App } from '../src/lib/fastify.ts';
import { buildTestApp } from './helpers/app.ts';
import { insertApprovedVendor, insertPublishedApp, type InsertedApp } from './helpers/catalogue-data.ts';
import { createTestDatabase, type TestDatabase } from './helpers/db.ts';
import { get } from './helpers/http.ts';
import { fixtureWebDist } from './helpers/web-dist.ts';

// The front door keeps one copy per canonical answer (issue 31, A1): junk addresses (empty parameters,
// unknown ones, other spellings of a path, guessed ids, not-found pages) are answered as before and kept
// never, so they cannot push the useful answers out or grow the store.

const dist = await fixtureWebDist();
const API = { accept: 'application/json' };
const NAVIGATION = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('the front door under junk addresses', () => {
  const t: { database?: TestDatabase; app?: App; listed?: InsertedApp; vendorId?: number } = {};
  const app = (): App => t.app as App;

  beforeAll(async () => {
    t.database = await createTestDatabase();
    t.app = await buildTestApp(t.database, {
      env: { NODE_ENV: 'production', LOG_LEVEL: 'warn', WEB_DIST: dist },
    });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const vendor = await insertApprovedVendor(t.database.db);
    t.vendorId = vendor.id;
    t.listed = await insertPublishedApp(t.database.db, vendor.id, { name: 'Alias Target', screenshots: 1 });
    const seen = new Promise<void>((resolve) => {
      const stop = app().catalogue.cache.onInvalidated(() => {
        stop();
        resolve();
      });
    });
    const { id } = t.listed;
    await t.database.db.transaction(async (tx) => {
      await tx.update(apps).set({ rowVersion: 2 }).where(eq(apps.id, id));
      await catalogueChanged(tx);
    });
    await seen;
  });
  afterAll(async () => {
    await t.app?.close();
    await t.database?.dispose();
  });

  /** What visitors ask for: [address, headers]. */
  const useful = (): [string, Record<string, string>][] => {
    const listed = t.listed as InsertedApp;
    return [
      ['/api/apps', API],
      ['/api/apps?sort=name&limit=24', API],
      ['/api/apps?q=alias&sort=relevance&limit=24', API],
      ['/api/apps/facets', API],
      [`/api/apps/${listed.id}`, API],
      [`/api/apps/${listed.id}/checks`, API],
      [`/api/vendors/${String(t.vendorId)}/public`, API],
      ['/config/config.json', { accept: '*/*' }],
      ['/sitemap.xml', {}],
      [(listed.published?.iconUrl ?? '').split('?')[0] ?? '', { accept: 'image/webp' }],
      ['/', NAVIGATION],
      ['/apps', NAVIGATION],
      [`/appdetails/${listed.id}`, NAVIGATION],
      [appPagePath(listed.id, 'Alias Target'), NAVIGATION],
      [`/vendors/${String(t.vendorId)}`, NAVIGATION],
    ];
  };

  /** Whether the door answers the address now (asking for it once). */
  async function answeredByDoor(url: string, headers: Record<string, string>): Promise<boolean> {
    const before = app().frontDoor.served;
    const answer = await get(app(), url, headers);
    return answer.status === 200 && app().frontDoor.served === before + 1;
  }

  it('keeps none of 1,000 junk addresses and guessed ids, and every useful answer stays', async () => {
    for (const [url, headers] of useful()) {
      await get(app(), url, headers);
      expect(await answeredByDoor(url, headers), url).toBe(true);
    }
    const before = app().frontDoor.size;
    const id = (t.listed as InsertedApp).id;
    const junk: [string, Record<string, string>][] = [];
    for (let i = 1; junk.length < 1000; i++) {
      const hex = randomBytes(32).toString('hex');
      junk.push(
        [`/api/apps?${'&'.repeat(i)}`, API],
        [`/api/apps?sort=name&limit=24${'&'.repeat(i)}`, API],
        [`/api/apps?utm_source=x${i}`, API],
        [`/apps?utm_source=x${i}`, NAVIGATION],
        [`/?utm_source=x${i}`, NAVIGATION],
        [`/appdetails/${999_000 + i}`, NAVIGATION],
        [`/vendors/${99_000 + i}`, NAVIGATION],
        [`/apps/${id}-junk-${i}`, NAVIGATION],
        [`/apps/junk-${i}`, NAVIGATION],
        [`/apps${'/'.repeat(i)}`, NAVIGATION],
        [`/my-apps/edit/${i}`, NAVIGATION],
        [`/no-such-page-${i}`, NAVIGATION],
        [`/api/apps/${999_000 + i}`, API],
        [`/api/apps/${'0'.repeat(1 + (i % 8))}${id}`, API],
        [`/api/apps/${id}?v=${i}`, API],
        [`/api/vendors/${99_000 + i}/public`, API],
        [`/badge/${999_000 + i}.svg`, {}],
        [`/api/media/${hex}.webp`, { accept: 'image/webp' }],
        [`/api/apps?fhirVersion=R${i + 9}`, API],
        [`/config/config.json?${i}`, { accept: '*/*' }],
      );
    }
    const statuses = new Set<number>();
    for (const [url, headers] of junk.slice(0, 1000)) statuses.add((await get(app(), url, headers)).status);
    // Answered as before: the whole list for its aliases, pages, 400s and 404s.
    expect([...statuses].sort()).toEqual([200, 400, 404]);
    expect(app().frontDoor.size).toEqual(before);
    for (const [url, headers] of useful()) expect(await answeredByDoor(url, headers), url).toBe(true);
  });

  it('keeps each distinct search once, apart from the other answers', async () => {
    const before = app().frontDoor.size;
    for (let i = 0; i < 100; i++) {
      // Two spellings of each search: one copy.
      await get(app(), `/api/apps?q=junk${i}&limit=24`, API);
      await get(app(), `/api/apps?limit=24&q=junk${i}`, API);
    }
    const after = app().frontDoor.size;
    expect(after.queries).toBe(before.queries + 100);
    expect(after.entries - after.queries).toBe(before.entries - before.queries);
    for (const [url, headers] of useful()) expect(await answeredByDoor(url, headers), url).toBe(true);
  });
});

import { appPagePath } from '@showroom/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendors } from '../src/db/schema/index.ts';
import type { App } from '../src/lib/fastify.ts';
import { buildTestApp } from './helpers/app.ts';
import { uniqueWord } from './helpers/catalogue-data.ts';
import { insertPng } from './helpers/data.ts';
import { createTestDatabase, type TestDatabase } from './helpers/db.ts';
import { get, type Answer } from './helpers/http.ts';
import {
  adminAccount,
  appBody,
  call,
  files,
  insertAppInState,
  part,
  setStatus,
  upload,
  vendorAccount,
  type Account,
  type VendorAccount,
} from './helpers/journey.ts';
import { fixtureWebDist } from './helpers/web-dist.ts';

// Freshness is not traded for speed: every public read the front door answers from kept bytes shows a
// write in the very next answer of the process that made it, and within a second in another process
// over the same database (it hears of the change by PostgreSQL's NOTIFY, as N processes behind a load
// balancer do). `first` makes every write; `second` has its own connections and its own listener.

const dist = await fixtureWebDist();
const API_CALL = { accept: 'application/json', 'accept-encoding': 'identity' };
const NAVIGATION = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
/** How long another process may take to hear of a change. */
const OTHER_PROCESS_MS = 1000;

interface Read {
  what: string;
  url: string;
  headers: Record<string, string>;
  /** What the sitemap lists while the read's subject is public (for the sitemap's read). */
  sitemapEntry?: string;
}

/**
 * The public reads that show an app, by the app's id and a word of its name; with the sitemap, which
 * lists the app's page while it is public (whatever its name).
 */
function readsOf(id: number, word: string, name: string, sitemap = false): Read[] {
  return [
    { what: 'the whole list', url: '/api/apps', headers: API_CALL },
    { what: "the start page's first page", url: '/api/apps?sort=name&limit=24', headers: API_CALL },
    { what: 'a search', url: `/api/apps?q=${word}&limit=24`, headers: API_CALL },
    { what: 'the facet counts of a search', url: `/api/apps/facets?q=${word}`, headers: API_CALL },
    { what: "the app's details", url: `/api/apps/${id}`, headers: API_CALL },
    { what: "the app's page", url: `/appdetails/${id}`, headers: NAVIGATION },
    { what: "the app's page at its readable address", url: appPagePath(id, name), headers: NAVIGATION },
    ...(sitemap
      ? [{ what: 'the sitemap', url: '/sitemap.xml', headers: {}, sitemapEntry: `/apps/${id}-` }]
      : []),
  ];
}

/** The public reads that show a vendor: its page's data, its page, and the sitemap (while it has public apps). */
function vendorReadsOf(id: number, sitemap = false): Read[] {
  return [
    { what: "the vendor's page data", url: `/api/vendors/${id}/public`, headers: API_CALL },
    { what: "the vendor's page", url: `/vendors/${id}`, headers: NAVIGATION },
    ...(sitemap
      ? [{ what: 'the sitemap', url: '/sitemap.xml', headers: {}, sitemapEntry: `/vendors/${id}<` }]
      : []),
  ];
}

/**
 * Whether an answer shows the text (facet counts: whether the search counts an app; the sitemap:
 * whether it lists the page the reads are of).
 */
function shows(read: Read, answer: Answer, text: string): boolean {
  const body = answer.body.toString();
  if (read.url.startsWith('/api/apps/facets')) return (JSON.parse(body) as { total: number }).total > 0;
  if (read.sitemapEntry !== undefined) return body.includes(read.sitemapEntry);
  return answer.status === 200 && body.includes(text);
}

describe('prepared answers after a write', () => {
  const state: { database?: TestDatabase; first?: App; second?: App } = {};
  const apps = (): [App, App] => {
    if (!state.first || !state.second) throw new Error('built in beforeAll');
    return [state.first, state.second];
  };
  let admin: Account;
  let vendor: VendorAccount;

  beforeAll(async () => {
    state.database = await createTestDatabase();
    // Production refuses the reserved `.example` names the journey's apps use, unless the operator allows them.
    const env = { NODE_ENV: 'production', LOG_LEVEL: 'warn', WEB_DIST: dist, CHECK_ALLOW_HOSTS: '.example' };
    state.first = await buildTestApp(state.database, { env });
    state.second = await buildTestApp(state.database, { env });
    await state.first.listen({ host: '127.0.0.1', port: 0 });
    await state.second.listen({ host: '127.0.0.1', port: 0 });
    admin = await adminAccount();
    vendor = await vendorAccount(state.database.db);
  });
  afterAll(async () => {
    await state.first?.close();
    await state.second?.close();
    await state.database?.dispose();
  });

  /**
   * Both processes answer every read from kept bytes: each asked twice, the second answered at the door
   * (a 404, the details of an app not public yet, and the plain index.html that is the page of an app
   * or vendor not public yet, are not kept: Fastify answers them every time).
   */
  async function warm(reads: Read[]): Promise<void> {
    for (const app of apps()) {
      const plainPage = (await get(app, '/apps', NAVIGATION)).body;
      for (const read of reads) {
        const { status, body } = await get(app, read.url, read.headers);
        const kept = status === 200 && !(read.headers === NAVIGATION && body.equals(plainPage));
        const before = app.frontDoor.served;
        await get(app, read.url, read.headers);
        expect(app.frontDoor.served, `${read.what} is kept`).toBe(kept ? before + 1 : before);
      }
    }
  }

  /**
   * After a write made through `first`: its next answer to every read shows `expected`, and `second`
   * shows it within OTHER_PROCESS_MS (asked again until then, never slept on). A write made outside
   * both (`byNeither`, e.g. support's SQL) reaches each of them within OTHER_PROCESS_MS.
   */
  async function expectEverywhere(
    reads: Read[],
    text: string,
    expected: boolean,
    { byNeither = false }: { byNeither?: boolean } = {},
  ): Promise<void> {
    const [first, second] = apps();
    if (!byNeither) {
      for (const read of reads) {
        const answer = await get(first, read.url, read.headers);
        expect(shows(read, answer, text), `${read.what}, next answer of the process that wrote`).toBe(
          expected,
        );
      }
    }
    for (const app of byNeither ? [first, second] : [second]) {
      const deadline = performance.now() + OTHER_PROCESS_MS;
      for (const read of reads) {
        let answer = await get(app, read.url, read.headers);
        while (shows(read, answer, text) !== expected && performance.now() < deadline) {
          await new Promise((resolve) => setImmediate(resolve));
          answer = await get(app, read.url, read.headers);
        }
        expect(shows(read, answer, text), `${read.what}, another process within a second`).toBe(expected);
      }
    }
  }

  const db = () => {
    if (!state.database) throw new Error('built in beforeAll');
    return state.database.db;
  };

  /** A new app of the vendor with its icon and a screenshot, waiting for approval; its id. */
  async function createApp(name: string, vendorId = vendor.vendorId): Promise<number> {
    const { id } = await insertAppInState(
      db(),
      vendorId,
      { status: 'WAITING_FOR_APPROVAL' },
      { name, shots: 1 },
    );
    return id;
  }

  it('shows an approval, an update, a new vendor icon and a deactivation at once', async () => {
    const [first] = apps();
    const word = uniqueWord('fresh');
    const id = await createApp(`${word} Board`);
    const reads = readsOf(id, word, `${word} Board`, true);

    // Approval: the app appears.
    await warm(reads);
    const approved = await setStatus(first, 'apps', id, admin, 'ACTIVE');
    expect(approved.statusCode, approved.body).toBe(200);
    await expectEverywhere(reads, `${word} Board`, true);

    // Update: the vendor changes its short description (a published name stays) and gives it a new
    // icon, the admin approves the update; the new text and icon replace the old.
    const renamed = uniqueWord('renamed');
    const updateReads = readsOf(id, renamed, `${word} Board`);
    await warm(updateReads);
    const put = await call(
      first,
      'PUT',
      `/api/apps/${id}`,
      vendor,
      appBody(vendor.vendorId, { name: `${word} Board`, descriptionShort: `${renamed} at a glance` }),
    );
    expect(put.statusCode, put.body).toBe(200);
    const icon = await upload(first, `/api/apps/${id}/icon`, vendor, [
      part('file', await files.png(300, 300)),
    ]);
    expect(icon.statusCode, icon.body).toBe(200);
    const iconUrl = icon.json<{ icon: string }>().icon;
    const iconPath = iconUrl.split('?')[0] ?? iconUrl;
    const submitted = await setStatus(first, 'apps', id, vendor, 'WAITING_FOR_APPROVAL');
    expect(submitted.statusCode, submitted.body).toBe(200);
    // Not public before the approval: the published version still shows.
    await expectEverywhere(updateReads, `${renamed} at a glance`, false);
    await expectEverywhere(updateReads, iconPath, false);
    expect((await setStatus(first, 'apps', id, admin, 'ACTIVE')).statusCode).toBe(200);
    await expectEverywhere(updateReads, `${renamed} at a glance`, true);
    // The new icon in every read that shows images (facet counts show none).
    await expectEverywhere(
      updateReads.filter((r) => !r.url.startsWith('/api/apps/facets')),
      iconPath,
      true,
    );

    // Deactivation: the app is gone from every public read (its page is the plain index.html).
    const goneReads = readsOf(id, renamed, `${word} Board`, true);
    await warm(goneReads);
    expect((await setStatus(first, 'apps', id, admin, 'DEACTIVATED', 'Offline')).statusCode).toBe(200);
    await expectEverywhere(goneReads, `${renamed} at a glance`, false);
    const details = await get(first, `/api/apps/${id}`, API_CALL);
    expect(details.status).toBe(404);
  });

  it("shows a vendor's approval, its apps, a change of its profile by support and its deactivation at once", async () => {
    const [first] = apps();
    const word = uniqueWord('vendor');
    const owner = await vendorAccount(db(), { status: 'WAITING_FOR_APPROVAL', name: `${word} Labs` });
    const [data, page, sitemap] = vendorReadsOf(owner.vendorId, true);
    if (!data || !page || !sitemap) throw new Error('three reads');

    // Approval: the vendor gets its page (before it, a 404 and the plain index.html, which are not kept).
    await warm([data, page]);
    const approved = await setStatus(first, 'vendors', owner.vendorId, admin, 'APPROVED');
    expect(approved.statusCode, approved.body).toBe(200);
    await expectEverywhere([data, page], `${word} Labs`, true);

    // Its first app published: listed on its page, and its page in the sitemap.
    const appWord = uniqueWord('vapp');
    const appId = await createApp(`${appWord} Chart`, owner.vendorId);
    await warm([data, sitemap]);
    expect((await setStatus(first, 'apps', appId, admin, 'ACTIVE')).statusCode).toBe(200);
    await expectEverywhere([data, sitemap], `${appWord} Chart`, true);

    // Support changes the approved vendor's name, description and icon in the database (the API does
    // not let an approved vendor change them): no API call announces it, the database does.
    const renamed = uniqueWord('renamed');
    const icon = await insertPng(db());
    const appReads = readsOf(appId, appWord, `${appWord} Chart`);
    await warm([data, page, ...appReads]);
    await db()
      .update(vendors)
      .set({
        name: `${renamed} Health`,
        description: `${renamed} builds apps`,
        iconSha256: icon.sha256,
        iconUpdatedAt: new Date(),
      })
      .where(eq(vendors.id, owner.vendorId));
    await expectEverywhere([data, page], `${renamed} Health`, true, { byNeither: true });
    await expectEverywhere([data, page], `${renamed} builds apps`, true, { byNeither: true });
    await expectEverywhere([data, page], icon.sha256, true, { byNeither: true });
    // The app's card, details and page name the vendor as it is now, too.
    await expectEverywhere(appReads, `${renamed} Health`, true, { byNeither: true });

    // The app deactivated: gone from the vendor's page, and the page (without public apps) from the sitemap.
    await warm([data, sitemap]);
    expect((await setStatus(first, 'apps', appId, admin, 'DEACTIVATED', 'Offline')).statusCode).toBe(200);
    await expectEverywhere([data, sitemap], `${appWord} Chart`, false);

    // The vendor deactivated: its page is gone (a 404, the plain index.html).
    await warm([data, page]);
    const deactivated = await setStatus(first, 'vendors', owner.vendorId, admin, 'DEACTIVATED');
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    await expectEverywhere([data, page], `${renamed} Health`, false);
    expect((await get(first, data.url, data.headers)).status).toBe(404);
  });
});

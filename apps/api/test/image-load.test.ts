/**
 * Issue 20, item 1: image work must not starve logins. Four PNGs of 1 x 40,000,000 pixels sent at once
 * made a password login take 41 s instead of 0.3 s (decoding each cost ~20 s of CPU on the libuv
 * threads that scrypt hashes passwords on). Hostile shapes are now refused from the header, and legal
 * images run in a bounded pool (image-pool.ts) that leaves threads and a core for the login.
 */
import { createIdp, type Idp } from '@showroom/idp';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImageBusyError, ImagePool } from '../src/modules/media/image-pool.ts';
import { processScreenshot } from '../src/modules/media/media-processing.ts';
import type { App } from '../src/lib/fastify.ts';
import { buildTestApp } from './helpers/app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/db.ts';
import { files, insertAppInState, part, upload, vendorAccount } from './helpers/journey.ts';

interface Owner {
  who: Awaited<ReturnType<typeof vendorAccount>>;
  iconUrl: string;
  shotsUrl: string;
}

/** A promise the test settles itself: tasks that end when the test says so, without timers. */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = (): void => undefined;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('ImagePool', () => {
  it('runs `concurrency` tasks at once, queues up to the limit and refuses one more with 503 + Retry-After', async () => {
    const pool = new ImagePool({ concurrency: 1, queueLimit: 1, retryAfterS: 7 });
    const first = deferred();
    const order: string[] = [];
    const a = pool.run(async () => {
      order.push('a');
      await first.promise;
    });
    const b = pool.run(() => {
      order.push('b');
      return Promise.resolve();
    });
    expect(pool.stats()).toEqual({ active: 1, waiting: 1, refused: 0 });
    const refused: unknown = await pool.run(() => Promise.resolve()).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ImageBusyError);
    expect(refused).toMatchObject({ status: 503, retryAfterS: 7 });
    // The first start's seeding waits however long the queue is.
    const seeding = pool.run(() => Promise.resolve(order.push('seed')), { wait: true });
    expect(pool.stats()).toEqual({ active: 1, waiting: 2, refused: 1 });
    first.resolve();
    await Promise.all([a, b, seeding]);
    expect(order).toEqual(['a', 'b', 'seed']);
    expect(pool.stats()).toEqual({ active: 0, waiting: 0, refused: 1 });
  });

  it('frees the slot when a task fails', async () => {
    const pool = new ImagePool({ concurrency: 1, queueLimit: 0, retryAfterS: 1 });
    await expect(pool.run(() => Promise.reject(new Error('bad image')))).rejects.toThrow('bad image');
    await expect(pool.run(() => Promise.resolve(42))).resolves.toBe(42);
  });
});

describe('the busy answer', () => {
  let database: TestDatabase;
  let app: App;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildTestApp(database, {
      extend: (a) =>
        a.get('/api/test-image-busy', () => {
          throw new ImageBusyError(5);
        }),
    });
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  it('is a 503 problem with Retry-After and a sentence in the caller’s language', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test-image-busy' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json()).toMatchObject({
      detail: 'Many images are being processed right now. Please try the upload again in a moment.',
    });
    const german = await app.inject({
      method: 'GET',
      url: '/api/test-image-busy',
      headers: { 'accept-language': 'de' },
    });
    expect(german.json<{ detail: string }>().detail).toBe(
      'Gerade werden viele Bilder verarbeitet. Bitte versuchen Sie das Hochladen gleich noch einmal.',
    );
  });
});

/** The largest legal screenshot: 8000 x 5000 = 40 megapixels, a PNG under 2 MB (bands of colour). */
const largestScreenshot = (): Promise<Buffer> =>
  sharp({ create: { width: 8000, height: 5000, channels: 3, background: '#1e88e5' } })
    .composite([
      {
        input: { create: { width: 8000, height: 1000, channels: 3, background: '#fdd835' } },
        top: 2000,
        left: 0,
      },
    ])
    .png()
    .toBuffer();

/** A large legal icon: 6000 x 6000 = 36 megapixels. */
const largeIcon = (): Promise<Buffer> =>
  sharp({ create: { width: 6000, height: 6000, channels: 3, background: '#43a047' } })
    .png()
    .toBuffer();

describe('a login while hostile and large images are uploaded', () => {
  let database: TestDatabase;
  let idp: Idp;
  let app: App;

  beforeAll(async () => {
    database = await createTestDatabase();
    idp = await createIdp({
      db: database.db,
      publicUrl: 'http://localhost:8080',
      webOrigins: ['http://localhost:8080'],
    });
    await idp.seedDemoAccounts();
    // The IdP answers the password grant; the uploads carry the test keys' tokens (vendorAccount).
    app = await buildTestApp(database, { idp });
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await idp.close();
    await database.dispose();
  });

  const login = async (): Promise<number> => {
    const started = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: '/realms/showroom/protocol/openid-connect/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'password',
        client_id: 'showroom-web',
        username: 'vendor@showroom.test',
        password: 'vendor',
        scope: 'openid',
      }).toString(),
    });
    expect(res.statusCode).toBe(200);
    return performance.now() - started;
  };

  it('the worst accepted image costs a bounded CPU time (the figure for the note)', async () => {
    const png = await largestScreenshot();
    expect(png.length).toBeLessThan(2 * 1024 * 1024);
    const cpu = process.cpuUsage();
    const started = performance.now();
    const { full, thumb } = await processScreenshot(png);
    const wall = performance.now() - started;
    const { user, system } = process.cpuUsage(cpu);
    expect([full.width, full.height, thumb.width, thumb.height]).toEqual([1600, 1000, 480, 300]);
    console.info(
      `largest legal screenshot 8000x5000 PNG (${png.length} bytes): CPU ${((user + system) / 1000).toFixed(0)} ms, wall ${wall.toFixed(0)} ms`,
    );
  }, 60_000);

  it('stays under one second with four hostile and four large legal images at once', async () => {
    const baseline = await login();
    // Three vendors with an app each and a fresh vendor: a user has at most MAX_CONCURRENT_UPLOADS (2)
    // uploads in progress (issue 32), so the eight images at once come from four users, two each.
    const owners = await Promise.all([1, 2, 3].map(() => vendorAccount(database.db)));
    const targets = await Promise.all(
      owners.map((o) => insertAppInState(database.db, o.vendorId, { status: 'DRAFT' })),
    );
    const [v1, v2, v3] = owners.map((o, i) => ({
      who: o,
      iconUrl: `/api/apps/${targets[i]?.id ?? 0}/icon`,
      shotsUrl: `/api/apps/${targets[i]?.id ?? 0}/screenshots`,
    })) as [Owner, Owner, Owner];
    const fresh = await vendorAccount(database.db, { status: 'DRAFT', icon: false });
    const tall = await files.blackPng(1, 40_000_000);
    const wide = await files.blackPng(40_000_000, 1);
    const [screenshot, icon] = await Promise.all([largestScreenshot(), largeIcon()]);
    const uploads = [
      upload(app, `/api/vendors/${fresh.vendorId}/icon`, fresh, [part('file', tall)]),
      upload(app, `/api/vendors/${fresh.vendorId}/icon`, fresh, [part('file', wide)]),
      upload(app, v1.iconUrl, v1.who, [part('file', tall)]),
      upload(app, v1.shotsUrl, v1.who, [part('files', wide)]),
      upload(app, v2.shotsUrl, v2.who, [part('files', screenshot)]),
      upload(app, v2.shotsUrl, v2.who, [part('files', screenshot)]),
      upload(app, v3.iconUrl, v3.who, [part('file', icon)]),
      upload(app, v3.iconUrl, v3.who, [part('file', icon)]),
    ];
    const cpu = process.cpuUsage();
    const loaded = await login();
    const answers = await Promise.all(uploads);
    const { user, system } = process.cpuUsage(cpu);
    console.info(
      `login: ${baseline.toFixed(0)} ms alone, ${loaded.toFixed(0)} ms under 4 hostile + 4 large legal uploads (their CPU ${((user + system) / 1000).toFixed(0)} ms)`,
    );
    expect(answers.map((r) => r.statusCode)).toEqual([400, 400, 400, 400, 200, 200, 200, 200]);
    // Under one second, as the issue asks, on a machine that logs in in 0.3-0.7 s. On a machine other
    // work already slows (the login alone over 0.5 s), at most twice the login alone: before the
    // pool, four 1 x 40,000,000 PNGs made it 41 s against 0.3 s.
    expect(loaded).toBeLessThan(Math.max(1000, 2 * baseline));
  }, 120_000);
});

/**
 * Issue 6.5 and 6.6 over real processes: kill -9 under write load loses no acknowledged write (PGlite
 * and a PostgreSQL server), a PostgreSQL restart makes readiness fail with 503 and recover without
 * restarting the API, two API processes on one server never lose an update and share catalogue
 * invalidation, and SIGTERM lets an in-flight request finish before exiting 0.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  appBody,
  createCluster,
  CSRF,
  removeDir,
  sleep,
  startServer,
  stopServer,
  tempDir,
  tokenFor,
  waitReady,
  type Cluster,
} from './support.ts';

const VENDOR = { email: 'vendor@showroom.test', password: 'vendor' };
const ADMIN = { email: 'admin@showroom.test', password: 'admin' };
const PG_PORT = Number(process.env.RELIABILITY_PG_PORT ?? 5440);

let cluster: Cluster | undefined;
beforeAll(() => {
  cluster = createCluster(PG_PORT);
});
afterAll(() => cluster?.destroy());

async function vendorSession(base: string) {
  const token = await tokenFor(base, VENDOR.email, VENDOR.password);
  const call = api(base, token);
  const me = (await (await call('GET', '/api/vendors/my-vendor')).json()) as { id: number };
  return { token, call, vendorId: me.id };
}

/** Writes apps from 4 concurrent loops until told to stop (bounded in count and time); returns acknowledged ids. */
function writeLoad(base: string, token: string, vendorId: number, maxPerLoop = 300, maxMs = 20_000) {
  const acked: number[] = [];
  let stop = false;
  const started = Date.now();
  const call = api(base, token);
  const loops = Array.from({ length: 4 }, async (_, loop) => {
    for (let i = 0; i < maxPerLoop && !stop && Date.now() - started < maxMs; i++) {
      try {
        const res = await call('POST', '/api/apps', appBody(vendorId, `Load ${loop}-${i}-${started}`));
        if (res.status === 201) acked.push(((await res.json()) as { id: number }).id);
      } catch {
        return; // the server is gone
      }
    }
  });
  return { acked, stop: () => (stop = true), done: Promise.all(loops) };
}

async function killUnderLoad(env: Record<string, string>, port: number) {
  let server = startServer(port, env);
  await waitReady(server);
  const { token, vendorId } = await vendorSession(server.base);
  const load = writeLoad(server.base, token, vendorId);
  const until = Date.now() + 15_000;
  while (load.acked.length < 40 && Date.now() < until) await sleep(20);
  server.child.kill('SIGKILL');
  expect(await server.exited).toBe('SIGKILL');
  load.stop();
  await load.done;
  const acked = [...load.acked];

  server = startServer(port, env);
  await waitReady(server);
  const again = await vendorSession(server.base);
  let lost = 0;
  for (const id of acked) {
    const res = await again.call('GET', `/api/apps/${id}/preview`);
    if (res.status !== 200) lost++;
  }
  await stopServer(server);
  return { acked: acked.length, lost };
}

describe('kill -9 under write load', () => {
  it('loses no acknowledged write on PGlite', async () => {
    const dir = tempDir('showroom-rel-');
    try {
      const { acked, lost } = await killUnderLoad({ DATA_DIR: dir }, 8191);
      console.info(`kill -9 on PGlite: ${acked} acknowledged writes, ${lost} lost after restart`);
      expect(acked).toBeGreaterThanOrEqual(40);
      expect(lost).toBe(0);
    } finally {
      removeDir(dir);
    }
  });

  it('loses no acknowledged write on a PostgreSQL server', async (ctx) => {
    if (!cluster) return ctx.skip('PostgreSQL 15 is not installed');
    const { acked, lost } = await killUnderLoad({ DATABASE_URL: cluster.url('showroom') }, 8192);
    console.info(`kill -9 on PostgreSQL: ${acked} acknowledged writes, ${lost} lost after restart`);
    expect(acked).toBeGreaterThanOrEqual(40);
    expect(lost).toBe(0);
  });
});

describe('PostgreSQL server faults', () => {
  it('answers 503 on readiness while the database restarts, then recovers without an API restart', async (ctx) => {
    const pg = cluster;
    if (!pg) return ctx.skip('PostgreSQL 15 is not installed');
    const server = startServer(8193, { DATABASE_URL: pg.url('showroom') });
    try {
      await waitReady(server);
      const { token, vendorId } = await vendorSession(server.base);
      const load = writeLoad(server.base, token, vendorId, 2000, 60_000);
      const ready: { at: number; status: number }[] = [];
      let polling = true;
      const poller = (async () => {
        while (polling) {
          const res = await fetch(`${server.base}/api/health/ready`).catch(() => undefined);
          ready.push({ at: Date.now(), status: res?.status ?? 0 });
          await sleep(100);
        }
      })();
      await sleep(500);
      const stoppedAt = Date.now();
      pg.pgCtl('-m', 'fast', 'stop');
      await sleep(2000);
      pg.pgCtl('start');
      const startedAt = Date.now();
      const until = Date.now() + 30_000;
      while (Date.now() < until && !ready.some((r) => r.at > startedAt && r.status === 200)) await sleep(100);
      polling = false;
      await poller;
      load.stop();
      await load.done;

      const during = ready.filter((r) => r.at > stoppedAt && r.at < startedAt);
      const recovered = ready.find((r) => r.at > startedAt && r.status === 200);
      expect(server.child.exitCode).toBeNull();
      expect(during.some((r) => r.status === 503)).toBe(true);
      expect(during.every((r) => r.status === 503)).toBe(true);
      expect(recovered).toBeDefined();
      const recoveryMs = (recovered?.at ?? 0) - startedAt;
      console.info(
        `PostgreSQL restart: readiness 503 for ${during.length} probes while down, ready again ${recoveryMs} ms after the database was back; ${load.acked.length} writes acknowledged meanwhile`,
      );
      // Writes work again on the same process.
      const after = await api(server.base, token)(
        'POST',
        '/api/apps',
        appBody(vendorId, `After restart ${Date.now()}`),
      );
      expect(after.status).toBe(201);
    } finally {
      const code = await stopServer(server);
      expect(code, server.output()).toBe(0);
    }
  });

  it('two API processes: concurrent updates give one success and one 409, and a write through one refreshes the other’s catalogue', async (ctx) => {
    const pg = cluster;
    if (!pg) return ctx.skip('PostgreSQL 15 is not installed');
    const env = { DATABASE_URL: pg.url('showroom'), PUBLIC_URL: 'http://localhost:8193' };
    const a = startServer(8193, env);
    await waitReady(a);
    const b = startServer(8194, env);
    try {
      await waitReady(b);
      const token = await tokenFor(a.base, VENDOR.email, VENDOR.password);
      const adminToken = await tokenFor(a.base, ADMIN.email, ADMIN.password);
      const onA = api(a.base, token);
      const onB = api(b.base, token);
      const me = (await (await onA('GET', '/api/vendors/my-vendor')).json()) as { id: number };

      for (let round = 0; round < 5; round++) {
        const created = (await (
          await onA('POST', '/api/apps', appBody(me.id, `Race ${round} ${Date.now()}`))
        ).json()) as {
          id: number;
          rowVersion: number;
        };
        const body = (who: string) => ({
          ...appBody(me.id, `Race ${round} by ${who}`),
          rowVersion: created.rowVersion,
        });
        const [ra, rb] = await Promise.all([
          onA('PUT', `/api/apps/${created.id}`, body('A')),
          onB('PUT', `/api/apps/${created.id}`, body('B')),
        ]);
        expect([ra.status, rb.status].sort()).toEqual([200, 409]);
        const winner = ra.status === 200 ? 'A' : 'B';
        const stored = (await (await onB('GET', `/api/apps/${created.id}/preview`)).json()) as {
          name: string;
        };
        expect(stored.name).toBe(`Race ${round} by ${winner}`);
      }

      // The catalogue cache of B is invalidated by a publication through A.
      const name = `Published through A ${Date.now()}`;
      const before = await (await fetch(`${b.base}/api/apps?limit=100&q=${encodeURIComponent(name)}`)).text();
      expect(before).not.toContain(name);
      const app = (await (await onA('POST', '/api/apps', appBody(me.id, name))).json()) as { id: number };
      const icon = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#123456' } })
        .png()
        .toBuffer();
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(icon)], { type: 'image/png' }), 'icon.png');
      const iconRes = await fetch(`${a.base}/api/apps/${app.id}/icon`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, cookie: `XSRF-TOKEN=${CSRF}`, 'x-xsrf-token': CSRF },
        body: form,
      });
      expect(iconRes.status).toBe(200);
      expect((await onA('PATCH', `/api/apps/${app.id}/status?newStatus=WAITING_FOR_APPROVAL`)).status).toBe(
        200,
      );
      expect(
        (await api(a.base, adminToken)('PATCH', `/api/apps/${app.id}/status?newStatus=ACTIVE`)).status,
      ).toBe(200);
      const until = Date.now() + 10_000;
      let seenAt = 0;
      const publishedAt = Date.now();
      while (Date.now() < until) {
        const list = await (await fetch(`${b.base}/api/apps`)).text();
        if (list.includes(name)) {
          seenAt = Date.now();
          break;
        }
        await sleep(50);
      }
      expect(seenAt, 'process B never showed the app published through A').toBeGreaterThan(0);
      console.info(
        `Two processes: 5 races, 5 x (200, 409); B's catalogue showed A's publication after ${seenAt - publishedAt} ms`,
      );
    } finally {
      await stopServer(b);
      await stopServer(a);
    }
  });
});

describe('graceful shutdown', () => {
  it('finishes an in-flight upload on SIGTERM and exits 0', async () => {
    const dir = tempDir('showroom-rel-');
    const server = startServer(8195, { DATA_DIR: dir });
    try {
      await waitReady(server);
      const { token, call, vendorId } = await vendorSession(server.base);
      const app = (await (
        await call('POST', '/api/apps', appBody(vendorId, `Shutdown ${Date.now()}`))
      ).json()) as { id: number };
      // A large noisy screenshot: decoding and two WebP encodes take a noticeable while.
      const big = await sharp({
        create: {
          width: 1400,
          height: 1000,
          channels: 3,
          background: '#808080',
          noise: { type: 'gaussian', mean: 128, sigma: 40 },
        },
      })
        .jpeg({ quality: 95 })
        .toBuffer();
      const form = new FormData();
      for (let i = 0; i < 3; i++)
        form.append('files', new Blob([new Uint8Array(big)], { type: 'image/jpeg' }), `s${i}.jpg`);
      const inFlight = fetch(`${server.base}/api/apps/${app.id}/screenshots`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, cookie: `XSRF-TOKEN=${CSRF}`, 'x-xsrf-token': CSRF },
        body: form,
      });
      await sleep(150);
      const signalledAt = Date.now();
      server.child.kill('SIGTERM');
      const res = await inFlight;
      expect(res.status).toBe(200);
      const body = (await res.json()) as { screenshots: unknown[] };
      expect(body.screenshots.length).toBe(3);
      expect(await server.exited).toBe(0);
      console.info(
        `SIGTERM: the in-flight upload finished (200, 3 screenshots); exit 0 after ${Date.now() - signalledAt} ms`,
      );
    } finally {
      await stopServer(server, 'SIGKILL');
      removeDir(dir);
    }
  });
});

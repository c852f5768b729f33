import { Writable } from 'node:stream';
import { interopProfileSchema } from '@showroom/contract';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/lib/fastify.ts';
import { buildTestApp } from './helpers/app.ts';
import { insertApprovedVendor, insertPublishedApp, type InsertedApp } from './helpers/catalogue-data.ts';
import { createTestDatabase, type TestDatabase } from './helpers/db.ts';
import { get } from './helpers/http.ts';
import { exchange, RawClient, rawGet, type RawAnswer } from './helpers/raw-http.ts';

// The front door answers in node:http's request listener, so everything about the connection is
// node:http's own: keep-alive, pipelining, half-close, hop-by-hop headers, timeouts, closing. These tests
// speak raw HTTP/1.1 on one connection to an app with the door and to one without it (Fastify alone),
// for each behaviour the retired fast lane got wrong (issue 31: D1-D6), and check the bytes.

/** Log lines as objects, from a pino logger at `level`. */
function capturingLogger(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) {
        if (line) lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  return { logger: pino({ level }, stream), lines };
}

/** The head without the values that differ between any two answers. */
const stable = (answer: RawAnswer | undefined): string =>
  (answer?.head ?? '')
    .split('\r\n')
    .map((line) => line.replace(/^(date|x-request-id): .*$/i, '$1: *'))
    .join('\r\n');

const PRODUCTION = { NODE_ENV: 'production', LOG_LEVEL: 'warn' };

describe('the front door on node:http (raw HTTP/1.1)', () => {
  const t: { database?: TestDatabase; door?: App; fastify?: App; app?: InsertedApp } = {};
  const door = (): App => t.door as App;
  const fastify = (): App => t.fastify as App;
  const doorLog = capturingLogger('warn');
  let details = '';
  let icon = '';
  const list = '/api/apps?sort=name&limit=24';
  const whole = '/api/apps';

  beforeAll(async () => {
    t.database = await createTestDatabase();
    t.door = await buildTestApp(t.database, { env: PRODUCTION, logger: doorLog.logger });
    t.fastify = await buildTestApp(t.database, { env: PRODUCTION, frontDoor: false });
    await t.door.listen({ host: '127.0.0.1', port: 0 });
    await t.fastify.listen({ host: '127.0.0.1', port: 0 });
    const vendor = await insertApprovedVendor(t.database.db);
    t.app = await insertPublishedApp(t.database.db, vendor.id, {
      name: 'Node Door App',
      screenshots: 1,
      profile: interopProfileSchema.parse({
        standards: ['fhir'],
        fhir: { versions: ['R4'], resources: ['Patient'], implementationGuides: [] },
      }),
    });
    // The whole list of 1,700 answers (D1) more than the connection's buffers hold: ~40 MB.
    for (let i = 0; i < 40; i++) {
      await insertPublishedApp(t.database.db, vendor.id, { name: `Node Door Other ${i}`, screenshots: 1 });
    }
    t.door.catalogue.cache.invalidate();
    t.fastify.catalogue.cache.invalidate();
    details = `/api/apps/${t.app.id}`;
    icon = (t.app.published?.iconUrl ?? '').split('?')[0] ?? '';
    await keep();
  });
  afterAll(async () => {
    await t.door?.close();
    await t.fastify?.close();
    await t.database?.dispose();
  });

  /** Fastify answers each once; the door keeps the answers. */
  async function keep(): Promise<void> {
    for (const url of [list, details, icon, whole]) {
      expect((await get(door(), url, { accept: 'application/json' })).status).toBe(200);
    }
  }

  it('writes the bytes and headers Fastify writes, in the same order, with node:http’s own connection headers', async () => {
    for (const url of [list, details, icon, whole]) {
      const before = door().frontDoor.served;
      const [fromDoor] = await exchange(door(), rawGet(url), 1);
      expect(door().frontDoor.served, url).toBe(before + 1);
      const [alone] = await exchange(fastify(), rawGet(url), 1);
      expect(stable(fromDoor), url).toBe(stable(alone));
      expect(fromDoor?.body.equals(alone?.body ?? Buffer.alloc(0)), url).toBe(true);
      expect(fromDoor?.headers.get('connection'), url).toBe('keep-alive');
    }
  });

  it('answers pipelined requests in order, the door’s and Fastify’s on one connection', async () => {
    const before = door().frontDoor.served;
    const answers = await exchange(
      door(),
      rawGet(list) + rawGet(details) + rawGet('/api/health/live') + rawGet(icon) + rawGet(list),
      5,
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(JSON.parse(answers[1]?.body.toString() ?? '{}')).toMatchObject({ name: 'Node Door App' });
    expect(JSON.parse(answers[2]?.body.toString() ?? '{}')).toMatchObject({ status: 'ok' });
    expect(answers[3]?.headers.get('content-type')).toMatch(/^image\//);
    expect(answers[4]?.body.equals(answers[0]?.body ?? Buffer.alloc(0))).toBe(true);
    expect(door().frontDoor.served).toBe(before + 4);
  });

  it('gives every answer to a client that pipelines 1,700 requests and half-closes (D1)', async () => {
    const expected = (await get(fastify(), whole)).body;
    const n = 1700;
    const client = new RawClient(door());
    try {
      // The client reads nothing until the server can write no more, then reads everything.
      client.socket.pause();
      client.send(rawGet(whole).repeat(n));
      client.socket.end();
      let served = -1;
      while (served !== door().frontDoor.served) {
        served = door().frontDoor.served;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(served).toBeLessThan(n);
      client.socket.resume();
      const answers = await client.until(n);
      expect(answers).toHaveLength(n);
      expect(answers.every((a) => a.status === 200 && a.body.equals(expected))).toBe(true);
      await client.closedByServer();
    } finally {
      client.end();
    }
  });

  it('answers `Proxy-Connection: close` as node:http does: that answer closes the connection (D2)', async () => {
    const before = door().frontDoor.served;
    const client = new RawClient(door());
    try {
      client.send(rawGet(list, 'Proxy-Connection: close\r\n'));
      const [fromDoor] = await client.until(1);
      await client.closedByServer();
      expect(door().frontDoor.served).toBe(before + 1);
      const [alone] = await exchange(fastify(), rawGet(list, 'Proxy-Connection: close\r\n'), 1);
      expect([fromDoor?.status, fromDoor?.headers.get('connection')]).toEqual([200, 'close']);
      expect(stable(fromDoor)).toBe(stable(alone));
    } finally {
      client.end();
    }
  });

  it('keeps an idle connection open past the advertised keep-alive timeout, by node:http’s buffer (D4)', async () => {
    const { server } = door();
    const advertised = server.keepAliveTimeout;
    server.keepAliveTimeout = 1000;
    const client = new RawClient(door());
    try {
      client.send(rawGet(details));
      const [answer] = await client.until(1);
      const answeredAt = performance.now();
      // A client may send its next request until the advertised time; the server waits a while longer.
      expect(answer?.headers.get('keep-alive')).toBe('timeout=1');
      await client.closedByServer();
      expect(client.closedAt - answeredAt).toBeGreaterThanOrEqual(1000 + server.keepAliveTimeoutBuffer / 2);
    } finally {
      server.keepAliveTimeout = advertised;
      client.end();
    }
  });

  it('fails one request, not the process, when answering throws (D6)', async () => {
    const { metrics } = door();
    const observe = metrics.observe.bind(metrics);
    let planted = 0;
    metrics.observe = (method, route, status, seconds) => {
      if (route === '/api/apps/:id' && planted++ === 0) throw new Error('planted failure');
      observe(method, route, status, seconds);
    };
    try {
      const client = new RawClient(door());
      try {
        for (let i = 1; i <= 3; i++) {
          client.send(rawGet(details));
          await client.until(i);
        }
        expect(client.answers.map((a) => a.status)).toEqual([200, 200, 200]);
        expect(client.closed).toBe(false);
      } finally {
        client.end();
      }
      expect(planted).toBeGreaterThan(1);
      const logged = doorLog.lines.find((l) => l.msg === 'The front door could not answer');
      expect(logged).toMatchObject({ level: 50, url: details, err: { message: 'planted failure' } });
      // The answer that failed is no longer kept: Fastify answers the next, and the door the one after.
      const served = door().frontDoor.served;
      await get(door(), details);
      expect(door().frontDoor.served).toBe(served + 1);
    } finally {
      metrics.observe = observe;
    }
  });
});

describe('a close of the server with the front door', () => {
  it('answers every request it had read, pipelined ones behind a slow answer included, then closes (D5)', async () => {
    const database = await createTestDatabase();
    let release = (): void => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let entered = false;
    const app = await buildTestApp(database, {
      env: PRODUCTION,
      extend: (a) =>
        a.get('/test/held', async () => {
          entered = true;
          await held;
          return { held: true };
        }),
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const client = new RawClient(app);
    try {
      const whole = (await get(app, '/api/apps')).body;
      client.send(rawGet('/test/held') + rawGet('/api/apps').repeat(3));
      await expect.poll(() => entered).toBe(true);
      const closing = app.close();
      // Shutdown has begun (the door shuts in its preClose hook); then the slow answer comes.
      await expect.poll(() => app.frontDoor.enabled).toBe(false);
      release();
      const answers = await client.until(4);
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
      expect(JSON.parse(answers[0]?.body.toString() ?? '{}')).toEqual({ held: true });
      expect(answers.slice(1).every((a) => a.body.equals(whole))).toBe(true);
      await client.closedByServer();
      await closing;
    } finally {
      client.end();
      await database.dispose();
    }
  });
});

describe('the front door’s log line behind a trusted proxy (D3)', () => {
  it('names the client’s address, host and port as Fastify’s request line does', async () => {
    const database = await createTestDatabase();
    const env = { NODE_ENV: 'production', LOG_LEVEL: 'info', TRUST_PROXY: 'loopback' };
    const doorLog = capturingLogger('info');
    const aloneLog = capturingLogger('info');
    const withDoor = await buildTestApp(database, { env, logger: doorLog.logger });
    const alone = await buildTestApp(database, { env, logger: aloneLog.logger, frontDoor: false });
    try {
      await withDoor.listen({ host: '127.0.0.1', port: 0 });
      await alone.listen({ host: '127.0.0.1', port: 0 });
      const proxied = (id: string) => ({
        'x-forwarded-for': '198.51.100.7, 203.0.113.9',
        'x-forwarded-host': 'showroom.example:8443',
        'x-forwarded-proto': 'http',
        'x-request-id': id,
      });
      await get(withDoor, '/api/apps', proxied('door-0'));
      const served = withDoor.frontDoor.served;
      expect((await get(withDoor, '/api/apps', proxied('door-1'))).status).toBe(200);
      expect(withDoor.frontDoor.served).toBe(served + 1);
      await get(alone, '/api/apps', proxied('alone-1'));
      const line = (lines: Record<string, unknown>[], reqId: string, msg: string) =>
        lines.find((l) => l.reqId === reqId && l.msg === msg);
      await expect.poll(() => line(doorLog.lines, 'door-1', 'request completed')).toBeDefined();
      await expect.poll(() => line(aloneLog.lines, 'alone-1', 'incoming request')).toBeDefined();
      const fromDoor = line(doorLog.lines, 'door-1', 'request completed') as { req: { remotePort: number } };
      const fromFastify = line(aloneLog.lines, 'alone-1', 'incoming request') as { req: object };
      expect(fromDoor.req).toEqual({ ...fromFastify.req, remotePort: fromDoor.req.remotePort });
      expect(fromDoor.req).toMatchObject({
        method: 'GET',
        url: '/api/apps',
        host: 'showroom.example:8443',
        remoteAddress: '203.0.113.9',
      });
      expect(typeof fromDoor.req.remotePort).toBe('number');
      // A proxy's kept-alive connection carries many clients: each line names its own.
      const proxy = new RawClient(withDoor);
      try {
        for (const [i, client] of ['198.51.100.20', '198.51.100.21'].entries()) {
          proxy.send(rawGet('/api/apps', `X-Forwarded-For: ${client}\r\nX-Request-Id: door-proxy-${i}\r\n`));
          await proxy.until(i + 1);
          await expect
            .poll(() => line(doorLog.lines, `door-proxy-${i}`, 'request completed'))
            .toMatchObject({ req: { remoteAddress: client, host: 'localhost' } });
        }
      } finally {
        proxy.end();
      }
    } finally {
      await withDoor.close();
      await alone.close();
      await database.dispose();
    }
  });
});

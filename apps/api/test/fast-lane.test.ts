import type { IncomingMessage } from 'node:http';
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { interopProfileSchema } from '@showroom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRequest } from '../src/lib/fast-lane.ts';
import type { App } from '../src/lib/fastify.ts';
import { buildTestApp } from './helpers/app.ts';
import { insertApprovedVendor, insertPublishedApp, type InsertedApp } from './helpers/catalogue-data.ts';
import { createTestDatabase, type TestDatabase } from './helpers/db.ts';
import { get } from './helpers/http.ts';
import { sampleValue } from './helpers/metrics.ts';
import { renderScaleMedia, seedScale } from '../src/seed-scale/seed-scale.ts';

// The fast lane reads connections before node:http and writes the front door's answers itself; anything
// it does not answer goes to node:http from that request on. These tests speak raw HTTP/1.1 on one
// connection, as wrk and browsers do (keep-alive, pipelining), to an app with the door and the lane and
// to one without (Fastify alone), and compare the bytes.

interface RawAnswer {
  head: string;
  status: number;
  headers: Map<string, string>;
  /** Header names in the order they were sent. */
  names: string[];
  body: Buffer;
}

/** Reads HTTP/1.1 answers (with Content-Length, or none for 304) from a connection as they arrive. */
class Client {
  readonly socket: Socket;
  #buf = Buffer.alloc(0);
  readonly answers: RawAnswer[] = [];
  closed = false;
  #waiters: (() => void)[] = [];

  constructor(app: App) {
    const { port } = app.server.address() as AddressInfo;
    this.socket = connect({ host: '127.0.0.1', port });
    this.socket.on('data', (chunk: Buffer) => {
      this.#buf = Buffer.concat([this.#buf, chunk]);
      this.#parse();
      this.#wake();
    });
    this.socket.on('close', () => {
      this.closed = true;
      this.#wake();
    });
    this.socket.on('error', () => {});
  }

  #wake(): void {
    for (const w of this.#waiters.splice(0)) w();
  }

  #parse(): void {
    for (;;) {
      const end = this.#buf.indexOf('\r\n\r\n');
      if (end < 0) return;
      const head = this.#buf.toString('latin1', 0, end);
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = new Map<string, string>();
      const names: string[] = [];
      for (const line of lines) {
        const colon = line.indexOf(':');
        const name = line.slice(0, colon).toLowerCase();
        names.push(name);
        headers.set(name, line.slice(colon + 1).trim());
      }
      const length = Number(headers.get('content-length') ?? 0);
      if (this.#buf.length < end + 4 + length) return;
      const body = this.#buf.subarray(end + 4, end + 4 + length);
      this.answers.push({ head, status: Number(statusLine.split(' ')[1]), headers, names, body });
      this.#buf = this.#buf.subarray(end + 4 + length);
    }
  }

  send(bytes: string | Buffer): void {
    this.socket.write(bytes);
  }

  /** Waits until `n` answers arrived in all, or the connection closed. */
  async until(n: number): Promise<RawAnswer[]> {
    while (this.answers.length < n && !this.closed) {
      await new Promise<void>((resolve) => this.#waiters.push(resolve));
    }
    return this.answers;
  }

  async closedByServer(): Promise<void> {
    while (!this.closed) await new Promise<void>((resolve) => this.#waiters.push(resolve));
  }

  end(): void {
    this.socket.destroy();
  }
}

const request = (url: string, extra = ''): string =>
  `GET ${url} HTTP/1.1\r\nHost: localhost\r\nAccept: application/json\r\nUser-Agent: lane-test\r\n${extra}\r\n`;

/** Answers of one exchange on a fresh connection: send the bytes, read `n` answers or until closed. */
async function exchange(app: App, bytes: string | Buffer, n: number): Promise<RawAnswer[]> {
  const client = new Client(app);
  client.send(bytes);
  try {
    return [...(await client.until(n))];
  } finally {
    client.end();
  }
}

/** The head without the values that differ between any two answers. */
const stable = (answer: RawAnswer): string =>
  answer.head
    .split('\r\n')
    .map((line) => line.replace(/^(date|x-request-id): .*$/i, '$1: *'))
    .join('\r\n');

describe('the fast lane (raw HTTP/1.1 before node:http)', () => {
  const t: { database?: TestDatabase; door?: App; fastify?: App; app?: InsertedApp } = {};
  const door = (): App => t.door as App;
  const fastify = (): App => t.fastify as App;
  const lane = (): { served: number } => door().frontDoor;
  let list = '';
  let details = '';
  let icon = '';
  const whole = '/api/apps';

  beforeAll(async () => {
    t.database = await createTestDatabase();
    const env = { NODE_ENV: 'production', LOG_LEVEL: 'warn' };
    t.door = await buildTestApp(t.database, { env });
    t.fastify = await buildTestApp(t.database, { env, frontDoor: false });
    await t.door.listen({ host: '127.0.0.1', port: 0 });
    await t.fastify.listen({ host: '127.0.0.1', port: 0 });
    const vendor = await insertApprovedVendor(t.database.db);
    t.app = await insertPublishedApp(t.database.db, vendor.id, {
      name: 'Fast Lane App',
      screenshots: 1,
      profile: interopProfileSchema.parse({
        standards: ['fhir'],
        fhir: { versions: ['R4'], resources: ['Patient'], implementationGuides: [] },
      }),
    });
    // More apps, so the whole list is larger than what the lane copies into one buffer.
    for (let i = 0; i < 16; i++) {
      await insertPublishedApp(t.database.db, vendor.id, { name: `Fast Lane Other ${i}`, screenshots: 1 });
    }
    t.door.catalogue.cache.invalidate();
    t.fastify.catalogue.cache.invalidate();
    list = '/api/apps?sort=name&limit=24';
    details = `/api/apps/${t.app.id}`;
    icon = (t.app.published?.iconUrl ?? '').split('?')[0] ?? '';
    await keep();
  });
  /** Fastify answers each once; the door keeps the answers. */
  async function keep(): Promise<void> {
    for (const url of [list, details, icon, whole]) {
      expect((await get(door(), url, { accept: 'application/json' })).status).toBe(200);
    }
  }
  afterAll(async () => {
    await t.door?.close();
    await t.fastify?.close();
    await t.database?.dispose();
  });

  /** A head over the 8 KB the lane reads: node:http reads the connection from there, and the door answers. */
  const padded = (url: string): string => request(url, `X-Padding: ${'a'.repeat(9000)}\r\n`);

  it("writes the same bytes node:http writes for the door's answer, headers in the same order", async () => {
    // On one connection: the lane answers the first request; the second, too long for the lane, hands the
    // connection to node:http, and the door answers it there.
    const before = lane().served;
    const answeredBefore = door().fastLane.answered;
    const [fromLane, fromNode] = await exchange(door(), request(list) + padded(list), 2);
    expect(lane().served).toBe(before + 2);
    expect(door().fastLane.answered).toBe(answeredBefore + 1);
    expect(fromLane?.status).toBe(200);
    expect(stable(fromLane as RawAnswer)).toBe(stable(fromNode as RawAnswer));
    expect(fromLane?.body.equals(fromNode?.body ?? Buffer.alloc(0))).toBe(true);
    // And what Fastify alone sends: the same headers and bytes (its own keep-alive and date aside).
    const [alone] = await exchange(fastify(), request(list), 1);
    expect(new Set(fromLane?.names)).toEqual(new Set(alone?.names));
    expect(fromLane?.body.equals(alone?.body ?? Buffer.alloc(0))).toBe(true);
    expect(fromLane?.headers.get('connection')).toBe('keep-alive');
    expect(fromLane?.headers.get('keep-alive')).toBe(alone?.headers.get('keep-alive'));
  });

  it('gives node:http a request the door has no answer for, and answers the next ones itself', async () => {
    const { answered, forwarded } = door().fastLane;
    const client = new Client(door());
    try {
      // One at a time, as a browser on a kept-alive connection asks.
      const urls = [list, '/api/health/live', details, '/api/health/live', icon];
      for (const [i, url] of urls.entries()) {
        client.send(request(url));
        await client.until(i + 1);
      }
      const answers = client.answers;
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
      expect(JSON.parse(answers[1]?.body.toString() ?? '{}')).toMatchObject({ status: 'ok' });
      expect(JSON.parse(answers[2]?.body.toString() ?? '{}')).toMatchObject({ name: 'Fast Lane App' });
      expect(answers[4]?.headers.get('content-type')).toMatch(/^image\//);
      expect(answers.every((a) => a.headers.get('connection') === 'keep-alive')).toBe(true);
      expect(door().fastLane.answered).toBe(answered + 3);
      expect(door().fastLane.forwarded).toBe(forwarded + 2);
      expect(client.closed).toBe(false);
      // And the metrics say so (read in process: inject goes through no connection).
      const metrics = await door().inject({
        url: '/api/metrics',
        headers: { authorization: 'Bearer test-metrics-token-0123456789' },
      });
      expect(sampleValue(metrics.body, 'showroom_fast_lane_requests', { by: 'lane' })).toBe(answered + 3);
      expect(sampleValue(metrics.body, 'showroom_fast_lane_requests', { by: 'node' })).toBe(forwarded + 2);
    } finally {
      client.end();
    }
  });

  it("shows node:http the client's own address on a request it answers for the lane", async () => {
    const client = new Client(door());
    const seen: { address?: string; port?: number }[] = [];
    const listener = (req: IncomingMessage): void => {
      seen.push({ address: req.socket.remoteAddress, port: req.socket.remotePort });
    };
    door().server.on('request', listener);
    try {
      client.send(request('/api/health/live'));
      await client.until(1);
      expect(seen).toEqual([{ address: '127.0.0.1', port: client.socket.localPort }]);
    } finally {
      door().server.off('request', listener);
      client.end();
    }
  });

  it('after the catalogue changes, has node:http answer once, then answers again itself', async () => {
    // What a change does to each answer is front-door-freshness.test.ts's; here, that the connection stays.
    const client = new Client(door());
    try {
      client.send(request(details));
      const [first] = await client.until(1);
      const { answered, forwarded } = door().fastLane;
      door().catalogue.cache.invalidate();
      client.send(request(details));
      await client.until(2);
      client.send(request(details));
      const [, second, third] = await client.until(3);
      expect(door().fastLane.forwarded).toBe(forwarded + 1);
      expect(door().fastLane.answered).toBe(answered + 1);
      expect(second?.status).toBe(200);
      expect(second?.headers.get('etag')).toBe(third?.headers.get('etag'));
      expect(third?.body.equals(second?.body ?? Buffer.alloc(0))).toBe(true);
      expect(third?.body.equals(first?.body ?? Buffer.alloc(0))).toBe(true);
    } finally {
      client.end();
      await keep();
    }
  });

  it('answers a request node:http is given before closing a connection the client half-closed', async () => {
    const client = new Client(door());
    try {
      client.send(request('/api/health/live'));
      client.socket.end();
      const [answer] = await client.until(1);
      expect(answer?.status).toBe(200);
      expect(JSON.parse(answer?.body.toString() ?? '{}')).toMatchObject({ status: 'ok' });
      await client.closedByServer();
    } finally {
      client.end();
    }
  });

  it('writes an answer of several KB (the whole list), the same bytes', async () => {
    const [fromLane, fromNode] = await exchange(door(), request(whole) + padded(whole), 2);
    expect(fromLane?.body.length).toBeGreaterThan(4096);
    expect(stable(fromLane as RawAnswer)).toBe(stable(fromNode as RawAnswer));
    expect(fromLane?.body.equals(fromNode?.body ?? Buffer.alloc(0))).toBe(true);
  });

  it('answers pipelined requests in order, node:http answering the one the door has no answer for', async () => {
    const before = lane().served;
    const { answered, forwarded } = door().fastLane;
    const answers = await exchange(
      door(),
      request(list) + request(details) + request('/api/health/live') + request(icon) + request(list),
      5,
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers[0]?.headers.get('content-type')).toMatch(/json/);
    expect(JSON.parse(answers[1]?.body.toString() ?? '{}')).toMatchObject({ name: 'Fast Lane App' });
    expect(JSON.parse(answers[2]?.body.toString() ?? '{}')).toMatchObject({ status: 'ok' });
    expect(answers[3]?.headers.get('content-type')).toMatch(/^image\//);
    // Four by the lane; the health check by node:http, on the same connection.
    expect(lane().served).toBe(before + 4);
    expect(door().fastLane.answered).toBe(answered + 4);
    expect(door().fastLane.forwarded).toBe(forwarded + 1);
  });

  it('answers 304 to a client that has the bytes, and in full to a forced reload', async () => {
    const [first] = await exchange(door(), request(details), 1);
    const etag = first?.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const [notModified, reload] = await exchange(
      door(),
      request(details, `If-None-Match: ${etag}\r\n`) +
        request(details, `If-None-Match: ${etag}\r\nCache-Control: no-cache\r\n`),
      2,
    );
    expect(notModified?.status).toBe(304);
    expect(notModified?.body.length).toBe(0);
    expect(notModified?.headers.has('content-type')).toBe(false);
    expect(reload?.status).toBe(200);
    expect(reload?.body.equals(first?.body ?? Buffer.alloc(0))).toBe(true);
  });

  it('hands a head that arrives in parts to node:http, which answers it', async () => {
    const client = new Client(door());
    try {
      const bytes = request(details);
      client.send(bytes.slice(0, 20));
      // The lane has seen an incomplete head: from here node:http reads, with its own timeouts.
      await new Promise<void>((resolve) => client.socket.write('', () => resolve()));
      client.send(bytes.slice(20));
      const [answer] = await client.until(1);
      expect(answer?.status).toBe(200);
      expect(JSON.parse(answer?.body.toString() ?? '{}')).toMatchObject({ name: 'Fast Lane App' });
    } finally {
      client.end();
    }
  });

  /** After a case, a request that makes node:http close the connection once it has answered it. */
  const closer = `GET /api/health/live HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`;
  const H = 'GET /api/apps HTTP/1.1\r\nHost: localhost\r\n';
  /**
   * Requests outside the lane's strict shape, each followed by the closer (node:http answers both) or
   * alone where node:http closes the connection itself (an error, HTTP/1.0, Connection: close).
   */
  const unusual: [string, string, 'closer' | 'closes'][] = [
    ['no Host', `GET /api/apps HTTP/1.1\r\nAccept: */*\r\n\r\n`, 'closes'],
    ['Host twice', `${H}Host: b\r\n\r\n`, 'closer'],
    ['bare LF', `GET /api/apps HTTP/1.1\nHost: localhost\n\n`, 'closer'],
    ['a folded header', `${H}X-A: 1\r\n 2\r\n\r\n`, 'closes'],
    ['space before the colon', `GET /api/apps HTTP/1.1\r\nHost : localhost\r\n\r\n`, 'closes'],
    ['NUL in a value', `${H}X-A: a\u0000b\r\n\r\n`, 'closes'],
    ['a space in the target', `GET /api/apps x HTTP/1.1\r\nHost: localhost\r\n\r\n`, 'closes'],
    ['HTTP/1.0', `GET /api/apps HTTP/1.0\r\nHost: localhost\r\n\r\n`, 'closes'],
    ['a lower-case method', `get /api/apps HTTP/1.1\r\nHost: localhost\r\n\r\n`, 'closes'],
    ['an absolute target', `GET http://localhost/api/apps HTTP/1.1\r\nHost: localhost\r\n\r\n`, 'closer'],
    // A request in the body: answered as a body (two answers in all with the closer), never as a request.
    [
      'a request in a body',
      `${H}Content-Length: 42\r\n\r\nGET /api/apps/facets HTTP/1.1\r\nHost: x\r\n\r\n`,
      'closer',
    ],
    [
      'Transfer-Encoding and Content-Length',
      `${H}Transfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\n0\r\n\r\n`,
      'closes',
    ],
    ['Connection: close', `${H}Connection: close\r\n\r\n`, 'closes'],
    ['a header over 8 KB', `${H}X-A: ${'a'.repeat(9000)}\r\n\r\n`, 'closer'],
    ['a header over 16 KB', `${H}X-A: ${'a'.repeat(17000)}\r\n\r\n`, 'closes'],
  ];

  it.each(unusual)('leaves %s to node:http: the same answers', async (_what, raw, ending) => {
    // The whole list is kept by the door: a request the lane took would be answered 200 from it.
    await get(door(), '/api/apps');
    const bytes = ending === 'closer' ? raw + closer : raw;
    const expected = await exchange(fastify(), bytes, Infinity);
    const actual = await exchange(door(), bytes, Infinity);
    expect(actual.length).toBeGreaterThan(0);
    expect(actual.map((a) => [a.status, a.body.toString('latin1')])).toEqual(
      expected.map((a) => [a.status, a.body.toString('latin1')]),
    );
  });

  it('leaves an upgrade to node:http, which answers and reads no more', async () => {
    await get(door(), '/api/apps');
    const bytes = `${H}Connection: Upgrade\r\nUpgrade: h2c\r\n\r\n${closer}`;
    const [expected] = await exchange(fastify(), bytes, 1);
    const [actual] = await exchange(door(), bytes, 1);
    expect(actual?.headers.get('connection')).toBe('keep-alive');
    expect(actual?.body.equals(expected?.body ?? Buffer.alloc(0))).toBe(true);
  });

  it('stops reading a client that does not read its answers, and gives it every answer, in order', async () => {
    // 300 apps: the whole list is ~125 KB, and 130 of them (16 MB) are more than the connection's buffers hold.
    const database = await createTestDatabase();
    const app = await buildTestApp(database, { env: { NODE_ENV: 'production', LOG_LEVEL: 'warn' } });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const client = new Client(app);
    try {
      await seedScale(database.db, { apps: 300, media: await renderScaleMedia() });
      app.catalogue.cache.invalidate();
      const fromFastify = (await get(app, whole)).body;
      const size = fromFastify.length;
      // Above what the lane copies into one buffer (64 KB): head and body go out uncopied, in one writev.
      expect(size).toBeGreaterThan(100_000);
      client.socket.pause();
      const n = 130;
      client.send(request(whole).repeat(n));
      // The lane answers until the connection takes no more, then reads nothing until it does.
      await expect.poll(() => app.fastLane.waiting, { timeout: 10_000, interval: 5 }).toBe(1);
      expect(app.frontDoor.served).toBeLessThan(n);
      client.socket.resume();
      const answers = await client.until(n);
      expect(answers).toHaveLength(n);
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        expect(answer.body.equals(fromFastify)).toBe(true);
      }
      expect(app.frontDoor.served).toBe(n);
      expect(app.fastLane.waiting).toBe(0);
    } finally {
      client.end();
      await app.close();
      await database.dispose();
    }
  });

  it('puts its small answers together in one buffer, and never overwrites bytes a connection has not sent', async () => {
    // Two different answers of a few KB each (copied whole into one buffer before they are written),
    // alternating, to a client that reads nothing, until the connection takes no more: from the first
    // write the system call did not take whole, an answer put together in the same buffer would change
    // bytes still waiting to go. The requests go in batches the lane reads whole (a head cut by the end
    // of a read would send the connection to node:http), each after the lane has answered the last.
    const expected = [(await get(door(), list)).body, (await get(door(), details)).body];
    expect(expected.every((body) => body.length < 64 * 1024)).toBe(true);
    const client = new Client(door());
    const batch = `${request(list)}${request(details)}`.repeat(200);
    let sent = 0;
    try {
      client.socket.pause();
      const { answered: before, forwarded } = door().fastLane;
      while (door().fastLane.waiting === 0) {
        if (sent >= 60) throw new Error('The connection took 24,000 answers without back pressure');
        client.send(batch);
        sent++;
        await expect
          .poll(() => door().fastLane.waiting === 1 || door().fastLane.answered - before === sent * 400, {
            timeout: 10_000,
            interval: 2,
          })
          .toBe(true);
      }
      expect(door().fastLane.forwarded).toBe(forwarded);
      client.socket.resume();
      // Bytes overwritten in flight would break the answers' framing: fewer, or malformed, arrive.
      await expect.poll(() => client.answers.length, { timeout: 10_000 }).toBe(sent * 400);
      const { answers } = client;
      answers.forEach((answer, i) => {
        expect(answer.status).toBe(200);
        expect(answer.body.equals(expected[i % 2] as Buffer)).toBe(true);
      });
      expect(new Set(answers.map((a) => a.headers.get('x-request-id'))).size).toBe(sent * 400);
    } finally {
      client.end();
    }
  });

  it('ends its idle connections when the app closes, so closing does not wait for them', async () => {
    const database = await createTestDatabase();
    const app = await buildTestApp(database, { env: { NODE_ENV: 'production', LOG_LEVEL: 'warn' } });
    await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      await get(app, '/api/apps');
      const client = new Client(app);
      // node:http answers the first (its side of the connection stays open), the lane the second.
      client.send(request('/api/health/live') + request('/api/apps'));
      const answers = await client.until(2);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      expect(app.frontDoor.served).toBe(1);
      expect([app.fastLane.forwarded, app.fastLane.answered]).toEqual([1, 1]);
      // Keep-alive: the connection stays open, idle, in the lane; closing the app ends it.
      await app.close();
      await client.closedByServer();
      expect(client.closed).toBe(true);
    } finally {
      await database.dispose();
    }
  });
});

describe('readRequest (the strict shape the lane answers)', () => {
  const socket = { remoteAddress: '127.0.0.1' };
  const read = (raw: string) => readRequest(Buffer.from(raw, 'latin1'), 0, socket);

  it('reads a browser request: target, headers by lower-case name, values trimmed', () => {
    const raw = `GET /api/apps?q=fhir HTTP/1.1\r\nHost: example.org\r\nAccept-Encoding:  gzip, br \t\r\nIf-None-Match: "x"\r\n\r\nGET /next`;
    const read1 = read(raw);
    expect(read1?.req.url).toBe('/api/apps?q=fhir');
    expect(read1?.req.headers['accept-encoding']).toBe('gzip, br');
    expect(read1?.req.headers['if-none-match']).toBe('"x"');
    expect(raw.slice(read1?.end)).toBe('GET /next');
  });

  it('refuses what is not complete or not in the strict shape', () => {
    const ok = `GET / HTTP/1.1\r\nHost: a\r\n\r\n`;
    expect(read(ok)).toBeDefined();
    for (let cut = 1; cut < ok.length; cut++) expect(read(ok.slice(0, cut)), `cut at ${cut}`).toBeUndefined();
    for (const raw of [
      `GET / HTTP/1.1\r\nhost: a\r\n__proto__: x\r\nHost: b\r\n\r\n`,
      `GET / HTTP/1.1\r\nHost: a\r\nConnection: keep-alive, Upgrade\r\n\r\n`,
      `GET / HTTP/1.1\r\nHost: a\r\nExpect: 100-continue\r\n\r\n`,
      `GET / HTTP/1.1\r\nHost: a\r\nX-A: \u007f\r\n\r\n`,
      `GET /\u00e9 HTTP/1.1\r\nHost: a\r\n\r\n`,
      `GET / HTTP/1.1\r\nHost: a\r\n${Array.from({ length: 65 }, (_, i) => `X-${i}: 1\r\n`).join('')}\r\n`,
    ]) {
      expect(read(raw), JSON.stringify(raw)).toBeUndefined();
    }
    // Headers the door does not read are checked and not kept; a name like an Object property is one.
    const other = read(
      `GET / HTTP/1.1\r\nHost: a\r\nConstructor: x\r\nUser-Agent: b\r\nUser-Agent: c\r\n\r\n`,
    );
    expect(other?.req.headers).toEqual(Object.assign(Object.create(null), { host: 'a' }));
    // Names in any case.
    expect(
      read(`GET / HTTP/1.1\r\nHOST: a\r\nAccept-ENCODING: gzip\r\n\r\n`)?.req.headers['accept-encoding'],
    ).toBe('gzip');
  });
});

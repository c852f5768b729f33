/**
 * PUBLIC_URL/sandbox/fhir: the API passes requests to the FHIR sandbox over real HTTP, never waits for
 * it, and outlives it. One part runs a sandbox server in this process (SANDBOX_FHIR_URL); the other
 * starts the real child process the way server.ts does and kills it.
 */
import type { AddressInfo } from 'node:net';
import { createServer, get as httpGet, type Server, type ServerResponse } from 'node:http';
import { FhirSandbox, createSandboxServer } from '@showroom/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { startSandboxProcess } from '../src/modules/sandbox/index.ts';
import type { App } from '../src/lib/fastify.ts';
import { buildTestApp } from './helpers/app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/db.ts';

let upstream: Server;
let upstreamBase: string;

beforeAll(async () => {
  const sandbox = await FhirSandbox.create(
    [
      { resourceType: 'Patient', id: 'p-1', name: [{ family: 'Proxy', given: ['Paula'] }], gender: 'female' },
      { resourceType: 'Patient', id: 'p-2', name: [{ family: 'Proxy', given: ['Peter'] }], gender: 'male' },
    ],
    { baseUrl: 'http://localhost:8080/sandbox/fhir' },
  );
  upstream = createSandboxServer(sandbox);
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamBase = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/fhir`;
}, 120_000);

afterAll(async () => {
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
});

async function listen(
  env: Record<string, string>,
): Promise<{ app: App; database: TestDatabase; base: string }> {
  const database = await createTestDatabase();
  const app = await buildTestApp(database, { env });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, database, base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

describe('the sandbox behind SANDBOX_FHIR_URL', () => {
  let t: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    t = await listen({ SANDBOX_ENABLED: 'true', SANDBOX_FHIR_URL: upstreamBase });
  });
  afterAll(async () => {
    await t.app.close();
    await t.database.dispose();
  });

  it('answers FHIR searches and reads under /sandbox/fhir with the public links', async () => {
    const response = await fetch(`${t.base}/sandbox/fhir/Patient?gender=male`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/fhir+json; charset=utf-8');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const bundle = (await response.json()) as { total: number; entry: { fullUrl: string }[] };
    expect(bundle.total).toBe(1);
    expect(bundle.entry[0]?.fullUrl).toBe('http://localhost:8080/sandbox/fhir/Patient/p-2');
    const read = await fetch(`${t.base}/sandbox/fhir/Patient/p-1`);
    expect(((await read.json()) as { id: string }).id).toBe('p-1');
    const metadata = await fetch(`${t.base}/sandbox/fhir/metadata`);
    expect(((await metadata.json()) as { resourceType: string }).resourceType).toBe('CapabilityStatement');
  });

  it('passes writes through to be refused with 405, and $validate bodies through untouched', async () => {
    const write = await fetch(`${t.base}/sandbox/fhir/Patient`, {
      method: 'POST',
      headers: { 'content-type': 'application/fhir+json' },
      body: JSON.stringify({ resourceType: 'Patient' }),
    });
    expect(write.status).toBe(405);
    expect(((await write.json()) as { resourceType: string }).resourceType).toBe('OperationOutcome');
    const validate = await fetch(`${t.base}/sandbox/fhir/Patient/$validate`, {
      method: 'POST',
      headers: { 'content-type': 'application/fhir+json' },
      body: JSON.stringify({ resourceType: 'Patient', gender: 'female' }),
    });
    expect(validate.status).toBe(200);
    const outcome = (await validate.json()) as { issue: { severity: string }[] };
    expect(outcome.issue.filter((i) => i.severity === 'error')).toEqual([]);
  });

  it('lets the sandbox judge a path with .. (it is passed as it came)', async () => {
    const { request } = await import('node:http');
    const status = await new Promise<number>((resolve, reject) => {
      // Options, not a URL string: new URL() would resolve the `..` before sending.
      const { port } = new URL(t.base);
      const req = request({ host: '127.0.0.1', port, path: '/sandbox/fhir/Patient/../metadata' }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(400);
  });

  it('refuses a body over 4 MB itself, with or without its length, and sends none of it on', async () => {
    const { request } = await import('node:http');
    const reached: string[] = [];
    const count = (req: { url?: string | undefined }): void => {
      if (req.url?.includes('$validate')) reached.push(req.url);
    };
    upstream.on('request', count);
    /** A POST of `bytes` bytes, with a Content-Length or chunked; the answer as soon as it comes. */
    const post = (bytes: number, chunked: boolean) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const { port } = new URL(t.base);
        const req = request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/sandbox/fhir/Patient/$validate',
            headers: {
              'content-type': 'application/fhir+json',
              ...(chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(bytes) }),
            },
          },
          (res) => {
            let body = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (body += chunk));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
            res.on('error', reject);
          },
        );
        // The server may close while the upload still runs: the answer is what counts.
        req.on('error', () => {});
        const chunk = Buffer.alloc(64 * 1024, 0x20);
        for (let sent = 0; sent < bytes; sent += chunk.length) req.write(chunk);
        req.end();
      });
    try {
      for (const chunked of [false, true, false, true]) {
        const answer = await post(10 * 1024 * 1024, chunked);
        expect(answer.status, `chunked: ${chunked}`).toBe(413);
        expect(JSON.parse(answer.body)).toMatchObject({
          resourceType: 'OperationOutcome',
          issue: [
            {
              code: 'too-costly',
              details: { text: 'The body is larger than 4 MB. Nothing was sent to the sandbox.' },
            },
          ],
        });
      }
      // Of the chunked ones, the first 4 MB went on before the limit was reached; never a length-declared one.
      expect(reached.length).toBeLessThanOrEqual(2);
      expect((await fetch(`${t.base}/sandbox/fhir/Patient?gender=male`)).status).toBe(200);
    } finally {
      upstream.off('request', count);
    }
  });

  it('leaves every other address to the catalogue', async () => {
    expect((await fetch(`${t.base}/api/health/ready`)).status).toBe(200);
  });
});

describe('a visitor who leaves before the sandbox answers', () => {
  // A sandbox that holds its answer to /fhir/slow until the test lets it go.
  let slow: Server;
  let t: Awaited<ReturnType<typeof listen>>;
  let arrived: Promise<ServerResponse>;
  let onArrival: (res: ServerResponse) => void = () => {};
  beforeAll(async () => {
    slow = createServer((req, res) => {
      if (req.url === '/fhir/slow') onArrival(res);
      else res.writeHead(200, { 'content-type': 'application/fhir+json' }).end('{"resourceType":"Bundle"}');
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(slow.address() as AddressInfo).port}/fhir`;
    t = await listen({ SANDBOX_ENABLED: 'true', SANDBOX_FHIR_URL: base });
  });
  afterAll(async () => {
    await t.app.close();
    await t.database.dispose();
    slow.closeAllConnections();
    await new Promise((resolve) => slow.close(resolve));
  });

  it('ends its request to the sandbox, drops the late answer, and keeps serving', async () => {
    arrived = new Promise((resolve) => (onArrival = resolve));
    const visitor = httpGet(`${t.base}/sandbox/fhir/slow`);
    visitor.on('error', () => {});
    const held = await arrived;
    const sandboxRequestClosed = new Promise<void>((resolve) => held.once('close', () => resolve()));
    visitor.destroy();
    // The catalogue closes its request to the sandbox as the visitor goes (before, it waited for the
    // answer and then piped it into the closed response, which threw and ended the process).
    await sandboxRequestClosed;
    held.writeHead(200, { 'content-type': 'application/fhir+json' }).end('{"resourceType":"Bundle"}');
    const next = await fetch(`${t.base}/sandbox/fhir/metadata`);
    expect(next.status).toBe(200);
    expect((await fetch(`${t.base}/api/health/ready`)).status).toBe(200);
  });
});

describe('the catalogue does not wait for the sandbox', () => {
  it('is ready while the sandbox is not, which answers 503 at once; off, it answers 404', async () => {
    const starting = await listen({ SANDBOX_ENABLED: 'true' });
    try {
      expect((await fetch(`${starting.base}/api/health/ready`)).status).toBe(200);
      const waiting = await fetch(`${starting.base}/sandbox/fhir/metadata`);
      expect(waiting.status).toBe(503);
      expect(waiting.headers.get('retry-after')).toBe('5');
      expect(((await waiting.json()) as { resourceType: string }).resourceType).toBe('OperationOutcome');
    } finally {
      await starting.app.close();
      await starting.database.dispose();
    }
    const off = await listen({ SANDBOX_ENABLED: 'false' });
    try {
      expect((await fetch(`${off.base}/sandbox/fhir/metadata`)).status).toBe(404);
    } finally {
      await off.app.close();
      await off.database.dispose();
    }
  });
});

describe('the sandbox as the API’s child process', () => {
  it('starts, serves, and after a crash the catalogue keeps serving and the sandbox comes back', async () => {
    const t = await listen({ SANDBOX_ENABLED: 'true' });
    const child = startSandboxProcess({
      publicBase: 'http://localhost:8080/sandbox/fhir',
      log: pino({ level: 'silent' }),
      onUpstream: (base) => t.app.sandbox.setUpstream(base),
    });
    try {
      const metadataStatus = async () => (await fetch(`${t.base}/sandbox/fhir/metadata`)).status;
      await expect.poll(metadataStatus, { timeout: 60_000, interval: 200 }).toBe(200);
      const firstPid = child.pid;
      expect(firstPid).toBeTypeOf('number');
      process.kill(firstPid!, 'SIGKILL');
      await expect.poll(metadataStatus, { timeout: 10_000, interval: 50 }).toBe(503);
      expect((await fetch(`${t.base}/api/health/ready`)).status).toBe(200);
      await expect.poll(metadataStatus, { timeout: 60_000, interval: 200 }).toBe(200);
      expect(child.pid).not.toBe(firstPid);
    } finally {
      await child.stop();
      await t.app.close();
      await t.database.dispose();
    }
  }, 150_000);
});

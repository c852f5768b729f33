/**
 * Issue 32, item 5: a signed-in client sending a 2 MB multipart body one byte every 2 s kept 10
 * connections open for over 150 s. Now a request's head and body must arrive within REQUEST_TIMEOUT_MS
 * (here 1 s; 60 s by default, under Node's 300 s): node:http answers 408 and closes, and the server goes
 * on serving. A user has at most MAX_CONCURRENT_UPLOADS uploads in progress; one more is refused with a
 * problem+json 429 in the caller's language. Real sockets on a listening app (inject has no timeouts).
 */
import { connect, type AddressInfo, type Socket } from 'node:net';
import { API_ERROR_TEXTS, MAX_CONCURRENT_UPLOADS, problemSchema } from '@showroom/contract';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { uploadsInProgress } from '../src/lib/uploads.ts';
import { useTestApp } from './helpers/app.ts';
import { csrfHeaders } from './helpers/csrf.ts';
import { files, insertAppInState, multipart, upload, vendorAccount } from './helpers/journey.ts';

const TIMEOUT_MS = 1000;

interface Trickle {
  socket: Socket;
  /** The answer's bytes as they came. */
  answer: () => string;
  /** Resolves with the milliseconds from the first byte sent to the connection's close. */
  closed: Promise<number>;
  stop: () => void;
}

describe('slow request bodies', () => {
  const t = useTestApp({ env: { REQUEST_TIMEOUT_MS: String(TIMEOUT_MS) } });
  let port = 0;

  beforeAll(async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });

  /** A 2 MB upload whose head is sent at once and whose body then comes one byte every 50 ms. */
  function trickleUpload(path: string, headers: Record<string, string>): Trickle {
    const body = multipart([
      { field: 'file', filename: 'icon.png', contentType: 'image/png', data: Buffer.alloc(2_000_000, 1) },
    ]);
    const head = [
      `POST ${path} HTTP/1.1`,
      'Host: localhost:8080',
      ...Object.entries({ ...headers, ...body.headers }).map(([k, v]) => `${k}: ${v}`),
      `Content-Length: ${body.payload.length}`,
      '',
      '',
    ].join('\r\n');
    const socket = connect({ host: '127.0.0.1', port });
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', () => undefined);
    let sent = 0;
    const started = performance.now();
    socket.write(head);
    const timer = setInterval(() => {
      if (socket.destroyed || sent >= body.payload.length) return;
      socket.write(body.payload.subarray(sent, sent + 1));
      sent++;
    }, 50);
    const closed = new Promise<number>((resolve) =>
      socket.on('close', () => {
        clearInterval(timer);
        resolve(performance.now() - started);
      }),
    );
    return {
      socket,
      answer: () => Buffer.concat(chunks).toString('latin1'),
      closed,
      stop: () => {
        clearInterval(timer);
        socket.destroy();
      },
    };
  }

  it(`cuts a body sent one byte at a time within the timeout (${TIMEOUT_MS} ms), and keeps serving`, async () => {
    const vendor = await vendorAccount(t.db);
    const app = await insertAppInState(t.db, vendor.vendorId, { status: 'DRAFT' });
    const slow = trickleUpload(`/api/apps/${app.id}/icon`, { ...csrfHeaders(), ...vendor.headers });
    const tookMs = await slow.closed;
    console.info(`issue 32: a body sent one byte every 50 ms was cut after ${Math.round(tookMs)} ms`);
    expect(slow.answer()).toMatch(/^HTTP\/1\.1 408 /);
    expect(slow.answer()).toMatch(/\r\nContent-Type: application\/problem\+json\r\n/i);
    expect(problemSchema.parse(JSON.parse(slow.answer().split('\r\n\r\n')[1] ?? '')).detail).toBe(
      API_ERROR_TEXTS.requestTimeout,
    );
    // The timeout, plus at most node:http's checking interval (a quarter of it), plus slack for a busy machine.
    expect(tookMs).toBeLessThan(TIMEOUT_MS * 1.25 + 1500);
    expect(tookMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    const health = await fetch(`http://127.0.0.1:${port}/api/health/live`);
    expect(health.status).toBe(200);
    // The upload slot it held is free again.
    expect(uploadsInProgress(vendor.sub)).toBe(0);
  });

  // Issue 32, item 9: node:http's own refusals are problem+json like every other error.
  it('answers a head over the size limit with a problem+json 431, and keeps serving', async () => {
    const socket = connect({ host: '127.0.0.1', port });
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', () => undefined);
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write(
      `GET /api/health/live HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    await closed;
    const [head = '', body = ''] = Buffer.concat(chunks).toString('utf8').split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(head).toMatch(/\r\nContent-Type: application\/problem\+json\r\n/i);
    expect(problemSchema.parse(JSON.parse(body))).toMatchObject({
      status: 431,
      detail: API_ERROR_TEXTS.headersTooLarge,
    });
    expect((await fetch(`http://127.0.0.1:${port}/api/health/live`)).status).toBe(200);
  });

  it(`refuses a user's upload while ${MAX_CONCURRENT_UPLOADS} of theirs are in progress, with a problem+json 429`, async () => {
    const vendor = await vendorAccount(t.db);
    const app = await insertAppInState(t.db, vendor.vendorId, { status: 'DRAFT' });
    const slow = Array.from({ length: MAX_CONCURRENT_UPLOADS }, () =>
      trickleUpload(`/api/apps/${app.id}/icon`, { ...csrfHeaders(), ...vendor.headers }),
    );
    try {
      await vi.waitFor(() => expect(uploadsInProgress(vendor.sub)).toBe(MAX_CONCURRENT_UPLOADS), {
        timeout: TIMEOUT_MS,
        interval: 10,
      });
      const icon = [{ field: 'file', filename: 'i.png', contentType: 'image/png', data: await files.icon() }];
      const third = await upload(t.app, `/api/apps/${app.id}/icon`, vendor, icon);
      expect(third.statusCode).toBe(429);
      expect(third.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(problemSchema.parse(third.json()).detail).toBe(API_ERROR_TEXTS.uploadsInProgress);
      const form = multipart(icon);
      const german = await t.app.inject({
        method: 'POST',
        url: `/api/apps/${app.id}/icon`,
        headers: { ...vendor.headers, ...form.headers, 'accept-language': 'de' },
        payload: form.payload,
      });
      expect(german.statusCode).toBe(429);
      expect(problemSchema.parse(german.json()).detail).toMatch(/^Sie haben bereits 2 Uploads in Arbeit/);
      // Another user is not affected.
      const other = await vendorAccount(t.db);
      const theirs = await insertAppInState(t.db, other.vendorId, { status: 'DRAFT' });
      expect((await upload(t.app, `/api/apps/${theirs.id}/icon`, other, icon)).statusCode).toBe(200);

      // Once the slow ones are cut off by the timeout, the user uploads again.
      await Promise.all(slow.map((s) => s.closed));
      expect(uploadsInProgress(vendor.sub)).toBe(0);
      expect((await upload(t.app, `/api/apps/${app.id}/icon`, vendor, icon)).statusCode).toBe(200);
    } finally {
      slow.forEach((s) => s.stop());
    }
  });
});

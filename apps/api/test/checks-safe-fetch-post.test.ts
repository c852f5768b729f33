// The safe client's POST (issue 36: a CDS Hooks call is a POST with a JSON body), against a real
// server on 127.0.0.1: the body and its type arrive, and redirects treat it as browsers do (307 and
// 308 repeat the POST with its body; 301, 302 and 303 turn it into a GET without one).
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAllowList, safeFetch } from '../src/modules/checks/safe-fetch.ts';

let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const redirect = /^\/r(30[1-8])$/.exec(req.url ?? '')?.[1];
    if (redirect) {
      res.writeHead(Number(redirect), { location: '/echo' });
      res.end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          method: req.method,
          contentType: req.headers['content-type'] ?? null,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const post = (path: string) =>
  safeFetch(`${base}${path}`, {
    method: 'POST',
    body: Buffer.from('{"hook":"patient-view"}'),
    contentType: 'application/json',
    userAgent: 'Showroom-Checks/1 (test)',
    allow: parseAllowList('127.0.0.1'),
  });

const echoed = async (path: string) => {
  const outcome = await post(path);
  expect(outcome.ok).toBe(true);
  return JSON.parse((outcome as Extract<typeof outcome, { ok: true }>).body.toString('utf8')) as {
    method: string;
    contentType: string | null;
    body: string;
  };
};

describe('safeFetch POST', () => {
  it('sends the body with its type and length', async () => {
    expect(await echoed('/echo')).toEqual({
      method: 'POST',
      contentType: 'application/json',
      body: '{"hook":"patient-view"}',
    });
  });

  it('repeats the POST with its body after 307 and 308', async () => {
    for (const status of ['307', '308']) {
      expect((await echoed(`/r${status}`)).method, status).toBe('POST');
      expect((await echoed(`/r${status}`)).body, status).toBe('{"hook":"patient-view"}');
    }
  });

  it('follows 301, 302 and 303 with a GET and no body', async () => {
    for (const status of ['301', '302', '303']) {
      expect(await echoed(`/r${status}`), status).toEqual({ method: 'GET', contentType: null, body: '' });
    }
  });
});

// The live checks' HTTP client against real sockets: local servers on 127.0.0.1 and ::1, counting
// listeners that prove a refused target costs no connection, and a fake resolver that answers a
// public-looking name with whatever address a test needs. No sleeps: waits are the client's own
// (small) timeouts. Set SSRF_TABLE=<file> to write the table of refused targets as Markdown.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  connectionAttempts,
  isAllowed,
  parseAllowList,
  safeFetch,
  type FetchOutcome,
  type SafeFetchOptions,
} from '../src/modules/checks/safe-fetch.ts';

const UA = 'Showroom-Checks/1 (+http://localhost:8080/how-we-check)';
const NONE = parseAllowList('');
const LOCAL = parseAllowList('127.0.0.0/8,::1/128');

/** A resolver that answers every name with these addresses (what a hostile DNS server could say). */
const resolvesTo =
  (...addresses: string[]): NonNullable<SafeFetchOptions['lookup']> =>
  (hostname) => {
    expect(hostname).not.toBe('');
    return Promise.resolve(
      addresses.map((address) => ({ address, family: net.isIP(address) === 6 ? 6 : 4 })),
    );
  };

interface Listener {
  port: number;
  connections: () => number;
  close: () => Promise<void>;
}

/** A TCP listener that counts connections and hangs up on each. */
async function countingListener(host: string): Promise<Listener> {
  let count = 0;
  const server = net.createServer((socket) => {
    count += 1;
    socket.destroy();
  });
  server.listen(0, host);
  await once(server, 'listening');
  return {
    port: (server.address() as net.AddressInfo).port,
    connections: () => count,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

interface Seen {
  url: string;
  method: string;
  headers: http.IncomingHttpHeaders;
}

/** An HTTP(S) server that counts connections and records the requests it saw. */
async function server(
  host: string,
  handler: http.RequestListener,
  tlsOptions?: https.ServerOptions,
): Promise<Listener & { seen: Seen[]; url: (p: string) => string }> {
  const seen: Seen[] = [];
  const listener: http.RequestListener = (req, res) => {
    seen.push({ url: req.url ?? '', method: req.method ?? '', headers: req.headers });
    handler(req, res);
  };
  const srv = tlsOptions ? https.createServer(tlsOptions, listener) : http.createServer(listener);
  let count = 0;
  srv.on(tlsOptions ? 'secureConnection' : 'connection', () => (count += 1));
  if (tlsOptions) srv.on('tlsClientError', () => (count += 1));
  srv.listen(0, host);
  await once(srv, 'listening');
  const port = (srv.address() as net.AddressInfo).port;
  const hostPart = host.includes(':') ? `[${host}]` : host;
  return {
    port,
    seen,
    connections: () => count,
    url: (p) => `${tlsOptions ? 'https' : 'http'}://${hostPart}:${port}${p}`,
    close: () => {
      srv.closeAllConnections();
      return new Promise((resolve) => srv.close(() => resolve()));
    },
  };
}

/** Runs a fetch and counts the connections safe-fetch attempted meanwhile. */
async function run(url: string, options: Partial<SafeFetchOptions> = {}) {
  const before = connectionAttempts();
  const outcome = await safeFetch(url, { userAgent: UA, allow: NONE, ...options });
  return { outcome, attempts: connectionAttempts() - before };
}

const refusal = (o: FetchOutcome) => (o.ok ? `ok ${o.status}` : o.reason);

// The SSRF table: every refused target, what the resolver said, the outcome, and the connections made.
const table: { trick: string; url: string; resolver: string; outcome: string; connections: number }[] = [];

let v4: Listener;
let v6: Listener;
beforeAll(async () => {
  v4 = await countingListener('127.0.0.1');
  v6 = await countingListener('::1');
});
afterAll(async () => {
  await v4.close();
  await v6.close();
  if (process.env.SSRF_TABLE) {
    const lines = [
      '| Address / trick | URL | Resolver answer | Outcome | Connections |',
      '|---|---|---|---|---|',
      ...table.map((r) => `| ${r.trick} | \`${r.url}\` | ${r.resolver} | ${r.outcome} | ${r.connections} |`),
    ];
    writeFileSync(process.env.SSRF_TABLE, `${lines.join('\n')}\n`);
  }
});

describe('parseAllowList and isAllowed', () => {
  it('reads host names, CIDR ranges and bare addresses', () => {
    const allow = parseAllowList(' localhost, 127.0.0.0/8,::1/128 ,FHIR.Intranet.Example.,10.1.2.3,,');
    expect(isAllowed(allow, 'localhost')).toBe(true);
    expect(isAllowed(allow, 'fhir.intranet.example')).toBe(true);
    expect(isAllowed(allow, 'FHIR.intranet.example.')).toBe(true);
    expect(isAllowed(allow, 'other.intranet.example')).toBe(false);
    expect(isAllowed(allow, '127.5.6.7')).toBe(true);
    expect(isAllowed(allow, '::ffff:127.0.0.1')).toBe(true);
    expect(isAllowed(allow, '[::1]')).toBe(true);
    expect(isAllowed(allow, '::2')).toBe(false);
    expect(isAllowed(allow, '10.1.2.3')).toBe(true);
    expect(isAllowed(allow, '10.1.2.4')).toBe(false);
    expect(isAllowed(parseAllowList(''), 'localhost')).toBe(false);
  });

  it('names the entry it cannot read', () => {
    expect(() => parseAllowList('localhost,10.0.0.0/33')).toThrow(/"10\.0\.0\.0\/33" is not a valid CIDR/);
    expect(() => parseAllowList('host/8')).toThrow(/"host\/8" is not a valid CIDR/);
    expect(() => parseAllowList('ok.example,bad_host!')).toThrow(/"bad_host!" is neither a host name/);
    expect(() => parseAllowList('*.example.org')).toThrow(/"\*\.example\.org"/);
    expect(() => parseAllowList('http://x.example')).toThrow(/"http:\/\/x\.example"/);
  });
});

describe('refused targets cost no connection', () => {
  // Each runs without an allow list against the counting listeners on 127.0.0.1 / ::1 (P / Q below).
  const literals: [string, string, string][] = [
    ['IPv4 loopback', 'https://127.0.0.1:P/', 'a loopback address'],
    ['decimal IPv4 (2130706433)', 'https://2130706433:P/', 'a loopback address'],
    ['octal IPv4 (0177.0.0.1)', 'https://0177.0.0.1:P/', 'a loopback address'],
    ['hex IPv4 (0x7f.1)', 'https://0x7f.1:P/', 'a loopback address'],
    ['hex IPv4 (0x7f000001)', 'https://0x7f000001:P/', 'a loopback address'],
    ['short IPv4 (127.1)', 'https://127.1:P/', 'a loopback address'],
    ['0.0.0.0 (reaches localhost on Linux)', 'https://0.0.0.0:P/', 'an unspecified address'],
    ['0 (short for 0.0.0.0)', 'https://0:P/', 'an unspecified address'],
    ['IPv6 loopback [::1]', 'https://[::1]:Q/', 'a loopback address'],
    ['IPv4-mapped [::ffff:7f00:1]', 'https://[::ffff:7f00:1]:P/', 'a loopback address'],
    ['IPv4-mapped [0:0:0:0:0:ffff:127.0.0.1]', 'https://[0:0:0:0:0:ffff:127.0.0.1]:P/', 'a loopback address'],
    ['IPv4-compatible [::127.0.0.1]', 'https://[::127.0.0.1]:P/', 'an IPv4-compatible IPv6 address'],
    ['NAT64 of loopback [64:ff9b::127.0.0.1]', 'https://[64:ff9b::127.0.0.1]:P/', 'a loopback address'],
    ['IPv4-translated [::ffff:0:127.0.0.1]', 'https://[::ffff:0:127.0.0.1]:P/', 'a loopback address'],
    ['IPv6 unspecified [::]', 'https://[::]:Q/', 'an unspecified address'],
    ['IPv6 link-local [fe80::1]', 'https://[fe80::1]:Q/', 'a link-local address'],
    ['IPv6 unique-local [fc00::1]', 'https://[fc00::1]:Q/', 'a private network address'],
    ['IPv6 multicast [ff02::1]', 'https://[ff02::1]/', 'a multicast address'],
    ['IPv6 documentation [2001:db8::1]', 'https://[2001:db8::1]/', 'a reserved or documentation address'],
    ['6to4 [2002:7f00:1::]', 'https://[2002:7f00:1::]/', 'a special-purpose address (6to4)'],
    ['AWS IMDS over IPv6 [fd00:ec2::254]', 'https://[fd00:ec2::254]/', 'a cloud metadata address'],
    ['private 10/8', 'https://10.0.0.5/', 'a private network address'],
    ['private 172.16/12', 'https://172.16.0.1/', 'a private network address'],
    ['private 192.168/16', 'https://192.168.1.1/', 'a private network address'],
    ['link-local 169.254/16', 'https://169.254.1.1/', 'a link-local address'],
    [
      'cloud metadata 169.254.169.254',
      'https://169.254.169.254/latest/meta-data/',
      'a cloud metadata address',
    ],
    ['metadata, decimal (2852039166)', 'https://2852039166/', 'a cloud metadata address'],
    ['Alibaba metadata 100.100.100.200', 'https://100.100.100.200/', 'a cloud metadata address'],
    ['Azure WireServer 168.63.129.16', 'https://168.63.129.16/', 'a cloud metadata address'],
    ['carrier-grade NAT 100.64/10', 'https://100.64.0.1/', 'a carrier-grade NAT address'],
    ['documentation 192.0.2.0/24', 'https://192.0.2.1/', 'a reserved or documentation address'],
    ['documentation 198.51.100.0/24', 'https://198.51.100.7/', 'a reserved or documentation address'],
    ['documentation 203.0.113.0/24', 'https://203.0.113.9/', 'a reserved or documentation address'],
    ['reserved 240/4', 'https://240.0.0.1/', 'a reserved or documentation address'],
    ['broadcast', 'https://255.255.255.255/', 'a broadcast address'],
    ['multicast 224/4', 'https://224.0.0.1/', 'a multicast address'],
    ['benchmarking 198.18/15', 'https://198.18.0.1/', 'a reserved or documentation address'],
  ];

  it.each(literals)('%s is refused: blocked-address', async (trick, template, kind) => {
    const url = template.replace('P', String(v4.port)).replace('Q', String(v6.port));
    const before = v4.connections() + v6.connections();
    const { outcome, attempts } = await run(url);
    const connections = v4.connections() + v6.connections() - before + attempts;
    expect(outcome).toMatchObject({ ok: false, reason: 'blocked-address', redirects: [] });
    expect(outcome.ok ? '' : outcome.detail).toContain(`The address is ${kind}`);
    expect(connections).toBe(0);
    table.push({ trick, url, resolver: '(literal)', outcome: refusal(outcome), connections });
  });

  const names: [string, string[]][] = [
    ['public name → 127.0.0.1', ['127.0.0.1']],
    ['public name → 10.0.0.5', ['10.0.0.5']],
    ['public name → ::ffff:127.0.0.1', ['::ffff:127.0.0.1']],
    ['public name → 169.254.169.254', ['169.254.169.254']],
    ['public name → ::1', ['::1']],
    ['public name → fd00:ec2::254', ['fd00:ec2::254']],
    ['public name → 0.0.0.0', ['0.0.0.0']],
    ['public name → public + private (93.184.216.34, 10.0.0.5)', ['93.184.216.34', '10.0.0.5']],
    ['public name → public + loopback (2606:4700::1111, 127.0.0.1)', ['2606:4700::1111', '127.0.0.1']],
  ];

  it.each(names)('%s is refused: blocked-address', async (trick, addresses) => {
    const url = `https://fhir.example.com:${v4.port}/metadata`;
    const before = v4.connections() + v6.connections();
    const { outcome, attempts } = await run(url, { lookup: resolvesTo(...addresses) });
    const connections = v4.connections() + v6.connections() - before + attempts;
    expect(outcome).toMatchObject({ ok: false, reason: 'blocked-address' });
    expect(outcome.ok ? '' : outcome.detail).toMatch(/^The address resolves to .+ \(.+\)\.$/);
    expect(connections).toBe(0);
    table.push({ trick, url, resolver: addresses.join(', '), outcome: refusal(outcome), connections });
  });

  it('localhost through the real resolver is refused', async () => {
    const url = `https://localhost:${v4.port}/`;
    const before = v4.connections() + v6.connections();
    const { outcome, attempts } = await run(url);
    const connections = v4.connections() + v6.connections() - before + attempts;
    expect(outcome).toMatchObject({ ok: false, reason: 'blocked-address' });
    expect(connections).toBe(0);
    table.push({
      trick: 'localhost (system resolver)',
      url,
      resolver: 'dns.lookup',
      outcome: refusal(outcome),
      connections,
    });
  });

  const others: [string, string, Partial<SafeFetchOptions>, string][] = [
    ['credentials in the URL', 'https://user:secret@127.0.0.1:P/', { allow: LOCAL }, 'credentials'],
    [
      'user name only',
      'https://admin@fhir.example.com:P/',
      { lookup: resolvesTo('93.184.216.34') },
      'credentials',
    ],
    ['plain http', 'http://fhir.example.com:P/', { lookup: resolvesTo('93.184.216.34') }, 'not-https'],
    [
      'plain http to a public address, an allow list of ranges',
      'http://fhir.example.com:P/',
      { allow: LOCAL, lookup: resolvesTo('93.184.216.34') },
      'not-https',
    ],
    ['plain http to a loopback literal', 'http://127.0.0.1:P/', {}, 'blocked-address'],
    ['file: scheme', 'file:///etc/passwd', {}, 'not-https'],
    ['gopher: scheme', 'gopher://127.0.0.1:P/', {}, 'not-https'],
    ['not a URL', 'fhir.example.com/metadata', {}, 'invalid-url'],
    [
      'unresolvable name',
      'https://nowhere.invalid:P/',
      { lookup: () => Promise.reject(new Error('ENOTFOUND')) },
      'dns',
    ],
    [
      'a listed name never reaches cloud metadata',
      'https://fhir.example.com:P/',
      { allow: parseAllowList('fhir.example.com'), lookup: resolvesTo('169.254.169.254') },
      'blocked-address',
    ],
    [
      'http to a name whose address is outside the listed range',
      'http://fhir.example.com:P/',
      { allow: LOCAL, lookup: resolvesTo('127.0.0.1', '10.0.0.5') },
      'blocked-address',
    ],
  ];

  it.each(others)('%s is refused', async (trick, template, options, reason) => {
    const url = template.replace('P', String(v4.port));
    const before = v4.connections() + v6.connections();
    const { outcome, attempts } = await run(url, options);
    const connections = v4.connections() + v6.connections() - before + attempts;
    expect(outcome).toMatchObject({ ok: false, reason });
    expect(connections).toBe(0);
    const resolver = options.lookup ? 'fake' : '—';
    table.push({ trick, url, resolver, outcome: refusal(outcome), connections });
  });
});

describe('allowed targets', () => {
  let s4: Awaited<ReturnType<typeof server>>;
  let s6: Awaited<ReturnType<typeof server>>;
  beforeAll(async () => {
    const handler: http.RequestListener = (req, res) => {
      const u = new URL(req.url ?? '/', 'http://x');
      if (u.pathname === '/hop') {
        const n = Number(u.searchParams.get('n'));
        res.writeHead(302, { location: n > 1 ? `/hop?n=${n - 1}` : '/final' }).end();
      } else if (u.pathname === '/to') {
        res.writeHead(Number(u.searchParams.get('status') ?? 302), {
          location: u.searchParams.get('url') ?? '/',
          'set-cookie': 'session=secret; Path=/',
        });
        res.end();
      } else if (u.pathname === '/big') {
        const chunk = Buffer.alloc(1000, 'x');
        res.writeHead(200, { 'content-type': 'text/plain' });
        for (let i = 0; i < 5; i += 1) res.write(chunk);
        res.end();
      } else if (u.pathname === '/big-declared') {
        res.writeHead(200, { 'content-length': '5000' }).end(Buffer.alloc(5000));
      } else if (u.pathname === '/missing') {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"no"}');
      } else {
        res.writeHead(200, { 'content-type': 'application/json' }).end(`{"path":"${u.pathname}"}`);
      }
    };
    s4 = await server('127.0.0.1', handler);
    s6 = await server('::1', handler);
  });
  afterAll(async () => {
    await s4.close();
    await s6.close();
  });

  it('are refused without the allow list, and fetched over plain http with it', async () => {
    const refused = await run(s4.url('/metadata'));
    expect(refused.outcome).toMatchObject({ ok: false, reason: 'blocked-address' });
    expect(refused.attempts + s4.connections()).toBe(0);

    const { outcome, attempts } = await run(s4.url('/metadata'), {
      allow: LOCAL,
      accept: 'application/fhir+json',
    });
    expect(outcome).toMatchObject({ ok: true, status: 200, url: s4.url('/metadata'), redirects: [] });
    expect(outcome.ok && outcome.body.toString()).toBe('{"path":"/metadata"}');
    expect(outcome.ok && outcome.headers['content-type']).toBe('application/json');
    expect(outcome.ok && outcome.tls).toBeUndefined();
    expect(attempts).toBe(1);
    const seen = s4.seen.at(-1)!;
    expect(seen.headers['user-agent']).toBe(UA);
    expect(seen.headers.accept).toBe('application/fhir+json');
    expect(seen.headers.cookie).toBeUndefined();
    expect(seen.headers.authorization).toBeUndefined();
  });

  it('works on ::1', async () => {
    expect((await run(s6.url('/'))).outcome).toMatchObject({ ok: false, reason: 'blocked-address' });
    const { outcome } = await run(s6.url('/v6'), { allow: LOCAL });
    expect(outcome).toMatchObject({ ok: true, status: 200 });
    expect(s6.seen.at(-1)?.url).toBe('/v6');
  });

  it('connects to the address the resolver gave, asking it once, and sends the host name', async () => {
    let asked = 0;
    const lookup = (hostname: string) => {
      asked += 1;
      return resolvesTo('127.0.0.1')(hostname);
    };
    const url = `http://fhir.example.com:${s4.port}/metadata`;
    const { outcome, attempts } = await run(url, { allow: LOCAL, lookup, method: 'HEAD' });
    expect(outcome).toMatchObject({ ok: true, status: 200 });
    expect(outcome.ok && outcome.body.length).toBe(0);
    expect(asked).toBe(1);
    expect(attempts).toBe(1);
    expect(s4.seen.at(-1)).toMatchObject({ method: 'HEAD', url: '/metadata' });
    expect(s4.seen.at(-1)?.headers.host).toBe(`fhir.example.com:${s4.port}`);
  });

  it('answers a non-2xx status as ok: true', async () => {
    const { outcome } = await run(s4.url('/missing'), { allow: LOCAL });
    expect(outcome).toMatchObject({ ok: true, status: 404 });
  });

  it('follows up to five redirects, judging each, sending no cookie the server set', async () => {
    const { outcome, attempts } = await run(s4.url('/hop?n=5'), { allow: LOCAL });
    expect(outcome).toMatchObject({ ok: true, status: 200, url: s4.url('/final') });
    expect(outcome.redirects).toEqual([
      s4.url('/hop?n=4'),
      s4.url('/hop?n=3'),
      s4.url('/hop?n=2'),
      s4.url('/hop?n=1'),
      s4.url('/final'),
    ]);
    expect(attempts).toBe(6);

    const cookie = await run(s4.url(`/to?url=${encodeURIComponent('/after-cookie')}`), { allow: LOCAL });
    expect(cookie.outcome).toMatchObject({ ok: true, url: s4.url('/after-cookie') });
    expect(s4.seen.at(-1)?.headers.cookie).toBeUndefined();

    const see = await run(s4.url(`/to?status=303&url=${encodeURIComponent('/after-303')}`), {
      allow: LOCAL,
      method: 'OPTIONS',
    });
    expect(see.outcome).toMatchObject({ ok: true, status: 200 });
    expect(s4.seen.at(-1)).toMatchObject({ method: 'GET', url: '/after-303' });
  });

  it('refuses a sixth redirect', async () => {
    const before = s4.connections();
    const { outcome, attempts } = await run(s4.url('/hop?n=6'), { allow: LOCAL });
    expect(outcome).toMatchObject({ ok: false, reason: 'too-many-redirects', url: s4.url('/final') });
    expect(outcome.redirects).toHaveLength(5);
    expect(attempts).toBe(6);
    expect(s4.connections() - before).toBe(6);
    table.push({
      trick: 'six redirects',
      url: s4.url('/hop?n=6'),
      resolver: '—',
      outcome: refusal(outcome),
      connections: attempts,
    });
  });

  const redirects: [string, string, Partial<SafeFetchOptions>, string][] = [
    ['redirect to a private address', 'http://10.0.0.5/', {}, 'blocked-address'],
    ['redirect to cloud metadata', 'http://169.254.169.254/latest/meta-data/', {}, 'blocked-address'],
    ['redirect to [::ffff:169.254.169.254]', 'https://[::ffff:169.254.169.254]/', {}, 'blocked-address'],
    [
      'redirect to a name resolving to 10.0.0.5',
      'https://internal.example.com/',
      { lookup: resolvesTo('10.0.0.5') },
      'blocked-address',
    ],
    [
      'redirect to plain http on a public name',
      'http://fhir.example.com/',
      { lookup: resolvesTo('93.184.216.34') },
      'not-https',
    ],
    [
      'redirect to credentials',
      'https://user:pw@fhir.example.com/',
      { lookup: resolvesTo('93.184.216.34') },
      'credentials',
    ],
    ['redirect to file:', 'file:///etc/passwd', {}, 'not-https'],
  ];

  it.each(redirects)('%s is refused after one connection', async (trick, target, options, reason) => {
    const before = s4.connections();
    const url = s4.url(`/to?url=${encodeURIComponent(target)}`);
    const { outcome, attempts } = await run(url, { allow: LOCAL, ...options });
    expect(outcome).toMatchObject({
      ok: false,
      reason,
      url: new URL(target).href,
      redirects: [new URL(target).href],
    });
    expect(outcome.ok ? '' : outcome.detail).toMatch(/^The redirect to .+ was refused: /);
    expect(attempts).toBe(1);
    expect(s4.connections() - before).toBe(1);
    table.push({
      trick,
      url: target,
      resolver: options.lookup ? 'fake' : '(literal)',
      outcome: refusal(outcome),
      connections: attempts - 1,
    });
  });

  it('stops reading at maxBytes', async () => {
    const streamed = await run(s4.url('/big'), { allow: LOCAL, maxBytes: 2500 });
    expect(streamed.outcome).toMatchObject({ ok: false, reason: 'too-large' });
    expect(streamed.outcome).toMatchObject({ detail: 'The answer is larger than 2500 bytes.' });
    const declared = await run(s4.url('/big-declared'), { allow: LOCAL, maxBytes: 2500 });
    expect(declared.outcome).toMatchObject({ ok: false, reason: 'too-large' });
    // HEAD: the Content-Length is that of a body not sent.
    const head = await run(s4.url('/big-declared'), { allow: LOCAL, maxBytes: 2500, method: 'HEAD' });
    expect(head.outcome).toMatchObject({ ok: true, status: 200 });
    const exact = await run(s4.url('/big'), { allow: LOCAL, maxBytes: 5000 });
    expect(exact.outcome).toMatchObject({ ok: true, status: 200 });
    expect(exact.outcome.ok && exact.outcome.body.length).toBe(5000);
  });
});

describe('network conditions are outcomes', () => {
  it('a server that never answers: timeout', async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => sockets.push(socket));
    silent.listen(0, '127.0.0.1');
    await once(silent, 'listening');
    const port = (silent.address() as net.AddressInfo).port;
    const { outcome, attempts } = await run(`http://127.0.0.1:${port}/`, {
      allow: LOCAL,
      totalTimeoutMs: 150,
    });
    expect(outcome).toMatchObject({
      ok: false,
      reason: 'timeout',
      detail: 'The server did not answer within 150 ms.',
    });
    expect(outcome.timeMs).toBeGreaterThanOrEqual(140);
    expect(attempts).toBe(1);
    sockets.forEach((s) => s.destroy());
    silent.close();
  });

  it('a resolver that never answers: timeout, no connection', async () => {
    const { outcome, attempts } = await run('https://slow.example.com/', {
      lookup: () => new Promise(() => undefined),
      totalTimeoutMs: 100,
    });
    expect(outcome).toMatchObject({ ok: false, reason: 'timeout' });
    expect(attempts).toBe(0);
  });

  // A listener that never accepts: Python's listen(0) without accept() (Node's servers always accept).
  // Once one connection fills its queue, the kernel drops further SYNs and a connect hangs.
  const hasPython = spawnSync('python3', ['--version']).status === 0;
  it.skipIf(!hasPython)('a server whose queue is full: connect-timeout', async () => {
    const py = spawn(
      'python3',
      [
        '-c',
        'import socket,sys\ns=socket.socket()\ns.bind(("127.0.0.1",0))\ns.listen(0)\nprint(s.getsockname()[1],flush=True)\nsys.stdin.read()',
      ],
      { stdio: ['pipe', 'pipe', 'inherit'] },
    );
    const [data] = (await once(py.stdout, 'data')) as [Buffer];
    const port = Number(data.toString().trim());
    const filler = net.connect(port, '127.0.0.1');
    await once(filler, 'connect');
    const { outcome, attempts } = await run(`http://127.0.0.1:${port}/`, {
      allow: LOCAL,
      connectTimeoutMs: 150,
    });
    expect(outcome).toMatchObject({
      ok: false,
      reason: 'connect-timeout',
      detail: 'The server did not accept a connection within 150 ms.',
    });
    expect(attempts).toBe(1);
    filler.destroy();
    py.stdin.end();
    await once(py, 'exit');
  });

  it('a closed port: connection', async () => {
    const closed = await countingListener('127.0.0.1');
    await closed.close();
    const { outcome } = await run(`http://127.0.0.1:${closed.port}/`, { allow: LOCAL });
    expect(outcome).toMatchObject({
      ok: false,
      reason: 'connection',
      detail: 'The server refused the connection.',
    });
  });

  it('a server that hangs up: connection', async () => {
    const { outcome } = await run(`http://127.0.0.1:${v4.port}/`, { allow: LOCAL });
    expect(outcome).toMatchObject({ ok: false, reason: 'connection' });
  });
});

describe('TLS', () => {
  let dir: string;
  let cert: string;
  let s: Awaited<ReturnType<typeof server>>;
  let plain: Awaited<ReturnType<typeof server>>;
  const defaults = tls.getCACertificates('default');
  const allow = parseAllowList('fhir.example.com,127.0.0.0/8');
  const lookup = resolvesTo('127.0.0.1');

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'safe-fetch-'));
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
        '-days',
        '2',
        '-subj',
        '/CN=fhir.example.com',
        '-addext',
        'subjectAltName=DNS:fhir.example.com',
      ],
      { stdio: 'ignore' },
    );
    cert = readFileSync(path.join(dir, 'cert.pem'), 'utf8');
    const key = readFileSync(path.join(dir, 'key.pem'), 'utf8');
    plain = await server('127.0.0.1', (_req, res) => res.end('plain'));
    s = await server(
      '127.0.0.1',
      (req, res) => {
        if (req.url === '/downgrade')
          res.writeHead(301, { location: plain.url('/x').replace('127.0.0.1', 'fhir.example.com') }).end();
        else res.end('secure');
      },
      { cert, key },
    );
  });
  afterAll(async () => {
    tls.setDefaultCACertificates(defaults);
    await s.close();
    await plain.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('an untrusted certificate: tls', async () => {
    const { outcome, attempts } = await run(`https://fhir.example.com:${s.port}/`, { allow, lookup });
    expect(outcome).toMatchObject({
      ok: false,
      reason: 'tls',
      detail: "The server's TLS certificate is self-signed.",
    });
    expect(attempts).toBe(1);
  });

  it('a trusted certificate: the protocol and its end of validity', async () => {
    tls.setDefaultCACertificates([...defaults, cert]);
    const { outcome } = await run(`https://fhir.example.com:${s.port}/`, { allow, lookup });
    expect(outcome).toMatchObject({ ok: true, status: 200 });
    expect(outcome.ok && outcome.body.toString()).toBe('secure');
    expect(outcome.ok && outcome.tls?.protocol).toMatch(/^TLSv1\.[23]$/);
    expect(outcome.ok && Date.parse(outcome.tls?.validTo ?? '')).toBeGreaterThan(Date.now());

    // The certificate names fhir.example.com, not the address.
    const byAddress = await run(`https://127.0.0.1:${s.port}/`, { allow });
    expect(byAddress.outcome).toMatchObject({ ok: false, reason: 'tls' });
    expect(byAddress.outcome.ok ? '' : byAddress.outcome.detail).toContain('not valid for 127.0.0.1');
  });

  it('a redirect from https to http is refused, even to an allowed host', async () => {
    tls.setDefaultCACertificates([...defaults, cert]);
    const before = plain.connections();
    const { outcome, attempts } = await run(`https://fhir.example.com:${s.port}/downgrade`, {
      allow,
      lookup,
    });
    expect(outcome).toMatchObject({ ok: false, reason: 'redirect-refused' });
    expect(attempts).toBe(1);
    expect(plain.connections() - before).toBe(0);
    table.push({
      trick: 'redirect https → http (allowed host)',
      url: `http://fhir.example.com:${plain.port}/x`,
      resolver: '127.0.0.1',
      outcome: refusal(outcome),
      connections: plain.connections() - before,
    });
  });
});

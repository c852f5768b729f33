// The signed-in side of `npm run bench`: vendors editing and saving and admins reviewing while 200
// connections read the catalogue, all through the production shape's cache (bench/run.mjs). Everything
// goes through the product's own flows over HTTP: admins from `npm run admin:create`, vendors registered
// on the embedded identity provider's page, signed in with the authorization code flow (PKCE) as the
// web app does, their vendor submitted and approved, an app created with an icon and approved; then the
// load, for a number of seconds:
//  - 20 vendors, each: read its apps (GET /api/apps/vendorapps), save its app (PUT /api/apps/{id}) about
//    once a second, and submit it (PATCH …/status?newStatus=WAITING_FOR_APPROVAL) every fourth save;
//  - 2 admins, each every 2 s: read the review queue (GET /api/apps?status=WAITING_FOR_APPROVAL) and
//    approve the apps waiting there (each admin its own half, by id);
//  - wrk, 200 connections, one thread on CPU 1: every path a visitor's browser requests, in turn, with
//    the headers Chromium sends for it (Accept-Encoding included: visitors get gzip where the product
//    gives it), each connection waiting READ_DELAY_MS after an answer before its next request (a visitor
//    reads what came): up to 2,000 reads a second. Without a pause, 200 connections keep the one CPU the
//    servers share busy with cached reads, and the writes' figures then measure the CPU's queue, not the
//    product.
// Beside the round trips, what the API processes saw during the load (their metrics before and after):
// the longest event-loop delay in each, and each route's answers with their mean time in the process.
// Writes (PUT, PATCH) and reads are timed over the whole round trip; an error is any answer that is not
// the expected one, or a failed connection.
import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { percentile, pin, wrkInBackground } from './lib.mjs';

export const VENDORS = 20;
export const ADMINS = 2;
const PASSWORD = 'Bench-mixed-load-2026';
const CLIENT_ID = 'showroom-web';
const REALM = '/realms/showroom';
const CSRF = 'bench-mixed-load-csrf';
/** How often each vendor saves and each admin looks at the queue. */
const SAVE_EVERY_MS = 1000;
const REVIEW_EVERY_MS = 2000;
const SUBMIT_EVERY_SAVES = 4;
/** Each reader's pause between an answer and its next request. */
export const READ_DELAY_MS = 100;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const base64url = (bytes) => Buffer.from(bytes).toString('base64url');

/** A plain 256×256 PNG (one colour), made with zlib: an icon the API accepts and re-encodes. */
function iconPng(seed) {
  const side = 256;
  const chunk = (type, data) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB
  const row = Buffer.alloc(1 + side * 3);
  for (let x = 0; x < side; x++) row.set([(seed * 37) % 256, (seed * 91) % 256, 160], 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: side }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A browser of one: cookies kept per origin, redirects followed by hand (to read the last Location). */
function browser(origin) {
  const cookies = new Map();
  const absolute = (url) => new URL(url, origin).href.replace(/^https?:\/\/[^/]+/, origin);
  return {
    async request(url, { method = 'GET', body, headers = {} } = {}) {
      const res = await fetch(absolute(url), {
        method,
        body,
        redirect: 'manual',
        headers: {
          ...headers,
          ...(cookies.size
            ? { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') }
            : {}),
        },
      });
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const eq = pair.indexOf('=');
        cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
      }
      return res;
    },
  };
}

/**
 * An access token by the authorization code flow with PKCE, as the web app gets one: the IdP's login
 * form (or, with `register`, its registration form, prompt=create), then the code for the token.
 */
async function signIn({ origin, publicUrl }, email, register) {
  const b = browser(origin);
  const verifier = base64url(randomBytes(32));
  const challenge = base64url(createHash('sha256').update(verifier).digest());
  const redirectUri = `${publicUrl}/callback`;
  const query = new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid',
    state: base64url(randomBytes(8)),
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...(register ? { prompt: 'create' } : {}),
  });
  let res = await b.request(`${REALM}/protocol/openid-connect/auth?${query}`);
  let location = res.headers.get('location');
  res = await b.request(location);
  const page = await res.text();
  const action = /<form id="(?:kc-form-login|kc-register-form)" method="post" action="([^"]+)"/.exec(
    page,
  )?.[1];
  if (!action) throw new Error(`${email}: no sign-in form (${res.status})`);
  const form = register
    ? { firstName: 'Bench', lastName: register, email, password: PASSWORD, 'password-confirm': PASSWORD }
    : { username: email, password: PASSWORD };
  res = await b.request(action.replaceAll('&amp;', '&'), {
    method: 'POST',
    body: new URLSearchParams(form),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  for (let hops = 0; hops < 10; hops++) {
    location = res.headers.get('location');
    if (!location) throw new Error(`${email}: the sign-in ended without a redirect (${res.status})`);
    if (location.startsWith(redirectUri)) break;
    res = await b.request(location);
  }
  const code = new URL(location).searchParams.get('code');
  if (!code) throw new Error(`${email}: no code in ${location}`);
  const token = await b.request(`${REALM}/protocol/openid-connect/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: CLIENT_ID,
      code_verifier: verifier,
    }),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  if (!token.ok) throw new Error(`${email}: token ${token.status} ${await token.text()}`);
  return (await token.json()).access_token;
}

/** The API as the web app calls it: bearer token, the CSRF double submit, JSON. */
function apiOf(origin, token) {
  return async (method, url, body) => {
    const started = performance.now();
    const multipart = body instanceof FormData;
    const res = await fetch(`${origin}${url}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        cookie: `XSRF-TOKEN=${CSRF}`,
        'x-xsrf-token': CSRF,
        accept: 'application/json',
        ...(body !== undefined && !multipart ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: multipart ? body : JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    return {
      status: res.status,
      ms: performance.now() - started,
      json: () => JSON.parse(text),
      text,
    };
  };
}

const expect = (answer, status, what) => {
  if (answer.status !== status) throw new Error(`${what}: ${answer.status} ${answer.text.slice(0, 300)}`);
  return answer;
};

/** Sets an icon (the vendor's or an app's): submitting needs one. */
async function uploadIcon(call, url, seed) {
  const form = new FormData();
  form.append('file', new Blob([iconPng(seed)], { type: 'image/png' }), 'icon.png');
  expect(await call('POST', url, form), 200, `icon ${url}`);
}

const appBody = (vendorId, i, round) => ({
  name: `Bench Mixed App ${i}`,
  description: 'An app the mixed load of `npm run bench` edits, saves and submits.',
  descriptionShort: `Saved by the mixed load, round ${round}`,
  vendor: { id: vendorId },
});

/**
 * Admins (admin:create), vendors (registered, or signed in when they exist from an earlier run on the
 * same database), each vendor's vendor approved and its app published.
 */
async function setUp(site, { databaseUrl, root, log }) {
  const admins = [];
  for (let a = 1; a <= ADMINS; a++) {
    const email = `bench-admin-${a}@showroom.test`;
    const created = spawnSync(
      path.join(root, 'node_modules/.bin/tsx'),
      [path.join(root, 'apps/api/src/cli/admin-create.ts'), '--email', email, '--password-stdin'],
      {
        cwd: root,
        input: PASSWORD,
        encoding: 'utf8',
        env: { ...process.env, DATABASE_URL: databaseUrl },
      },
    );
    if (created.status !== 0) throw new Error(`admin:create ${email}: ${created.stderr}`);
    admins.push(apiOf(site.origin, await signIn(site, email)));
  }
  const [admin] = admins;
  const vendors = [];
  for (let i = 1; i <= VENDORS; i++) {
    const email = `bench-vendor-${i}@showroom.test`;
    let token;
    try {
      token = await signIn(site, email);
    } catch {
      token = await signIn(site, email, `Vendor ${i}`);
    }
    const call = apiOf(site.origin, token);
    let mine = await call('GET', '/api/vendors/my-vendor');
    // No vendor yet: 204 (the web's register-vendor page then asks for one).
    if (mine.status === 204) {
      const created = expect(
        await call('POST', '/api/vendors', {
          name: `Bench Vendor ${i}`,
          email: `contact@bench-vendor-${i}.org`,
          website: `https://bench-vendor-${i}.org`,
          description: 'A vendor of the mixed load of npm run bench.',
        }),
        201,
        'create vendor',
      ).json();
      await uploadIcon(call, `/api/vendors/${created.id}/icon`, 100 + i);
      expect(
        await call('PATCH', `/api/vendors/${created.id}/status?newStatus=WAITING_FOR_APPROVAL`),
        200,
        'submit vendor',
      );
      expect(
        await admin('PATCH', `/api/vendors/${created.id}/status?newStatus=APPROVED`),
        200,
        'approve vendor',
      );
      mine = await call('GET', '/api/vendors/my-vendor');
    }
    const vendorId = expect(mine, 200, 'my vendor').json().id;
    const own = expect(await call('GET', '/api/apps/vendorapps'), 200, 'vendor apps').json();
    let appId = own[0]?.id;
    if (appId === undefined) {
      appId = expect(await call('POST', '/api/apps', appBody(vendorId, i, 0)), 201, 'create app').json().id;
      await uploadIcon(call, `/api/apps/${appId}/icon`, i);
      expect(
        await call('PATCH', `/api/apps/${appId}/status?newStatus=WAITING_FOR_APPROVAL`),
        200,
        'submit app',
      );
      expect(await admin('PATCH', `/api/apps/${appId}/status?newStatus=ACTIVE`), 200, 'approve app');
    }
    vendors.push({ i, call, vendorId, appId });
  }
  log(`  mixed load: ${ADMINS} admins and ${VENDORS} vendors signed in, each vendor with an approved app`);
  return { admins, vendors };
}

/**
 * A wrk script that asks for each path in turn with the headers a browser sends for it (`headers`:
 * lines as lib.mjs's headersFor gives them), and prints the latency percentiles (µs) at the end. The
 * requests are formatted once, in init.
 */
function readerScript(paths) {
  const file = path.join(tmpdir(), `showroom-bench-readers-${process.pid}.lua`);
  // Lua long strings ([==[ … ]==]) need no escaping (no path or header holds "]==]"); a key in a table
  // is written `[ [==[name]==] ]`, with spaces, as `[[` would open a long string.
  const long = (text) => {
    if (text.includes(']==]')) throw new Error(`cannot quote ${text}`);
    return `[==[${text}]==]`;
  };
  const list = paths
    .map(({ path: p, headers }) => {
      const table = headers
        .map((line) => {
          const colon = line.indexOf(':');
          return `[ ${long(line.slice(0, colon))} ] = ${long(line.slice(colon + 1).trim())}`;
        })
        .join(', ');
      return `{ ${long(p)}, { ${table} } }`;
    })
    .join(',\n  ');
  writeFileSync(
    file,
    `local paths = {
  ${list}
}
local requests = {}
local n = 0
init = function()
  for i, p in ipairs(paths) do
    requests[i] = wrk.format("GET", p[1], p[2])
  end
end
request = function()
  n = n + 1
  return requests[(n % #requests) + 1]
end
delay = function()
  return ${READ_DELAY_MS}
end
done = function(summary, latency, requests)
  io.write(string.format("MIXED p95=%d p99=%d requests=%d non2xx=%d\\n", latency:percentile(95), latency:percentile(99), summary.requests, summary.errors.status))
end
`,
  );
  return file;
}

/** Prometheus text as a map of series to values. */
function series(text) {
  const values = new Map();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const space = line.lastIndexOf(' ');
    values.set(line.slice(0, space), Number(line.slice(space + 1)));
  }
  return values;
}

/**
 * What the API processes saw during the load, from their metrics before and after it (one text per
 * process): each process's longest event-loop delay (prom-client's figure since it was last read), and
 * each route's answers in the load with their mean time in the process, the busiest first.
 */
function serverFigures(before, after) {
  const loopDelayMaxMs = after.map((text) =>
    Math.round((series(text).get('nodejs_eventloop_lag_max_seconds') ?? NaN) * 1000),
  );
  const routes = new Map();
  for (const [i, text] of after.entries()) {
    const earlier = series(before[i] ?? '');
    for (const [key, value] of series(text)) {
      const m = /^http_server_request_duration_seconds_(sum|count)\{(.*)\}$/.exec(key);
      if (!m) continue;
      const labels = Object.fromEntries([...m[2].matchAll(/(\w+)="([^"]*)"/g)].map(([, k, v]) => [k, v]));
      if (labels.http_route === '/api/metrics') continue;
      const route = `${labels.http_request_method} ${labels.http_route} ${labels.http_response_status_code}`;
      const entry = routes.get(route) ?? { route, count: 0, seconds: 0 };
      if (m[1] === 'count') entry.count += value - (earlier.get(key) ?? 0);
      else entry.seconds += value - (earlier.get(key) ?? 0);
      routes.set(route, entry);
    }
  }
  return {
    loopDelayMaxMs,
    routes: [...routes.values()]
      .filter((r) => r.count > 0)
      .map((r) => ({ route: r.route, count: r.count, meanMs: (r.seconds / r.count) * 1000 }))
      .sort((a, b) => b.count * b.meanMs - a.count * a.meanMs),
  };
}

/**
 * The mixed load against `origin` (the cache in front of the API processes): returns the writes' and
 * reads' counts and percentiles (ms) and the errors.
 */
export async function mixedLoad({
  name,
  origin,
  publicUrl,
  seconds,
  metrics,
  databaseUrl,
  root,
  paths,
  log,
}) {
  const site = { origin, publicUrl };
  const { admins, vendors } = await setUp(site, { databaseUrl, root, log });
  // The API processes' metrics read right before the load (which also starts their event-loop delay
  // figures afresh) and right after it.
  const before = await metrics();
  // The clients of the load on CPU 1, with wrk; the servers are on CPU 0.
  pin(process.pid, 1);
  const writes = [];
  const reads = [];
  const errors = [];
  const until = performance.now() + seconds * 1000;
  const record = (answer, expected, into, what) => {
    if (answer.status === expected) into.push(answer.ms);
    else errors.push(`${what}: ${answer.status} ${answer.text.slice(0, 200)}`);
  };
  const guard = async (what, fn) => {
    try {
      await fn();
    } catch (err) {
      errors.push(`${what}: ${err instanceof Error ? err.message : String(err)}`);
    }
  };
  const vendorLoops = vendors.map(async (v, n) => {
    // Spread over the first second, as people do not all save at once.
    await sleep((n * SAVE_EVERY_MS) / vendors.length);
    for (let round = 1; performance.now() < until; round++) {
      const next = performance.now() + SAVE_EVERY_MS;
      await guard(`vendor ${v.i}`, async () => {
        const listed = await v.call('GET', '/api/apps/vendorapps');
        record(listed, 200, reads, `vendor ${v.i} apps`);
        const app = listed.status === 200 ? listed.json().find((a) => a.id === v.appId) : undefined;
        // In review: nothing to save until an admin has decided.
        if (app?.status === 'WAITING_FOR_APPROVAL') return;
        record(
          await v.call('PUT', `/api/apps/${v.appId}`, appBody(v.vendorId, v.i, round)),
          200,
          writes,
          `vendor ${v.i} save`,
        );
        if (round % SUBMIT_EVERY_SAVES === 0) {
          const submitted = await v.call(
            'PATCH',
            `/api/apps/${v.appId}/status?newStatus=WAITING_FOR_APPROVAL`,
          );
          record(submitted, 200, writes, `vendor ${v.i} submit`);
        }
      });
      await sleep(Math.max(0, next - performance.now()));
    }
  });
  const adminLoops = admins.map(async (call, a) => {
    await sleep((a * REVIEW_EVERY_MS) / admins.length);
    while (performance.now() < until) {
      const next = performance.now() + REVIEW_EVERY_MS;
      await guard(`admin ${a + 1}`, async () => {
        const queue = await call('GET', '/api/apps?status=WAITING_FOR_APPROVAL');
        record(queue, 200, reads, `admin ${a + 1} queue`);
        const mine = queue.status === 200 ? queue.json().filter((app) => app.id % admins.length === a) : [];
        for (const app of mine) {
          if (performance.now() >= until) break;
          record(
            await call('PATCH', `/api/apps/${app.id}/status?newStatus=ACTIVE`),
            200,
            writes,
            `admin ${a + 1} approve`,
          );
        }
      });
      await sleep(Math.max(0, next - performance.now()));
    }
  });
  // The readers: wrk in its own process on CPU 1, beside the loops above (this process, on CPU 1 too).
  const readers = wrkInBackground(`${origin}/`, {
    seconds,
    connections: 200,
    script: readerScript(paths),
    allowErrors: true,
  });
  await Promise.all([...vendorLoops, ...adminLoops]);
  const read = await readers;
  const figures = /MIXED p95=(\d+) p99=(\d+) requests=(\d+) non2xx=(\d+)/.exec(read.printed);
  if (!figures) throw new Error(`wrk printed no percentiles:\n${read.printed}`);
  const [, p95, p99, requests, non2xx] = figures.map(Number);
  const socketErrors = read.socketErrors
    ? [...read.socketErrors.matchAll(/\d+/g)].reduce((n, [x]) => n + Number(x), 0)
    : 0;
  if (non2xx) errors.push(`readers: ${non2xx} answers outside 2xx/3xx`);
  if (socketErrors) errors.push(`readers: socket errors (${read.socketErrors})`);
  const server = serverFigures(before, await metrics());
  const summary = (xs) => ({
    count: xs.length,
    p50: percentile(xs, 50),
    p95: percentile(xs, 95),
    p99: percentile(xs, 99),
  });
  const result = {
    seconds,
    writes: summary(writes),
    signedInReads: summary(reads),
    reads: { count: requests, perSecond: read.rps, p95: p95 / 1000, p99: p99 / 1000 },
    // Each failed write or signed-in read, and each failed catalogue read.
    errors: errors.filter((e) => !e.startsWith('readers:')).length + non2xx + socketErrors,
    errorSamples: errors.slice(0, 5),
    server,
  };
  log(
    `  mixed load (${name}), in the API processes: event loop delayed up to ${server.loopDelayMaxMs.map((ms) => `${ms} ms`).join(' and ')}; ${server.routes.map((r) => `${r.route} ${r.count}× ${r.meanMs.toFixed(1)} ms`).join(', ')}`,
  );
  log(
    `  mixed load (${name}): ${result.writes.count} writes p95 ${result.writes.p95?.toFixed(1)} ms p99 ${result.writes.p99?.toFixed(1)} ms; ${requests} catalogue reads p95 ${result.reads.p95} ms p99 ${result.reads.p99} ms; ${result.errors} errors${errors.length ? ` (${errors.slice(0, 3).join('; ')})` : ''}`,
  );
  return result;
}

// The one HTTP client of the live checks. The addresses it fetches were typed by vendors, so every
// request (and every redirect) is judged before a socket opens: https only, no credentials, and the
// host name resolved once, every address checked, and the socket handed the checked address through
// the request's `lookup` option, so a second DNS answer (rebinding) never reaches it.
//
// node:http/https rather than undici: the `lookup` option is per request and part of Node's own
// client, no dependency is needed, and the socket is at hand for the connect timeout, the TLS
// protocol and certificate, and counting the bytes read.
import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction, Socket } from 'node:net';
import { isIP } from 'node:net';
import type { TLSSocket } from 'node:tls';
import {
  CHECK_DETAIL_PHRASES_WRITTEN as PHRASES,
  CHECK_DETAILS_WRITTEN as DETAILS,
} from '@showroom/contract';
import { blockedAddressKind, isAllowed, mayConnect, normaliseHost, type AllowList } from './allow-list.ts';

export { isAllowed, parseAllowList, type AllowList } from './allow-list.ts';

export interface SafeFetchOptions {
  method?: Method;
  accept?: string;
  /** A request body (POST only: a CDS Hooks call, issue 36), sent with `contentType`. */
  body?: Buffer;
  contentType?: string;
  /** `Showroom-Checks/1 (+{PUBLIC_URL}/how-we-check)`. */
  userAgent: string;
  allow: AllowList;
  /** For tests: a resolver that answers what it is told (e.g. a private address for a public name). Default dns.lookup. */
  lookup?: (hostname: string) => Promise<{ address: string; family: 4 | 6 }[]>;
  connectTimeoutMs?: number;
  totalTimeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
}

type Method = 'GET' | 'OPTIONS' | 'HEAD' | 'POST';

export type FailureReason =
  | 'invalid-url'
  | 'not-https'
  | 'credentials'
  | 'blocked-address'
  | 'dns'
  | 'connect-timeout'
  | 'timeout'
  | 'too-large'
  | 'tls'
  | 'connection'
  | 'too-many-redirects'
  | 'redirect-refused';

export type FetchOutcome =
  | {
      ok: true;
      /** The address that answered (after redirects). */
      url: string;
      status: number;
      headers: Record<string, string>;
      body: Buffer;
      /** The addresses redirected to, in order. */
      redirects: string[];
      timeMs: number;
      tls?: { protocol: string; validTo: string };
    }
  | {
      ok: false;
      /** The address the failure is about (a refused redirect's target, for instance). */
      url: string;
      reason: FailureReason;
      /** A short sentence for people. */
      detail: string;
      redirects: string[];
      timeMs: number;
    };

const CONNECT_TIMEOUT_MS = 3_000;
const TOTAL_TIMEOUT_MS = 10_000;
const MAX_BYTES = 2 * 1024 * 1024;
const MAX_REDIRECTS = 5;

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

let attempts = 0;
/** How many connections safe-fetch has opened (or tried to) in this process: tests prove refusals cost none. */
export const connectionAttempts = (): number => attempts;

/** A refused or failed fetch, carried from wherever it is found to the outcome; never leaves this module. */
class Refusal extends Error {
  constructor(
    readonly reason: FailureReason,
    readonly detail: string,
  ) {
    super(detail);
  }
}

const seconds = (ms: number): string =>
  ms >= 1000 ? PHRASES.seconds(String(Number((ms / 1000).toFixed(1)))) : PHRASES.milliseconds(String(ms));
const size = (bytes: number): string =>
  bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0
    ? PHRASES.megabytes(String(bytes / (1024 * 1024)))
    : bytes >= 1024 && bytes % 1024 === 0
      ? PHRASES.kilobytes(String(bytes / 1024))
      : PHRASES.bytes(String(bytes));

const defaultLookup = async (hostname: string): Promise<{ address: string; family: 4 | 6 }[]> =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map(({ address, family }) => ({
    address,
    family: family === 6 ? 6 : 4,
  }));

/** Rejects with a Refusal when the deadline passes first. */
function beforeDeadline<T>(promise: Promise<T>, deadline: number, totalMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Refusal('timeout', DETAILS.timeout(seconds(totalMs)))),
      Math.max(0, deadline - Date.now()),
    );
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

interface Target {
  url: URL;
  /** The host as the socket and TLS see it: no brackets around IPv6. */
  host: string;
  address: string;
  family: 4 | 6;
}

/** Judges an address before any connection: scheme, credentials, host, and every address it resolves to. */
async function resolveTarget(
  url: URL,
  options: SafeFetchOptions,
  deadline: number,
  totalMs: number,
): Promise<Target> {
  if (url.username !== '' || url.password !== '') {
    throw new Refusal('credentials', DETAILS.credentials);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Refusal('not-https', DETAILS.notHttpsScheme(url.protocol));
  }
  const host = normaliseHost(url.hostname);
  if (host === '') throw new Refusal('invalid-url', DETAILS.noHost);
  const literal = isIP(host) !== 0;
  // Plain http only for a listed host, or for addresses all inside a listed range. An address is judged
  // first (a private one is refused as such); a name that no range could allow is refused before DNS.
  const httpAllowedByHost = isAllowed(options.allow, host);
  if (url.protocol === 'http:' && !httpAllowedByHost && !literal && options.allow.ranges.length === 0) {
    throw new Refusal('not-https', DETAILS.plainHttp);
  }

  let addresses: { address: string; family: 4 | 6 }[];
  if (literal) {
    addresses = [{ address: host, family: isIP(host) === 6 ? 6 : 4 }];
  } else {
    try {
      addresses = await beforeDeadline((options.lookup ?? defaultLookup)(host), deadline, totalMs);
    } catch (error) {
      if (error instanceof Refusal) throw error;
      throw new Refusal('dns', DETAILS.dns(host));
    }
    if (addresses.length === 0) throw new Refusal('dns', DETAILS.dns(host));
  }
  for (const { address } of addresses) {
    if (!mayConnect(options.allow, host, address)) {
      const kind = blockedAddressKind(address) ?? 'a refused address';
      throw new Refusal(
        'blocked-address',
        literal ? DETAILS.addressIs(kind, address) : DETAILS.addressResolvesTo(kind, address),
      );
    }
  }
  if (
    url.protocol === 'http:' &&
    !httpAllowedByHost &&
    !addresses.every((a) => isAllowed(options.allow, a.address))
  ) {
    throw new Refusal('not-https', DETAILS.plainHttp);
  }
  const [first] = addresses as [{ address: string; family: 4 | 6 }];
  return { url, host, address: first.address, family: first.family };
}

const TLS_DETAILS: Record<string, string> = {
  CERT_HAS_EXPIRED: DETAILS.certExpired,
  CERT_NOT_YET_VALID: DETAILS.certNotYetValid,
  DEPTH_ZERO_SELF_SIGNED_CERT: DETAILS.certSelfSigned,
  SELF_SIGNED_CERT_IN_CHAIN: DETAILS.certChainSelfSigned,
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: DETAILS.certUntrusted,
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: DETAILS.certUntrusted,
  CERT_REVOKED: DETAILS.certRevoked,
};

function networkFailure(error: Error & { code?: string }, host: string, tlsStarted: boolean): Refusal {
  const code = error.code ?? '';
  if (code === 'ERR_TLS_CERT_ALTNAME_INVALID') {
    return new Refusal('tls', DETAILS.tlsName(host));
  }
  if (TLS_DETAILS[code]) return new Refusal('tls', TLS_DETAILS[code]);
  if (code.startsWith('ERR_SSL_') || code.startsWith('ERR_TLS_') || (tlsStarted && code !== 'ECONNRESET')) {
    return new Refusal('tls', DETAILS.tlsFailed(code || error.message));
  }
  if (tlsStarted) return new Refusal('tls', DETAILS.tlsClosed);
  switch (code) {
    case 'ECONNREFUSED':
      return new Refusal('connection', DETAILS.refused);
    case 'ECONNRESET':
      return new Refusal('connection', DETAILS.closedEarly);
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return new Refusal('connection', DETAILS.unreachable);
    default:
      return code.startsWith('HPE_')
        ? new Refusal('connection', DETAILS.notHttp)
        : new Refusal('connection', DETAILS.connectionFailed(code || error.message));
  }
}

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  location?: string;
  tls?: { protocol: string; validTo: string };
}

/** One request to a judged target, its socket pinned to the checked address. */
function request(
  target: Target,
  method: Method,
  options: SafeFetchOptions,
  deadline: number,
  body: Buffer | undefined,
): Promise<Answer> {
  const connectMs = options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS;
  const totalMs = options.totalTimeoutMs ?? TOTAL_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? MAX_BYTES;
  const secure = target.url.protocol === 'https:';

  // No second look-up: the socket gets the address that was checked, whatever name it asks for.
  const pinned: LookupFunction = (_hostname, lookupOptions, callback) => {
    if ((lookupOptions as { all?: boolean }).all) {
      (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [
        { address: target.address, family: target.family },
      ]);
    } else {
      callback(null, target.address, target.family);
    }
  };

  return new Promise<Answer>((resolve, reject) => {
    let settled = false;
    let tlsStarted = false;
    let tls: Answer['tls'];
    const timers: NodeJS.Timeout[] = [];
    const finish = (error: Refusal | undefined, answer?: Answer) => {
      if (settled) return;
      settled = true;
      timers.forEach(clearTimeout);
      if (error) {
        req.destroy();
        reject(error);
      } else {
        resolve(answer!);
      }
    };

    attempts += 1;
    const req = (secure ? https : http).request({
      protocol: target.url.protocol,
      hostname: target.host,
      port: target.url.port === '' ? undefined : Number(target.url.port),
      path: `${target.url.pathname}${target.url.search}`,
      method,
      headers: {
        'user-agent': options.userAgent,
        accept: options.accept ?? '*/*',
        ...(body
          ? {
              'content-type': options.contentType ?? 'application/json',
              'content-length': String(body.length),
            }
          : {}),
      },
      lookup: pinned,
      family: target.family,
      agent: false,
      // Node's defaults, stated: the certificate is verified, SNI is the host name (never an address).
      rejectUnauthorized: true,
      ...(secure && isIP(target.host) === 0 ? { servername: target.host } : {}),
    });

    timers.push(
      setTimeout(
        () => finish(new Refusal('timeout', DETAILS.timeout(seconds(totalMs)))),
        Math.max(0, deadline - Date.now()),
      ),
    );
    const connectTimer = setTimeout(
      () => finish(new Refusal('connect-timeout', DETAILS.connectTimeout(seconds(connectMs)))),
      connectMs,
    );
    timers.push(connectTimer);

    req.on('socket', (socket: Socket) => {
      socket.once('connect', () => {
        clearTimeout(connectTimer);
        if (secure) tlsStarted = true;
      });
      if (secure) {
        socket.once('secureConnect', () => {
          tlsStarted = false;
          const tlsSocket = socket as TLSSocket;
          const certificate = tlsSocket.getPeerCertificate();
          tls = { protocol: tlsSocket.getProtocol() ?? 'unknown', validTo: certificate.valid_to ?? '' };
        });
      }
    });
    req.on('error', (error) => finish(networkFailure(error, target.host, tlsStarted)));
    req.on('response', (res) => {
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(res.headers)) {
        if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
      }
      const status = res.statusCode ?? 0;
      if (REDIRECT_STATUSES.has(status) && typeof res.headers.location === 'string') {
        res.destroy();
        finish(undefined, { status, headers, body: Buffer.alloc(0), location: res.headers.location, tls });
        return;
      }
      const tooLarge = new Refusal('too-large', DETAILS.tooLarge(size(maxBytes)));
      // A HEAD answer's Content-Length is the size of the body it does not send.
      if (method !== 'HEAD' && Number(res.headers['content-length'] ?? 0) > maxBytes) {
        finish(tooLarge);
        return;
      }
      const chunks: Buffer[] = [];
      let read = 0;
      res.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read > maxBytes) finish(tooLarge);
        else chunks.push(chunk);
      });
      res.on('end', () => finish(undefined, { status, headers, body: Buffer.concat(chunks), tls }));
      res.on('error', (error) => finish(networkFailure(error, target.host, false)));
    });
    req.end(body);
  });
}

/**
 * Fetches an address a vendor typed, safely: refused targets cost no connection, redirects (at most
 * maxRedirects) are followed by hand and judged like the first address, and network conditions are
 * outcomes, never exceptions. Non-2xx answers are `ok: true` with their status.
 */
export async function safeFetch(url: string, options: SafeFetchOptions): Promise<FetchOutcome> {
  const started = Date.now();
  const totalMs = options.totalTimeoutMs ?? TOTAL_TIMEOUT_MS;
  const deadline = started + totalMs;
  const maxRedirects = options.maxRedirects ?? MAX_REDIRECTS;
  const redirects: string[] = [];
  let method = options.method ?? 'GET';
  let body = method === 'POST' ? options.body : undefined;
  let current = url;

  const fail = (reason: FailureReason, detail: string): FetchOutcome => ({
    ok: false,
    url: current,
    reason,
    detail,
    redirects,
    timeMs: Date.now() - started,
  });

  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return fail('invalid-url', DETAILS.invalidUrl);
  }

  for (;;) {
    let answer: Answer;
    try {
      const target = await resolveTarget(parsed, options, deadline, totalMs);
      answer = await request(target, method, options, deadline, body);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      const detail =
        redirects.length > 0 && error.reason !== 'timeout'
          ? DETAILS.redirectRefused(current, error.detail)
          : error.detail;
      return fail(error.reason, detail);
    }

    if (answer.location === undefined) {
      return {
        ok: true,
        url: current,
        status: answer.status,
        headers: answer.headers,
        body: answer.body,
        redirects,
        timeMs: Date.now() - started,
        ...(answer.tls ? { tls: answer.tls } : {}),
      };
    }

    let next: URL;
    try {
      next = new URL(answer.location, parsed);
    } catch {
      return fail('redirect-refused', DETAILS.redirectInvalid(answer.location));
    }
    const from = parsed;
    current = next.href;
    if (redirects.length >= maxRedirects) {
      return fail('too-many-redirects', DETAILS.tooManyRedirects(String(maxRedirects)));
    }
    redirects.push(current);
    if (from.protocol === 'https:' && next.protocol === 'http:') {
      return fail('redirect-refused', DETAILS.httpsToHttp(current));
    }
    if (answer.status === 303 && method !== 'HEAD') method = 'GET';
    // As browsers do: a POST redirected by 301 or 302 becomes a GET; 307 and 308 repeat it, body and all.
    if (method === 'POST' && (answer.status === 301 || answer.status === 302)) method = 'GET';
    if (method !== 'POST') body = undefined;
    parsed = next;
  }
}

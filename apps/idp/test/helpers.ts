import { createHash, randomBytes, scryptSync } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { CLIENT_ID, createIdp, migrateIdp, REALM_PATH, type Idp, type IdpOptions } from '../src/index.ts';

export const KC = `${REALM_PATH}/protocol/openid-connect`;
export const VITE_ORIGIN = 'http://localhost:5173';

/**
 * One HTTP server per test file whose handler can be swapped, so that a "restarted" provider is served
 * on the same origin (and therefore the same issuer) as the one before it.
 */
export interface Harness {
  origin: string;
  issuer: string;
  pg: PGlite;
  db: ReturnType<typeof drizzle>;
  idp: Idp;
  start(overrides?: Partial<IdpOptions> & { pg?: PGlite }): Promise<Idp>;
  stop(): Promise<void>;
}

export async function startHarness(): Promise<Harness> {
  let current: Idp | undefined;
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (current) current.handle(req, res);
    else res.writeHead(503).end();
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;

  const harness: Harness = {
    origin,
    issuer: `${origin}${REALM_PATH}`,
    pg: await PGlite.create(),
    db: undefined as never,
    idp: undefined as never,
    async start(overrides = {}) {
      const { pg = harness.pg, ...options } = overrides;
      if (pg !== harness.pg) harness.pg = pg;
      harness.db = drizzle(harness.pg);
      await migrateIdp(harness.db);
      current = await createIdp({
        db: harness.db,
        publicUrl: origin,
        webOrigins: [origin, VITE_ORIGIN],
        ...options,
      });
      harness.idp = current;
      return current;
    },
    async stop() {
      await current?.close();
      current = undefined;
      await new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
      server.closeAllConnections();
      await harness.pg.close();
    },
  };
  return harness;
}

/** A minimal browser cookie store: name, value and path, sent to requests under the cookie's path. */
export class CookieJar {
  private cookies = new Map<string, { name: string; value: string; path: string }>();

  store(res: Response, requestPath: string): void {
    for (const header of res.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';').map((s) => s.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const attr = new Map(
        attributes.map((a) => {
          const i = a.indexOf('=');
          return i === -1 ? [a.toLowerCase(), ''] : [a.slice(0, i).toLowerCase(), a.slice(i + 1)];
        }),
      );
      const path = attr.get('path') ?? requestPath.replace(/\/[^/]*$/, '') ?? '/';
      const expires = attr.get('expires');
      const key = `${name}@${path}`;
      if (value === '' || attr.get('max-age') === '0' || (expires && Date.parse(expires) <= Date.now())) {
        this.cookies.delete(key);
      } else {
        this.cookies.set(key, { name, value, path });
      }
    }
  }

  header(requestPath: string): string {
    return [...this.cookies.values()]
      .filter(
        (c) => requestPath === c.path || requestPath.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`),
      )
      .sort((a, b) => b.path.length - a.path.length)
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
  }

  names(): string[] {
    return [...this.cookies.values()].map((c) => `${c.name}@${c.path}`);
  }

  clone(): CookieJar {
    const copy = new CookieJar();
    copy.cookies = new Map(this.cookies);
    return copy;
  }
}

export interface Page {
  status: number;
  url: string;
  html: string;
  headers: Headers;
}

/** Where a redirect chain ended: a page of the provider, or the SPA's redirect URI with its query. */
export type Landing = { kind: 'page'; page: Page } | { kind: 'redirect'; location: URL };

/** Requests `url` like a browser would, following redirects within the provider's origin. */
export async function browse(
  jar: CookieJar,
  url: string,
  init: { method?: string; form?: Record<string, string>; headers?: Record<string, string> } = {},
): Promise<Landing> {
  let target = new URL(url);
  const providerOrigin = target.origin;
  let method = init.method ?? (init.form ? 'POST' : 'GET');
  let body: string | undefined = init.form ? new URLSearchParams(init.form).toString() : undefined;
  for (let hops = 0; hops < 10; hops++) {
    const cookie = jar.header(target.pathname);
    const res = await fetch(target, {
      method,
      redirect: 'manual',
      headers: {
        ...init.headers,
        ...(cookie ? { cookie } : {}),
        ...(body !== undefined ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body,
    });
    jar.store(res, target.pathname);
    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location) {
      const next = new URL(location, target);
      if (next.origin !== providerOrigin || !next.pathname.startsWith(REALM_PATH)) {
        await res.body?.cancel();
        return { kind: 'redirect', location: next };
      }
      await res.body?.cancel();
      target = next;
      method = 'GET';
      body = undefined;
      continue;
    }
    return {
      kind: 'page',
      page: { status: res.status, url: target.href, html: await res.text(), headers: res.headers },
    };
  }
  throw new Error('Too many redirects');
}

export function expectPage(landing: Landing): Page {
  if (landing.kind !== 'page') throw new Error(`Expected a page, got a redirect to ${landing.location.href}`);
  return landing.page;
}

export function expectRedirect(landing: Landing): URL {
  if (landing.kind !== 'redirect') {
    throw new Error(
      `Expected a redirect, got page ${landing.page.url} (${landing.page.status}):\n${landing.page.html}`,
    );
  }
  return landing.location;
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};
const decode = (s: string) => s.replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e] ?? e);
// Inline elements join their neighbours' text; every other tag separates words.
const normalize = (s: string) =>
  decode(s.replace(/<\/?(strong|em|b|a|span|code)\b[^>]*>/g, '').replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();

/** The attributes of the element with this id (values decoded; boolean attributes as ''), or undefined. */
export function attributes(html: string, id: string): Record<string, string> | undefined {
  const tag = new RegExp(`<\\w+\\b[^>]*\\sid="${id.replace(/[.]/g, '\\.')}"[^>]*>`).exec(html)?.[0];
  if (!tag) return undefined;
  const attrs: Record<string, string> = {};
  for (const m of tag.replace(/^<\w+/, '').matchAll(/([\w-]+)(?:="([^"]*)")?/g)) {
    if (m[1]) attrs[m[1]] = decode(m[2] ?? '');
  }
  return attrs;
}

/** The text of the element with this id, tags stripped and whitespace collapsed as a screen reader would. */
export function textOf(html: string, id: string): string | undefined {
  const m = new RegExp(`<(\\w+)\\b[^>]*\\sid="${id.replace(/[.]/g, '\\.')}"[^>]*>([\\s\\S]*?)</\\1>`).exec(
    html,
  );
  return m?.[2] === undefined ? undefined : normalize(m[2]);
}

/** The text of the label for the control with this id. */
export function labelFor(html: string, id: string): string | undefined {
  const m = new RegExp(`<label\\b[^>]*\\sfor="${id}"[^>]*>([\\s\\S]*?)</label>`).exec(html);
  return m?.[1] === undefined ? undefined : normalize(m[1]);
}

/** The visible text of the whole page body. */
export function pageText(html: string): string {
  return normalize(html.replace(/<(style|script)\b[\s\S]*?<\/\1>/g, ''));
}

export function formAction(html: string, formId: string): string {
  const action = attributes(html, formId)?.action;
  if (!action) throw new Error(`No form #${formId} in:\n${html}`);
  return action;
}

export function linkHref(html: string, text: string): string {
  for (const m of html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)) {
    const href = /\shref="([^"]*)"/.exec(` ${m[1] ?? ''}`)?.[1];
    if (href && normalize(m[2] ?? '') === text) return decode(href);
  }
  throw new Error(`No link "${text}" in:\n${html}`);
}

export interface AuthRequest {
  url: string;
  verifier: string;
  state: string;
  nonce: string;
  redirectUri: string;
}

export function authRequest(
  origin: string,
  extra: Record<string, string> = {},
  redirectOrigin: string = origin,
): AuthRequest {
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(8).toString('hex');
  const nonce = randomBytes(8).toString('hex');
  const redirectUri = `${redirectOrigin}/callback`;
  const params = new URLSearchParams({
    client_id: CLIENT_ID,
    response_type: 'code',
    scope: 'openid profile email',
    redirect_uri: redirectUri,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state,
    nonce,
    ...extra,
  });
  return { url: `${origin}${KC}/auth?${params.toString()}`, verifier, state, nonce, redirectUri };
}

export interface TokenResponse {
  access_token: string;
  id_token?: string;
  refresh_token?: string;
  expires_in: number;
  token_type: string;
  scope?: string;
  error?: string;
  error_description?: string;
}

export async function tokenRequest(
  origin: string,
  form: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: TokenResponse; headers: Headers }> {
  const res = await fetch(`${origin}${KC}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ client_id: CLIENT_ID, ...form }).toString(),
  });
  return { status: res.status, body: (await res.json()) as TokenResponse, headers: res.headers };
}

export async function exchangeCode(origin: string, request: AuthRequest, callback: URL) {
  const code = callback.searchParams.get('code');
  if (!code) throw new Error(`No code in ${callback.href}`);
  return tokenRequest(origin, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: request.redirectUri,
    code_verifier: request.verifier,
  });
}

/** Full code flow through the login form; returns the tokens and the jar holding the provider's session. */
export async function login(origin: string, email: string, password: string, jar = new CookieJar()) {
  const request = authRequest(origin);
  const loginPage = expectPage(await browse(jar, request.url));
  const callback = expectRedirect(
    await browse(jar, new URL(formAction(loginPage.html, 'kc-form-login'), origin).href, {
      form: { username: email, password },
    }),
  );
  const tokens = await exchangeCode(origin, request, callback);
  if (tokens.status !== 200) throw new Error(`Token exchange failed: ${JSON.stringify(tokens.body)}`);
  return { jar, request, callback, tokens: tokens.body };
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@example.test`;
}

/**
 * A password hash in the provider's format made at the given scrypt cost (N = 2^logN): an account with
 * one made before today's cost, or one whose wrong passwords cost milliseconds where the cost is not
 * what a test is about. A right password replaces it at today's cost, as for any old hash.
 */
export function hashAtCost(password: string, logN: number): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 32, { N: 2 ** logN, r: 8, p: 1, maxmem: 256 * 2 ** logN * 8 });
  return `scrypt$ln=${logN},r=8,p=1$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** Opens the login page and follows "Forgot Password?", as a user would. */
export async function forgotPasswordPage(origin: string, jar: CookieJar): Promise<Page> {
  const loginPage = expectPage(await browse(jar, authRequest(origin).url));
  return expectPage(await browse(jar, new URL(linkHref(loginPage.html, 'Forgot Password?'), origin).href));
}

/** Asks for a reset mail to `email` on the "Forgot Password?" page; returns the answer. */
export async function requestResetMail(origin: string, email: string): Promise<Page> {
  const jar = new CookieJar();
  const page = await forgotPasswordPage(origin, jar);
  return expectPage(
    await browse(jar, new URL(formAction(page.html, 'kc-reset-password-form'), origin).href, {
      form: { username: email },
    }),
  );
}

/** Opens a mailed reset link and sets `password` with its form; returns the answer, or the link's error page. */
export async function useResetLink(origin: string, link: string, password: string): Promise<Page> {
  const form = expectPage(await browse(new CookieJar(), link));
  if (form.status !== 200) return form;
  return expectPage(
    await browse(new CookieJar(), new URL(formAction(form.html, 'kc-passwd-update-form'), origin).href, {
      form: { 'password-new': password, 'password-confirm': password },
    }),
  );
}

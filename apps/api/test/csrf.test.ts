import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app.ts';
import { csrfHeaders } from './helpers/csrf.ts';
import { account } from './helpers/journey.ts';
import { bearer } from './helpers/tokens.ts';

const setCookies = (header: string | string[] | undefined): string[] =>
  header === undefined ? [] : [header].flat();

describe('CSRF double-submit cookie', () => {
  const t = useTestApp();

  it('gives a signed-in browser without one an XSRF-TOKEN cookie the SPA can read', async () => {
    const { token } = await account(['VENDOR']);
    for (const url of ['/api/health/live', '/api/vendors/my-vendor', '/api/apps']) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
      const cookie = setCookies(res.headers['set-cookie']).find((c) => c.startsWith('XSRF-TOKEN='));
      expect(cookie, url).toBeDefined();
      expect(cookie).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]{43}; /);
      expect(cookie).toContain('Path=/');
      expect(cookie).toContain('SameSite=Strict');
      expect(cookie).not.toMatch(/HttpOnly/i);
      expect(cookie).not.toMatch(/Secure/i);
    }
  });

  it('sets no cookie on anonymous reads: public answers are the same for everyone, for proxies to keep', async () => {
    for (const url of [
      '/config/config.json',
      '/api/health/live',
      '/api/apps',
      '/api/apps?sort=name&limit=24',
      '/api/apps/facets',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: 'theme=dark' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['set-cookie'], url).toBeUndefined();
    }
  });

  it('gives every browser its own random token', async () => {
    const { token } = await account(['VENDOR']);
    const a = setCookies(
      (await t.app.inject({ method: 'GET', url: '/api/health/live', headers: bearer(token) })).headers[
        'set-cookie'
      ],
    );
    const b = setCookies(
      (await t.app.inject({ method: 'GET', url: '/api/health/live', headers: bearer(token) })).headers[
        'set-cookie'
      ],
    );
    expect(a[0]).toMatch(/^XSRF-TOKEN=/);
    expect(a[0]).not.toEqual(b[0]);
  });

  it('keeps the cookie a browser already has', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health/live',
      cookies: { 'XSRF-TOKEN': 'abc' },
      headers: bearer((await account(['VENDOR'])).token),
    });
    expect(setCookies(res.headers['set-cookie']).some((c) => c.startsWith('XSRF-TOKEN='))).toBe(false);
  });

  for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
    it(`refuses ${method} without the header (403), before routing`, async () => {
      const res = await t.app.inject({ method, url: '/api/vendors', cookies: { 'XSRF-TOKEN': 'abc' } });
      expect(res.statusCode).toBe(403);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.json()).toMatchObject({ status: 403, detail: 'Missing or invalid CSRF token.' });
    });
  }

  it('refuses a header that does not match the cookie, or a header without a cookie', async () => {
    const mismatch = await t.app.inject({
      method: 'POST',
      url: '/api/vendors',
      cookies: { 'XSRF-TOKEN': 'abc' },
      headers: { 'x-xsrf-token': 'abd' },
    });
    expect(mismatch.statusCode).toBe(403);
    const noCookie = await t.app.inject({
      method: 'POST',
      url: '/api/vendors',
      headers: { 'x-xsrf-token': 'abc' },
    });
    expect(noCookie.statusCode).toBe(403);
    // The refusal hands out a cookie, so the client can retry.
    expect(setCookies(noCookie.headers['set-cookie']).some((c) => c.startsWith('XSRF-TOKEN='))).toBe(true);
  });

  it('lets a matching pair through to routing', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/no-such-call', headers: csrfHeaders() });
    expect(res.statusCode).toBe(404);
  });

  it('does not ask for a token on safe methods', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/api/health/live' });
    expect(res.statusCode).toBe(200);
  });
});

describe('CSRF cookie behind https', () => {
  const t = useTestApp({ env: { PUBLIC_URL: 'https://showroom.example.org' } });

  it('is Secure', async () => {
    const { token } = await account(['VENDOR']);
    const res = await t.app.inject({ method: 'GET', url: '/api/health/live', headers: bearer(token) });
    expect(setCookies(res.headers['set-cookie']).find((c) => c.startsWith('XSRF-TOKEN='))).toContain(
      'Secure',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app.ts';

const directives = (csp: unknown): Map<string, string[]> =>
  new Map(
    String(csp)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name ?? '', values]),
  );

describe('security headers over http with the embedded IdP', () => {
  const t = useTestApp();

  it('sends a strict CSP and the usual hardening headers on API responses', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    const csp = directives(res.headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    // The IdP's login form redirects to the SPA; no development origin unless npm run dev names one.
    expect(csp.get('form-action')).toEqual(["'self'", 'http://localhost:8080']);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('sends them on problems and on the runtime config too', async () => {
    for (const url of ['/api/nope', '/config/config.json']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
    }
  });
});

describe('security headers over https with Keycloak', () => {
  const t = useTestApp({
    env: {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://showroom.example.org',
      KEYCLOAK_URL: 'https://sso.example.org/auth',
      TRACKING_ENABLED: 'true',
      TRACKING_SCRIPT: 'https://stats.example.org/script.js',
    },
  });

  it('allows Keycloak and the tracker where needed, adds HSTS, and drops the dev origin', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    const csp = directives(res.headers['content-security-policy']);
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'https://sso.example.org',
      'https://stats.example.org',
    ]);
    expect(csp.get('frame-src')).toEqual(["'self'", 'https://sso.example.org']);
    expect(csp.get('script-src')).toEqual(["'self'", 'https://stats.example.org']);
    expect(csp.get('form-action')).toEqual(["'self'", 'https://sso.example.org']);
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

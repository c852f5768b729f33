import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app.ts';

const preflight = (url: string, origin: string) => ({
  method: 'OPTIONS' as const,
  url,
  headers: {
    origin,
    'access-control-request-method': 'PUT',
    'access-control-request-headers': 'authorization,content-type,x-xsrf-token',
  },
});

describe('CORS under npm run dev (DEV_WEB_ORIGIN)', () => {
  const t = useTestApp({ env: { NODE_ENV: 'development', DEV_WEB_ORIGIN: 'http://localhost:5173' } });

  it('names the Vite origin in the CSP form-action (the IdP form ends on its /callback)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(String(res.headers['content-security-policy'])).toMatch(
      /form-action 'self' http:\/\/localhost:8080 http:\/\/localhost:5173/,
    );
  });

  it('lets the Vite dev origin call the API and read the runtime config, with credentials', async () => {
    const res = await t.app.inject(preflight('/api/vendors/1', 'http://localhost:5173'));
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('x-xsrf-token');
    const config = await t.app.inject({
      method: 'GET',
      url: '/config/config.json',
      headers: { origin: 'http://localhost:5173' },
    });
    expect(config.headers['access-control-allow-origin']).toBe('http://localhost:5173');
  });

  it('does not allow other origins', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health/live',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('adds nothing outside /api and /config', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/some/page',
      headers: { origin: 'http://localhost:5173' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('CORS under npm start (no DEV_WEB_ORIGIN)', () => {
  const t = useTestApp({ env: { NODE_ENV: 'development' } });

  it('is off, and no development origin is in the CSP', async () => {
    const preflightRes = await t.app.inject(preflight('/api/vendors/1', 'http://localhost:5173'));
    expect(preflightRes.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflightRes.headers['access-control-allow-credentials']).toBeUndefined();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health/live',
      headers: { origin: 'http://localhost:5173' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(String(res.headers['content-security-policy'])).not.toContain('5173');
  });
});

describe('CORS in production', () => {
  const t = useTestApp({
    env: {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://showroom.example.org',
      KEYCLOAK_URL: 'https://sso.example.org',
    },
  });

  it('is off: the SPA is served from the same origin', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health/live',
      headers: { origin: 'http://localhost:5173' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app.ts';

describe('OpenAPI', () => {
  const t = useTestApp();

  it('documents the registered /api routes from their contract schemas, and nothing else', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{
      openapi: string;
      paths: Record<
        string,
        Record<
          string,
          {
            tags?: string[];
            security?: unknown;
            responses?: Record<string, unknown>;
            parameters?: { name: string }[];
          }
        >
      >;
    }>();
    expect(doc.openapi).toBe('3.1.0');
    const paths = Object.keys(doc.paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/health/live',
        '/api/health/ready',
        '/api/vendors/my-vendor',
        '/api/media/{file}',
      ]),
    );
    expect(paths.every((p) => p.startsWith('/api/'))).toBe(true);
    expect(paths).not.toContain('/api/docs/json');

    const myVendor = doc.paths['/api/vendors/my-vendor']?.get;
    expect(myVendor?.tags).toEqual(['vendors']);
    expect(myVendor?.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(myVendor?.responses ?? {})).toEqual(expect.arrayContaining(['200', '401', '404']));
    expect(doc.paths['/api/media/{file}']?.get?.parameters?.[0]?.name).toBe('file');
  });

  it('serves human docs at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('swagger-ui');
    // Swagger UI needs inline styles; only its pages get them, never inline scripts.
    expect(res.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
    expect(res.headers['content-security-policy']).toContain("script-src 'self';");
    const api = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(api.headers['content-security-policy']).not.toContain('unsafe-inline');
    const spec = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(spec.json()).toHaveProperty('paths./api/health/live');
  });
});

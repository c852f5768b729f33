import { endpoints, PROBLEM_KIND_NAMES } from '@showroom/contract';
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
    expect(Object.keys(myVendor?.responses ?? {})).toEqual(expect.arrayContaining(['200', '401']));
    expect(doc.paths['/api/media/{file}']?.get?.parameters?.[0]?.name).toBe('file');
  });

  it('names every operation after its row in the endpoint table, once', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { operationId?: string }>>;
    }>();
    const ids = Object.values(doc.paths).flatMap((ops) => Object.values(ops).map((op) => op.operationId));
    expect(ids.every((id) => typeof id === 'string')).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(ids)).toEqual(new Set(Object.keys(endpoints)));
  });

  it('describes the form an upload sends: one icon file, or up to the limit of screenshots', async () => {
    type Body = {
      content: Record<
        string,
        {
          schema: {
            required: string[];
            properties: Record<
              string,
              { type: string; format?: string; maxItems?: number; items?: { format: string } }
            >;
          };
        }
      >;
    };
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { requestBody?: Body }>>;
    }>();
    const form = (path: string) => doc.paths[path]?.post?.requestBody?.content['multipart/form-data']?.schema;
    expect(form('/api/apps/{id}/icon')).toMatchObject({
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary' } },
    });
    expect(form('/api/vendors/{id}/icon')).toMatchObject({ required: ['file'] });
    expect(form('/api/apps/{id}/screenshots')).toMatchObject({
      required: ['files'],
      properties: {
        files: {
          type: 'array',
          items: { format: 'binary' },
          maxItems: endpoints.addAppScreenshots.multipart.maxFiles,
        },
      },
    });
  });

  it('documents the kinds of error as the problem type, each with its meaning', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<
        string,
        Record<
          string,
          {
            responses: Record<
              string,
              {
                content: Record<
                  string,
                  { schema: { properties: { type: { enum: string[]; description: string } } } }
                >;
              }
            >;
          }
        >
      >;
    }>();
    const type =
      doc.paths['/api/apps/{id}']?.get?.responses['404']?.content['application/json']?.schema.properties.type;
    expect(type?.enum).toEqual(PROBLEM_KIND_NAMES.map((k) => `urn:showroom:problem:${k}`));
    for (const kind of PROBLEM_KIND_NAMES)
      expect(type?.description).toContain(`urn:showroom:problem:${kind}`);
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

// Issue 32, item 9: Swagger UI is a setting, off in production unless API_DOCS=true.
const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://showroom.example.org',
  KEYCLOAK_URL: 'https://sso.example.org/auth',
};

describe('API docs in production', () => {
  const t = useTestApp({ env: PRODUCTION });

  it('serves no Swagger UI by default, and the OpenAPI document as before', async () => {
    for (const url of ['/api/docs', '/api/docs/', '/api/docs/json']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^application\/problem\+json/);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).statusCode).toBe(200);
  });
});

describe('API docs in production with API_DOCS=true', () => {
  const t = useTestApp({ env: { ...PRODUCTION, API_DOCS: 'true' } });

  it('serves Swagger UI when the operator asks for it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger-ui');
  });
});

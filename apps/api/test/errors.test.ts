import {
  defineEndpoints,
  problemSchema,
  VENDOR_FORM_MESSAGES,
  vendorBodySchema,
  vendorIdParamsSchema,
} from '@showroom/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConflictError } from '../src/lib/errors.ts';
import { registerEndpoint } from '../src/lib/endpoint.ts';
import { useTestApp } from './helpers/app.ts';
import { csrfHeaders } from './helpers/csrf.ts';
import { bearer, tokenFor } from './helpers/tokens.ts';

// Endpoints of this test's own, registered through the same registrar as the contract's.
const testEndpoints = defineEndpoints({
  putThing: {
    method: 'PUT',
    path: '/test-things/:id',
    summary: 'A test endpoint with params and a contract body.',
    tags: ['test'],
    access: { kind: 'public' },
    params: vendorIdParamsSchema,
    body: vendorBodySchema,
    responses: { 200: z.object({ id: z.number(), name: z.string() }), 400: problemSchema },
  },
  conflict: {
    method: 'POST',
    path: '/test-conflict',
    summary: 'Always a conflict.',
    tags: ['test'],
    access: { kind: 'public' },
    responses: { 204: null, 409: problemSchema },
  },
  crash: {
    method: 'GET',
    path: '/test-crash',
    summary: 'Fails with an unexpected error.',
    tags: ['test'],
    access: { kind: 'public' },
    responses: { 200: z.object({ ok: z.boolean() }) },
  },
  badResponse: {
    method: 'GET',
    path: '/test-bad-response',
    summary: 'Returns a body that does not match its schema.',
    tags: ['test'],
    access: { kind: 'public' },
    responses: { 200: z.object({ ok: z.boolean() }) },
  },
  created: {
    method: 'POST',
    path: '/test-created',
    summary: 'Answers 201 by default.',
    tags: ['test'],
    access: { kind: 'public' },
    responses: { 201: z.object({ id: z.number() }) },
  },
});

const validBody = {
  name: 'Acme Health',
  email: 'team@acme.example',
  website: 'https://acme.example',
  description: 'FHIR apps.',
};

describe('errors are problem details', () => {
  const t = useTestApp({
    extend(app) {
      registerEndpoint(app, testEndpoints.putThing, (request) => ({
        id: request.params.id,
        name: request.body.name,
      }));
      registerEndpoint(app, testEndpoints.conflict, () => {
        throw new ConflictError('The vendor was changed by someone else.');
      });
      registerEndpoint(app, testEndpoints.crash, () =>
        Promise.reject(new Error('connection string postgres://secret@db/prod leaked')),
      );
      // @ts-expect-error -- the handler's type says ok must be a boolean; the serializer must catch it at run time too
      registerEndpoint(app, testEndpoints.badResponse, () => ({ ok: 'yes' }));
      registerEndpoint(app, testEndpoints.created, () => ({ id: 7 }));
    },
  });

  const expectProblem = (
    res: { statusCode: number; headers: Record<string, unknown>; json: () => unknown },
    status: number,
    kind: string,
  ) => {
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    const body = problemSchema.parse(res.json());
    expect(body.status).toBe(status);
    // A machine-readable kind per error, documented in OpenAPI.
    expect(body.type).toBe(`urn:showroom:problem:${kind}`);
    return body;
  };

  it('answers an unknown API path with a 404 problem, also for browsers', async () => {
    for (const accept of ['application/json', 'text/html']) {
      const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing', headers: { accept } });
      const body = expectProblem(res, 404, 'not-found');
      expect(body.title).toBe('Not Found');
      expect(body.detail).toBe('There is no GET /api/no-such-thing.');
    }
  });

  it("turns a validation failure into a 400 whose detail is the contract's message", async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/test-things/3',
      headers: csrfHeaders(),
      payload: { ...validBody, name: '   ' },
    });
    const body = expectProblem(res, 400, 'invalid-request');
    expect(body.detail).toBe(VENDOR_FORM_MESSAGES.nameRequired);
    expect(body.errors).toContainEqual({ path: 'name', message: VENDOR_FORM_MESSAGES.nameRequired });
  });

  it('lists every invalid field, and refuses unknown fields', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/test-things/3',
      headers: csrfHeaders(),
      payload: { ...validBody, email: 'not-an-email', website: 'http://insecure.example', admin: true },
    });
    const body = expectProblem(res, 400, 'invalid-request');
    const paths = body.errors?.map((e) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['email', 'website', '']));
    expect(body.errors?.find((e) => e.path === '')?.message).toMatch(/admin/);
  });

  it('validates path parameters', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/test-things/abc',
      headers: csrfHeaders(),
      payload: validBody,
    });
    expect(expectProblem(res, 400, 'invalid-request').errors?.[0]?.path).toBe('id');
  });

  it('passes valid, typed input to the handler', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/test-things/3',
      headers: csrfHeaders(),
      payload: validBody,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 3, name: 'Acme Health' });
  });

  it('answers with the endpoint’s only success status by default', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test-created', headers: csrfHeaders() });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: 7 });
  });

  it('reads malformed JSON as a 400 problem', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/test-things/3',
      headers: { ...csrfHeaders(), 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(expectProblem(res, 400, 'bad-request').detail).toBe('The request body is not valid JSON.');
  });

  it('maps a typed error to its status and sentence', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test-conflict', headers: csrfHeaders() });
    expect(expectProblem(res, 409, 'conflict').detail).toBe('The vendor was changed by someone else.');
  });

  it('never sends the details of an unexpected error', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test-crash' });
    const body = expectProblem(res, 500, 'internal-error');
    expect(body.detail).toBe('An unexpected error occurred.');
    expect(res.body).not.toContain('secret');
  });

  it('refuses to send a response that does not match its schema', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test-bad-response' });
    expect(expectProblem(res, 500, 'internal-error').detail).toBe('An unexpected error occurred.');
  });

  it('says 401 with a WWW-Authenticate challenge', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/vendors/my-vendor' });
    expectProblem(res, 401, 'unauthorized');
    expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
  });

  it('keeps the problem shape for authenticated calls too', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/apps/2000000000/preview',
      headers: bearer(await tokenFor({ roles: ['ADMIN'] })),
    });
    expectProblem(res, 404, 'not-found');
  });
});

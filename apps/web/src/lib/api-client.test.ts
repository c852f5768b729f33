import { endpoints, NETWORK_ERROR_TEXT, SNACKBAR_FAILURE_MS } from '@showroom/contract';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiUrl, server, TEST_BACKEND } from '../../test/msw-server.ts';
import { vendorFixture } from '../../test/fixtures.ts';
import { ApiError, apiFetch, configureApiClient, createApiClient, isBackendUrl, messageFor } from './api-client.ts';

const problem = (status: number, detail?: string) =>
  HttpResponse.json(
    { type: 'about:blank', title: 'Bad Request', status, ...(detail ? { detail } : {}) },
    { status, headers: { 'Content-Type': 'application/problem+json' } },
  );

describe('isBackendUrl', () => {
  const base = 'http://localhost:8080/api';

  it('matches the backend base URL case-insensitively', () => {
    expect(isBackendUrl('HTTP://LOCALHOST:8080/API/apps', base)).toBe(true);
    expect(isBackendUrl('http://localhost:8080/api/apps', 'HTTP://LocalHost:8080/Api/')).toBe(true);
    expect(isBackendUrl('http://localhost:8080/api', base)).toBe(true);
    expect(isBackendUrl('http://localhost:8080/api?x=1', base)).toBe(true);
  });

  it('rejects other hosts and look-alikes', () => {
    expect(isBackendUrl('https://demo.example.org/api/apps', base)).toBe(false);
    expect(isBackendUrl('http://localhost:8080.evil.test/api/apps', 'http://localhost:8080')).toBe(false);
    expect(isBackendUrl('http://localhost:8080/api-docs', base)).toBe(false);
    expect(isBackendUrl('http://localhost:8081/api/apps', base)).toBe(false);
  });
});

describe('apiFetch', () => {
  beforeEach(() => {
    configureApiClient({ backendBaseUrl: TEST_BACKEND, getAccessToken: () => 'token-123' });
  });

  it('calls the backend URL of the endpoint with the bearer token and returns the body', async () => {
    let seen: { url: string; authorization: string | null } | undefined;
    server.use(
      http.get(apiUrl(endpoints.getMyVendor), ({ request }) => {
        seen = { url: request.url, authorization: request.headers.get('Authorization') };
        return HttpResponse.json(vendorFixture());
      }),
    );
    const vendor = await apiFetch(endpoints.getMyVendor);
    expect(vendor.name).toBe('Open Care Labs');
    expect(seen).toEqual({ url: `${TEST_BACKEND}/vendors/my-vendor`, authorization: 'Bearer token-123' });
  });

  it('attaches the token when the base URL is configured in another letter case', async () => {
    let authorization: string | null = null;
    server.use(
      http.get(apiUrl(endpoints.getMyVendor), ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json(vendorFixture());
      }),
    );
    // 'HTTP://LOCALHOST:3000/api': the browser lower-cases scheme and host, the rule must still match.
    const client = createApiClient({
      backendBaseUrl: TEST_BACKEND.replace(/^http:\/\/localhost/, 'HTTP://LOCALHOST'),
      getAccessToken: () => 't',
    });
    await client.fetch(endpoints.getMyVendor);
    expect(authorization).toBe('Bearer t');
  });

  it('never sends the token or the CSRF value to another host', async () => {
    document.cookie = 'XSRF-TOKEN=csrf-secret; path=/';
    const seen: Headers[] = [];
    server.use(
      http.post('https://partner.example.org/api/events', ({ request }) => {
        seen.push(request.headers);
        return new HttpResponse(null, { status: 204 });
      }),
      http.post(`${TEST_BACKEND}/events`, ({ request }) => {
        seen.push(request.headers);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const client = createApiClient({ backendBaseUrl: TEST_BACKEND, getAccessToken: () => 'token-123' });
    await client.request('https://partner.example.org/api/events', { method: 'POST', body: {} });
    await client.request(`${TEST_BACKEND}/events`, { method: 'POST', body: {} });
    const [foreign, backend] = seen;
    expect(foreign?.get('Authorization')).toBeNull();
    expect(foreign?.get('X-XSRF-TOKEN')).toBeNull();
    expect(backend?.get('Authorization')).toBe('Bearer token-123');
    expect(backend?.get('X-XSRF-TOKEN')).toBe('csrf-secret');
  });

  it('sends the CSRF header from the XSRF-TOKEN cookie on state-changing calls only', async () => {
    document.cookie = 'XSRF-TOKEN=csrf%20value; path=/';
    const seen: Record<string, string | null> = {};
    server.use(
      http.patch(apiUrl(endpoints.changeVendorStatus, { id: 7 }), ({ request }) => {
        seen.patch = request.headers.get('X-XSRF-TOKEN');
        expect(new URL(request.url).searchParams.get('newStatus')).toBe('WAITING_FOR_APPROVAL');
        return HttpResponse.json(vendorFixture({ status: 'WAITING_FOR_APPROVAL' }));
      }),
      http.get(apiUrl(endpoints.getMyVendor), ({ request }) => {
        seen.get = request.headers.get('X-XSRF-TOKEN');
        return HttpResponse.json(vendorFixture());
      }),
    );
    await apiFetch(endpoints.changeVendorStatus, { params: { id: 7 }, query: { newStatus: 'WAITING_FOR_APPROVAL' } });
    await apiFetch(endpoints.getMyVendor);
    expect(seen).toEqual({ patch: 'csrf value', get: null });
  });

  it('sends no Authorization header when logged out', async () => {
    configureApiClient({ backendBaseUrl: TEST_BACKEND, getAccessToken: () => undefined });
    let authorization: string | null = 'unset';
    server.use(
      http.get(apiUrl(endpoints.getMyVendor), ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json(vendorFixture());
      }),
    );
    await apiFetch(endpoints.getMyVendor);
    expect(authorization).toBeNull();
  });

  it('turns a network failure into status 0 and the network-error text', async () => {
    server.use(http.get(apiUrl(endpoints.getMyVendor), () => HttpResponse.error()));
    const error = await apiFetch(endpoints.getMyVendor).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);
    expect(messageFor(error, 'loadApps')).toEqual({
      text: NETWORK_ERROR_TEXT,
      type: 'failure',
      durationMs: SNACKBAR_FAILURE_MS,
    });
  });

  it('keeps status and statusText for the templates with a status suffix', async () => {
    server.use(
      http.get(apiUrl(endpoints.getMyVendor), () => new HttpResponse(null, { status: 500, statusText: 'Internal Server Error' })),
    );
    const error = await apiFetch(endpoints.getMyVendor).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 500, statusText: 'Internal Server Error' });
    expect(messageFor(error, 'loadApps').text).toBe(
      'There was an error loading the apps. Status: 500 - Internal Server Error',
    );
  });

  it('fills in the reason phrase when the server sends none (HTTP/2)', async () => {
    server.use(http.get(apiUrl(endpoints.getMyVendor), () => new HttpResponse(null, { status: 503, statusText: '' })));
    const error = await apiFetch(endpoints.getMyVendor).catch((e: unknown) => e);
    expect(messageFor(error, 'deleteApp').text).toBe(
      'There was an error deleting your app. Status: 503 - Service Unavailable',
    );
  });

  it('parses problem+json, whose detail is the text a 400 shows', async () => {
    server.use(http.put(apiUrl(endpoints.updateVendor, { id: 7 }), () => problem(400, 'The website must start with https.')));
    const error = await apiFetch(endpoints.updateVendor, {
      params: { id: 7 },
      body: { name: 'A', description: 'B', email: 'a@b.example', website: 'http://x.example', imageUrl: null },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).problem).toMatchObject({ status: 400, detail: 'The website must start with https.' });
    expect(messageFor(error, 'updateApp').text).toBe('The website must start with https.');
    expect(messageFor(error, 'updateVendor').text).toBe('There was an error updating your vendor information.');
  });

  it('rejects a cancelled call as an abort, not as a network error', async () => {
    server.use(http.get(apiUrl(endpoints.getMyVendor), () => new Promise<never>(() => undefined)));
    const controller = new AbortController();
    const pending = apiFetch(endpoints.getMyVendor, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.not.toBeInstanceOf(ApiError);
  });
});

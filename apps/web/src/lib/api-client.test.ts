import { endpoints, ERROR_TEXTS, SNACKBAR_FAILURE_MS } from '@showroom/contract';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUrl, server, TEST_BACKEND } from '../../test/msw-server.ts';
import { vendorFixture } from '../../test/fixtures.ts';
import {
  ApiError,
  apiFetch,
  apiUpload,
  configureApiClient,
  createApiClient,
  isBackendUrl,
  messageFor,
} from './api-client.ts';

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
    await apiFetch(endpoints.changeVendorStatus, {
      params: { id: 7 },
      query: { newStatus: 'WAITING_FOR_APPROVAL' },
    });
    await apiFetch(endpoints.getMyVendor);
    expect(seen).toEqual({ patch: 'csrf value', get: null });
  });

  it('sends a write again, once, with the CSRF cookie the refusal handed out', async () => {
    // No cookie yet: the API refuses the write and sets one (as it does for a refused write).
    document.cookie = 'XSRF-TOKEN=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    const sent: (string | null)[] = [];
    server.use(
      http.patch(apiUrl(endpoints.changeVendorStatus, { id: 7 }), ({ request }) => {
        const header = request.headers.get('X-XSRF-TOKEN');
        sent.push(header);
        if (header === null) {
          document.cookie = 'XSRF-TOKEN=handed-out; path=/';
          return problem(403, 'Missing or invalid CSRF token.');
        }
        return HttpResponse.json(vendorFixture({ status: 'WAITING_FOR_APPROVAL' }));
      }),
    );
    const vendor = await apiFetch(endpoints.changeVendorStatus, {
      params: { id: 7 },
      query: { newStatus: 'WAITING_FOR_APPROVAL' },
    });
    expect(vendor.status).toBe('WAITING_FOR_APPROVAL');
    expect(sent).toEqual([null, 'handed-out']);
  });

  it('does not send a refused write again when it carried the CSRF header already', async () => {
    document.cookie = 'XSRF-TOKEN=stale; path=/';
    let calls = 0;
    server.use(
      http.patch(apiUrl(endpoints.changeVendorStatus, { id: 7 }), () => {
        calls++;
        return problem(403, 'Missing or invalid CSRF token.');
      }),
    );
    await expect(
      apiFetch(endpoints.changeVendorStatus, {
        params: { id: 7 },
        query: { newStatus: 'WAITING_FOR_APPROVAL' },
      }),
    ).rejects.toMatchObject({ status: 403 });
    expect(calls).toBe(1);
  });

  it('asks the API again on every read (the browser revalidates what proxies may keep)', async () => {
    const modes: RequestCache[] = [];
    server.use(
      http.get(apiUrl(endpoints.getMyVendor), ({ request }) => {
        modes.push(request.cache);
        return HttpResponse.json(vendorFixture());
      }),
    );
    await apiFetch(endpoints.getMyVendor);
    expect(modes).toEqual(['no-cache']);
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
      text: ERROR_TEXTS.network,
      type: 'failure',
      durationMs: SNACKBAR_FAILURE_MS,
    });
  });

  it('keeps status and statusText for the templates with a status suffix', async () => {
    server.use(
      http.get(
        apiUrl(endpoints.getMyVendor),
        () => new HttpResponse(null, { status: 500, statusText: 'Internal Server Error' }),
      ),
    );
    const error = await apiFetch(endpoints.getMyVendor).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 500, statusText: 'Internal Server Error' });
    expect(messageFor(error, 'loadApps').text).toBe(
      'There was an error loading the apps. Status: 500 - Internal Server Error',
    );
  });

  it('fills in the reason phrase when the server sends none (HTTP/2)', async () => {
    server.use(
      http.get(apiUrl(endpoints.getMyVendor), () => new HttpResponse(null, { status: 503, statusText: '' })),
    );
    const error = await apiFetch(endpoints.getMyVendor).catch((e: unknown) => e);
    expect(messageFor(error, 'deleteApp').text).toBe(
      'There was an error deleting your app. Status: 503 - Service Unavailable',
    );
  });

  it('parses problem+json, whose detail is the text a 400 shows', async () => {
    server.use(
      http.put(apiUrl(endpoints.updateVendor, { id: 7 }), () =>
        problem(400, 'The website must start with https.'),
      ),
    );
    const error = await apiFetch(endpoints.updateVendor, {
      params: { id: 7 },
      body: {
        name: 'A',
        description: 'B',
        email: 'a@b.example',
        website: 'http://x.example',
        imageUrl: null,
      },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).problem).toMatchObject({
      status: 400,
      detail: 'The website must start with https.',
    });
    expect(messageFor(error, 'updateApp').text).toBe('The website must start with https.');
    expect(messageFor(error, 'updateVendor').text).toBe(
      'There was an error updating your vendor information.',
    );
  });

  it('rejects a cancelled call as an abort, not as a network error', async () => {
    server.use(http.get(apiUrl(endpoints.getMyVendor), () => new Promise<never>(() => undefined)));
    const controller = new AbortController();
    const pending = apiFetch(endpoints.getMyVendor, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.not.toBeInstanceOf(ApiError);
  });
});

describe('apiUpload', () => {
  beforeEach(() => {
    configureApiClient({ backendBaseUrl: TEST_BACKEND, getAccessToken: () => 'token-123' });
  });

  const formWith = (field: string, name: string): FormData => {
    const form = new FormData();
    form.append(field, new File(['icon-bytes'], name, { type: 'image/png' }));
    return form;
  };

  it('posts the multipart form to the endpoint with the token and CSRF header and returns the body', async () => {
    document.cookie = 'XSRF-TOKEN=upload-csrf; path=/';
    let seen: { authorization: string | null; csrf: string | null; file: string | undefined } | undefined;
    server.use(
      http.post(apiUrl(endpoints.setVendorIcon, { id: 7 }), async ({ request }) => {
        const form = await request.formData();
        const file = form.get('file');
        seen = {
          authorization: request.headers.get('Authorization'),
          csrf: request.headers.get('X-XSRF-TOKEN'),
          // jsdom's XMLHttpRequest loses the part's name and bytes on the way to MSW (a real browser
          // sends them; the e2e journeys upload real images), so this checks the field is there.
          file: typeof file === 'object' && file !== null ? 'a file part' : undefined,
        };
        return HttpResponse.json(vendorFixture({ imageUrl: '/api/media/abc.webp' }));
      }),
    );
    const vendor = await apiUpload(endpoints.setVendorIcon, {
      params: { id: 7 },
      body: formWith('file', 'icon.png'),
    });
    expect(vendor.imageUrl).toBe('/api/media/abc.webp');
    expect(seen).toEqual({ authorization: 'Bearer token-123', csrf: 'upload-csrf', file: 'a file part' });
  });

  it('fails with status, statusText and the problem detail the snackbars need', async () => {
    server.use(
      http.post(apiUrl(endpoints.setAppIcon, { id: 3 }), () => problem(413, 'The file is larger than 2 MB.')),
    );
    const error = await apiUpload(endpoints.setAppIcon, {
      params: { id: 3 },
      body: formWith('file', 'big.png'),
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 413, statusText: 'Payload Too Large' });
    expect((error as ApiError).detail).toBe('The file is larger than 2 MB.');
    expect(messageFor(error, 'appIcon').text).toBe(
      'There was an error changing the icon of your app. The file is larger than 2 MB.',
    );
  });

  it('turns a failed upload into status 0 and the network-error text', async () => {
    server.use(http.post(apiUrl(endpoints.addAppScreenshots, { id: 3 }), () => HttpResponse.error()));
    const error = await apiUpload(endpoints.addAppScreenshots, {
      params: { id: 3 },
      body: formWith('files', 'shot.png'),
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(messageFor(error, 'addScreenshot').text).toBe(ERROR_TEXTS.network);
  });
});

describe('apiUpload progress and cancelling', () => {
  /** A stand-in for the browser's XMLHttpRequest: the test drives its upload events and its answer. */
  class FakeXhr {
    static last: FakeXhr | undefined;
    readonly upload = new EventTarget();
    private readonly events = new EventTarget();
    readonly headers: Record<string, string> = {};
    method = '';
    url = '';
    withCredentials = false;
    status = 0;
    statusText = '';
    responseText = '';
    aborted = false;
    constructor() {
      FakeXhr.last = this;
    }
    open(method: string, url: string): void {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string): void {
      this.headers[name.toLowerCase()] = value;
    }
    getResponseHeader(name: string): string | null {
      return name.toLowerCase() === 'content-type' ? 'application/json' : null;
    }
    addEventListener(type: string, listener: EventListener): void {
      this.events.addEventListener(type, listener);
    }
    send(): void {}
    abort(): void {
      this.aborted = true;
      this.events.dispatchEvent(new Event('abort'));
    }
    progress(loaded: number, total: number): void {
      this.upload.dispatchEvent(
        Object.assign(new Event('progress'), { loaded, total, lengthComputable: true }),
      );
    }
    answer(status: number, body: unknown): void {
      this.status = status;
      this.responseText = JSON.stringify(body);
      this.events.dispatchEvent(new Event('load'));
    }
  }

  beforeEach(() => {
    FakeXhr.last = undefined;
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    configureApiClient({ backendBaseUrl: TEST_BACKEND, getAccessToken: () => 'token-123' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('reports the bytes sent as they go out and resolves with the answer', async () => {
    const seen: { loaded: number; total: number }[] = [];
    const pending = apiUpload(endpoints.setAppIcon, {
      params: { id: 3 },
      body: new FormData(),
      onProgress: (p) => seen.push(p),
    });
    await vi.waitFor(() => expect(FakeXhr.last?.url).toBe(`${TEST_BACKEND}/apps/3/icon`));
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.headers.authorization).toBe('Bearer token-123');
    xhr.progress(1_000_000, 2_000_000);
    xhr.progress(2_000_000, 2_000_000);
    xhr.answer(200, { id: 3 });
    await expect(pending).resolves.toEqual({ id: 3 });
    expect(seen).toEqual([
      { loaded: 1_000_000, total: 2_000_000 },
      { loaded: 2_000_000, total: 2_000_000 },
    ]);
  });

  it('aborts the request when the signal fires, as an abort rather than a network error', async () => {
    const controller = new AbortController();
    const pending = apiUpload(endpoints.setAppIcon, {
      params: { id: 3 },
      body: new FormData(),
      signal: controller.signal,
    });
    await vi.waitFor(() => expect(FakeXhr.last).toBeDefined());
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.last?.aborted).toBe(true);
  });
});

import {
  endpointRoutes,
  endpoints,
  NEXT_CURSOR_HEADER,
  ERROR_TEXTS,
  type AppDetails,
  type AppListResponse,
} from '@showroom/contract';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, expectTypeOf, it } from 'vitest';
import { apiUrl, server, TEST_BACKEND } from '../../test/msw-server.ts';
import { ApiError, apiFetch, apiFetchResponse, configureApiClient, messageFor } from './api-client.ts';

describe('apiFetch with the zod-free endpointRoutes', () => {
  beforeEach(() => {
    configureApiClient({ backendBaseUrl: TEST_BACKEND, getAccessToken: () => undefined });
  });

  it('calls the same URL as the schema row and is typed from it', async () => {
    const seen: string[] = [];
    server.use(
      http.get(apiUrl(endpoints.getApp, { id: 42 }), ({ request }) => {
        seen.push(request.url);
        return HttpResponse.json({ id: 42 });
      }),
    );
    const viaRoute = apiFetch(endpointRoutes.getApp, { params: { id: 42 } });
    expectTypeOf(viaRoute).resolves.toEqualTypeOf<AppDetails>();
    await viaRoute;
    await apiFetch(endpoints.getApp, { params: { id: 42 } });
    expect(seen).toEqual([`${TEST_BACKEND}/apps/42`, `${TEST_BACKEND}/apps/42`]);
  });

  it('gives the body together with the response headers, e.g. the next-page cursor', async () => {
    let query = '';
    server.use(
      http.get(apiUrl(endpoints.listApps), ({ request }) => {
        query = new URL(request.url).search;
        return HttpResponse.json([], { headers: { [NEXT_CURSOR_HEADER]: 'abc123' } });
      }),
    );
    const response = await apiFetchResponse(endpointRoutes.listApps, {
      query: { q: 'vital signs', sort: 'relevance', limit: 12, cursor: 'c1' },
    });
    expectTypeOf(response.data).toEqualTypeOf<AppListResponse>();
    expect(response.data).toEqual([]);
    expect(response.status).toBe(200);
    expect(response.headers.get(NEXT_CURSOR_HEADER)).toBe('abc123');
    expect(query).toBe('?q=vital+signs&sort=relevance&limit=12&cursor=c1');
  });

  it('fails with the status and status text the catalogue messages need', async () => {
    server.use(http.get(apiUrl(endpoints.listApps), () => new HttpResponse(null, { status: 503 })));
    const error = await apiFetchResponse(endpointRoutes.listApps).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(messageFor(error, 'loadApps').text).toBe(
      'There was an error loading the apps. Status: 503 - Service Unavailable',
    );
  });

  it('maps a request that never got an answer to the network text', async () => {
    server.use(http.get(apiUrl(endpoints.listApps), () => HttpResponse.error()));
    const error = await apiFetchResponse(endpointRoutes.listApps).catch((e: unknown) => e);
    expect(messageFor(error, 'loadApps').text).toBe(ERROR_TEXTS.network);
  });
});

/**
 * The one place that talks HTTP to the backend: builds URLs from the contract's endpoint table,
 * attaches the bearer token (to backend URLs only), sends the CSRF header on state-changing calls,
 * and turns every failure into an `ApiError` carrying status and statusText for the snackbars'
 * 'Status: {status} - {statusText}' template (status 0 = the request never got an answer).
 *
 * Screens import it through api-client.ts, which adds `messageFor` (the whole failure catalogue).
 * Code of the first page (the app catalogue) imports this module directly, so that the texts of every
 * failure, which ship whole with whatever module references them, stay out of the first chunk.
 */
import {
  buildPath,
  currentLocale,
  failureFor,
  type EndpointDef,
  type EndpointRoute,
  type FailureRule,
  type HttpMethod,
  type HttpErrorInfo,
  type ReceivedProblem,
  type SnackbarMessage,
} from '@showroom/contract';
import type { z } from 'zod';

import { ApiError, isApiError, reasonPhrase, toProblem, type UploadProgress } from './api-error.ts';

export { ApiError, isApiError } from './api-error.ts';

const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'X-XSRF-TOKEN';

// ---------------------------------------------------------------------------------------------
// Types derived from the endpoint table

/** ':id' segments of a table path as an object type: '/apps/:id/screenshots/:screenshotId' -> { id, screenshotId }. */
type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
type PathParams<P extends string> = { readonly [K in PathParamNames<P>]: string | number };

type SuccessSchema<E extends EndpointDef> = E['responses'] extends { 200: infer S }
  ? S
  : E['responses'] extends { 201: infer S }
    ? S
    : null;

/** What a successful call resolves to: the 200 (or 201) schema's output, `undefined` for no body. */
export type ResponseOf<E extends EndpointDef> =
  SuccessSchema<E> extends z.ZodType ? z.output<SuccessSchema<E>> : undefined;

type QueryOf<E extends EndpointDef> = E['query'] extends z.ZodType ? Partial<z.input<E['query']>> : never;
type BodyOf<E extends EndpointDef> = E['multipart'] extends object
  ? FormData
  : E['body'] extends z.ZodType
    ? z.input<E['body']>
    : never;

type ParamsOption<E extends EndpointDef> = [PathParamNames<E['path']>] extends [never]
  ? { readonly params?: undefined }
  : { readonly params: PathParams<E['path']> };
type QueryOption<E extends EndpointDef> = [QueryOf<E>] extends [never]
  ? { readonly query?: undefined }
  : { readonly query?: QueryOf<E> };
type BodyOption<E extends EndpointDef> = [BodyOf<E>] extends [never]
  ? { readonly body?: undefined }
  : { readonly body: BodyOf<E> };

type ApiFetchOptions<E extends EndpointDef> = ParamsOption<E> &
  QueryOption<E> &
  BodyOption<E> & { readonly signal?: AbortSignal };

/**
 * An endpoint as a caller names it: the row of the contract's `endpoints` table, or its zod-free
 * `endpointRoutes` entry (same types, but the first chunk does not ship the schemas).
 */
export type EndpointRef<E extends EndpointDef> = E | EndpointRoute<E>;

/** A success with what the response said besides its body (e.g. the list's next-page cursor header). */
export interface ApiResponse<T> {
  readonly data: T;
  readonly status: number;
  readonly headers: Headers;
}

// ---------------------------------------------------------------------------------------------
// Errors

/** What a failed call gives the snackbar texts; anything but an ApiError counts as no answer. */
export function httpErrorInfo(error: unknown): HttpErrorInfo {
  return isApiError(error)
    ? { status: error.status, statusText: error.statusText, detail: error.detail }
    : { status: 0, statusText: '' };
}

/** The failure snackbar for a failed call under one rule of the contract's failure catalogue. */
export const messageForFailure = (error: unknown, rule: FailureRule): SnackbarMessage =>
  failureFor(rule, httpErrorInfo(error));

// ---------------------------------------------------------------------------------------------
// URL rules

/**
 * True when `url` is on the backend: it starts with the backend base URL, compared case-insensitively.
 * The match must end at a path boundary, so 'http://api.example' does not claim
 * 'http://api.example.evil.test' and '/api' does not claim '/api-docs'.
 */
export function isBackendUrl(url: string, backendBaseUrl: string): boolean {
  const base = backendBaseUrl.toLowerCase().replace(/\/+$/, '');
  const candidate = url.toLowerCase();
  if (!candidate.startsWith(base)) return false;
  const next = candidate.charAt(base.length);
  return next === '' || next === '/' || next === '?' || next === '#';
}

function buildUrl(
  backendBaseUrl: string,
  path: string,
  params?: Readonly<Record<string, string | number>>,
  query?: Readonly<Record<string, unknown>>,
): string {
  const url = backendBaseUrl.replace(/\/+$/, '') + buildPath(path, params ? { ...params } : {});
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) {
      search.append(key, String(item));
    }
  }
  const qs = search.toString();
  return qs ? `${url}?${qs}` : url;
}

function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [rawKey, ...rest] = part.split('=');
    if (rawKey?.trim() === name) {
      const raw = rest.join('=').trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// The client

export interface ApiClientOptions {
  readonly backendBaseUrl: string;
  /** The current access token, or undefined when logged out. May refresh first. */
  readonly getAccessToken: () => string | undefined | Promise<string | undefined>;
}

/** The options argument may be left out when the endpoint needs no params and no body. */
export type ApiFetchArgs<E extends EndpointDef> =
  object extends ApiFetchOptions<E> ? [options?: ApiFetchOptions<E>] : [options: ApiFetchOptions<E>];

interface ApiRequest {
  readonly method: HttpMethod | 'HEAD';
  readonly body?: unknown;
  readonly signal?: AbortSignal | undefined;
}

/** A multipart endpoint of the table (`multipart` set): icons and screenshots. */
export type MultipartEndpoint = EndpointDef & { readonly multipart: NonNullable<EndpointDef['multipart']> };

export type ApiUploadOptions<E extends MultipartEndpoint> = ParamsOption<E> & {
  readonly body: FormData;
  readonly signal?: AbortSignal;
  /** Called as the request body goes out; fetch cannot report this, so uploads use XMLHttpRequest. */
  readonly onProgress?: (progress: UploadProgress) => void;
};

export interface ApiClient {
  /** Calls an endpoint of the contract's table: URL = backendBaseUrl + path (+ query). */
  fetch<E extends EndpointDef>(def: EndpointRef<E>, ...args: ApiFetchArgs<E>): Promise<ResponseOf<E>>;
  /** As `fetch`, also giving the response's status and headers. */
  fetchResponse<E extends EndpointDef>(
    def: EndpointRef<E>,
    ...args: ApiFetchArgs<E>
  ): Promise<ApiResponse<ResponseOf<E>>>;
  /**
   * Sends a multipart endpoint's form with upload progress, under the same rules as `fetch`:
   * token and CSRF header to the backend only, failures as ApiError (status 0 = no answer).
   */
  upload<E extends MultipartEndpoint>(def: E, options: ApiUploadOptions<E>): Promise<ResponseOf<E>>;
  /**
   * Sends a request to an absolute URL with the same rules: credentials only if the URL is on the
   * backend, errors as ApiError. `fetch` is built on it.
   */
  request(url: string, init: ApiRequest): Promise<unknown>;
}

export function createApiClient(client: ApiClientOptions): ApiClient {
  const send = async (url: string, init: ApiRequest): Promise<ApiResponse<unknown>> => {
    const headers = new Headers({
      Accept: 'application/json, application/problem+json',
      // The language on screen: the API records it for its mails and answers problems in it.
      'Accept-Language': currentLocale(),
    });
    let body: BodyInit | undefined;
    if (init.body instanceof FormData) {
      body = init.body; // the browser sets the multipart boundary
    } else if (init.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(init.body);
    }
    await addCredentials(headers, url, init.method, client);

    const backend = isBackendUrl(url, client.backendBaseUrl);
    const attempt = async (): Promise<Response> => {
      try {
        return await fetch(url, {
          method: init.method,
          headers,
          body: body ?? null,
          signal: init.signal ?? null,
          // The CSRF cookie must reach the backend also when it is on another origin (Vite's dev server).
          credentials: backend ? 'include' : 'same-origin',
          // Public answers may be kept a few seconds by proxies (Cache-Control max-age); the browser asks
          // again every time (a 304 when nothing changed), so a page never shows a list older than a write.
          ...(backend ? { cache: 'no-cache' as const } : {}),
        });
      } catch (error) {
        if (init.signal?.aborted) throw error; // a cancelled query is not a network error
        throw new ApiError(0, error instanceof Error ? error.message : String(error), undefined, {
          cause: error,
        });
      }
    };
    let response = await attempt();
    // The API hands out the CSRF cookie to signed-in callers and with a refused write: a write sent
    // before the browser had one is sent again, once, with it.
    if (response.status === 403 && backend && isUnsafe(init.method) && !headers.has(XSRF_HEADER)) {
      const xsrf = readCookie(XSRF_COOKIE);
      if (xsrf) {
        headers.set(XSRF_HEADER, xsrf);
        response = await attempt();
      }
    }
    if (!response.ok) {
      throw new ApiError(
        response.status,
        reasonPhrase(response.status, response.statusText),
        await readProblem(response),
      );
    }
    return { data: await readBody(response), status: response.status, headers: response.headers };
  };

  const request = async (url: string, init: ApiRequest): Promise<unknown> => (await send(url, init)).data;

  const fetchResponse = async <E extends EndpointDef>(
    def: EndpointRef<E>,
    ...args: ApiFetchArgs<E>
  ): Promise<ApiResponse<ResponseOf<E>>> => {
    const options: ApiFetchOptions<E> = args[0] ?? ({} as ApiFetchOptions<E>);
    const url = buildUrl(client.backendBaseUrl, def.path, options.params, options.query);
    const response = await send(url, { method: def.method, body: options.body, signal: options.signal });
    return response as ApiResponse<ResponseOf<E>>;
  };

  return {
    request,
    fetchResponse,
    async fetch<E extends EndpointDef>(
      def: EndpointRef<E>,
      ...args: ApiFetchArgs<E>
    ): Promise<ResponseOf<E>> {
      return (await fetchResponse(def, ...args)).data;
    },
    async upload<E extends MultipartEndpoint>(def: E, options: ApiUploadOptions<E>): Promise<ResponseOf<E>> {
      const url = buildUrl(client.backendBaseUrl, def.path, options.params);
      const headers = new Headers({
        Accept: 'application/json, application/problem+json',
        // The language on screen: the API records it for its mails and answers problems in it.
        'Accept-Language': currentLocale(),
      });
      await addCredentials(headers, url, def.method, client);
      // XMLHttpRequest code only vendors need: loaded with the first upload, not with the start page.
      const { sendWithProgress } = await import('./api-upload.ts');
      return (await sendWithProgress(
        url,
        def.method,
        headers,
        options,
        isBackendUrl(url, client.backendBaseUrl),
      )) as ResponseOf<E>;
    },
  };
}

const isUnsafe = (method: string): boolean => method !== 'GET' && method !== 'HEAD';

async function addCredentials(
  headers: Headers,
  url: string,
  method: string,
  client: ApiClientOptions,
): Promise<void> {
  // Tokens and the CSRF cookie's value never leave for another host.
  if (!isBackendUrl(url, client.backendBaseUrl)) return;
  const token = await client.getAccessToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (isUnsafe(method)) {
    const xsrf = readCookie(XSRF_COOKIE);
    if (xsrf) headers.set(XSRF_HEADER, xsrf);
  }
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 304) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('Content-Type') ?? '';
  return type.includes('json') ? (JSON.parse(text) as unknown) : text;
}

async function readProblem(response: Response): Promise<ReceivedProblem | undefined> {
  const type = response.headers.get('Content-Type') ?? '';
  if (!type.includes('json')) return undefined;
  try {
    return toProblem((await response.json()) as unknown, response.status, response.statusText);
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------------------------------------
// The app-wide instance, configured once at start-up (query functions run outside React).

let configured: ApiClient | null = null;

let beaconBase = '';

export function configureApiClient(options: ApiClientOptions): void {
  configured = createApiClient(options);
  beaconBase = options.backendBaseUrl;
}

/**
 * Sends a call as a beacon (navigator.sendBeacon): the body as JSON in a text/plain request the browser
 * delivers even as the page goes, with no token, no CSRF header and no answer to wait for. For the
 * statistics' counts (POST /apps/{id}/events), which the API takes from anyone.
 */
export function apiBeacon<E extends EndpointDef>(
  def: EndpointRef<E>,
  options: ParamsOption<E> & { readonly body: BodyOf<E> },
): void {
  navigator.sendBeacon(buildUrl(beaconBase, def.path, options.params), JSON.stringify(options.body));
}

export function apiFetch<E extends EndpointDef>(
  def: EndpointRef<E>,
  ...args: ApiFetchArgs<E>
): Promise<ResponseOf<E>> {
  if (!configured) throw new Error('The API client is used before configureApiClient() ran.');
  return configured.fetch(def, ...args);
}

/** As `apiFetch`, with the response's status and headers (e.g. NEXT_CURSOR_HEADER on lists). */
export function apiFetchResponse<E extends EndpointDef>(
  def: EndpointRef<E>,
  ...args: ApiFetchArgs<E>
): Promise<ApiResponse<ResponseOf<E>>> {
  if (!configured) throw new Error('The API client is used before configureApiClient() ran.');
  return configured.fetchResponse(def, ...args);
}

/** Uploads a multipart endpoint's form with progress (see ApiClient.upload). */
export function apiUpload<E extends MultipartEndpoint>(
  def: E,
  options: ApiUploadOptions<E>,
): Promise<ResponseOf<E>> {
  if (!configured) throw new Error('The API client is used before configureApiClient() ran.');
  return configured.upload(def, options);
}

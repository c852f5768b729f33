/**
 * What both halves of the API client need (fetch in api-client-core.ts, XMLHttpRequest uploads in
 * api-upload.ts): the error a failed call becomes, reason phrases, problem bodies, upload progress.
 * A module of its own so the upload half, loaded on demand, does not import the core back.
 */
import type { HttpErrorInfo, ReceivedProblem } from '@showroom/contract';

/** A failed call. `status` 0 means a network failure (no answer at all). */
export class ApiError extends Error implements HttpErrorInfo {
  readonly status: number;
  readonly statusText: string;
  /** The problem+json body (RFC 9457) when the server sent one. */
  readonly problem: ReceivedProblem | undefined;

  constructor(status: number, statusText: string, problem?: ReceivedProblem, options?: { cause?: unknown }) {
    super(status === 0 ? `Network error: ${statusText}` : `HTTP ${status} ${statusText}`, options);
    this.name = 'ApiError';
    this.status = status;
    this.statusText = statusText;
    this.problem = problem;
  }

  /** "The server's error body" some 400s show (update app, vendor create): problem+json's detail or title. */
  get detail(): string | undefined {
    return this.problem?.detail ?? this.problem?.title;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

// HTTP/2 and HTTP/3 carry no reason phrase, so `statusText` is empty there; the snackbar texts show one.
/** The reason phrase to show: the server's, else the standard one for the status. */
export const reasonPhrase = (status: number, given: string): string => given || REASON_PHRASES[status] || '';

const REASON_PHRASES: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  412: 'Precondition Failed',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** How far an upload's request body has been sent. `total` is 0 when the browser cannot tell. */
export interface UploadProgress {
  readonly loaded: number;
  readonly total: number;
}

/** A problem+json body as the API sends it, with the response's status where the body lacks one. */
export function toProblem(json: unknown, status: number, statusText: string): ReceivedProblem | undefined {
  if (typeof json !== 'object' || json === null) return undefined;
  const p = json as Partial<ReceivedProblem>;
  return {
    type: typeof p.type === 'string' ? p.type : 'about:blank',
    title: typeof p.title === 'string' ? p.title : statusText,
    status: typeof p.status === 'number' ? p.status : status,
    ...(typeof p.detail === 'string' ? { detail: p.detail } : {}),
    ...(typeof p.instance === 'string' ? { instance: p.instance } : {}),
    ...(Array.isArray(p.errors) ? { errors: p.errors } : {}),
  };
}

/**
 * Typed errors that services and hooks throw; the one error handler (plugins/errors.ts) turns them
 * into RFC 9457 problem details. `detail` is shown to users, so it is a complete, human sentence.
 */
import type { Locale } from '@showroom/contract';

export interface FieldError {
  path: string;
  message: string;
}

export abstract class HttpError extends Error {
  abstract readonly status: number;
  abstract readonly title: string;
  constructor(
    readonly detail: string,
    readonly errors?: FieldError[],
  ) {
    super(detail);
    this.name = new.target.name;
  }

  /**
   * The detail in another language, for a detail made with values (the catalogue's reverse lookup
   * finds only fixed sentences); undefined: the error handler translates `detail` as it is.
   */
  detailIn(_locale: Locale): string | undefined {
    return undefined;
  }
}

export class BadRequestError extends HttpError {
  readonly status = 400;
  readonly title = 'Bad Request';
}

export class UnauthorizedError extends HttpError {
  readonly status = 401;
  readonly title = 'Unauthorized';
  constructor(detail = 'Authentication is required.') {
    super(detail);
  }
}

export class ForbiddenError extends HttpError {
  readonly status = 403;
  readonly title = 'Forbidden';
  constructor(detail = 'You are not allowed to do this.') {
    super(detail);
  }
}

export class NotFoundError extends HttpError {
  readonly status = 404;
  readonly title = 'Not Found';
}

export class ConflictError extends HttpError {
  readonly status = 409;
  readonly title = 'Conflict';
}

/** Too many requests: `retryAfterS` goes into the Retry-After header. */
export class TooManyRequestsError extends HttpError {
  readonly status = 429;
  readonly title = 'Too Many Requests';
  constructor(
    detail: string,
    readonly retryAfterS?: number,
  ) {
    super(detail);
  }
}

/** Unavailable for now: `retryAfterS`, when given, goes into the Retry-After header. */
export class ServiceUnavailableError extends HttpError {
  readonly status = 503;
  readonly title = 'Service Unavailable';
  constructor(
    detail: string,
    readonly retryAfterS?: number,
  ) {
    super(detail);
  }
}

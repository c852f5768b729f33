/**
 * Typed errors that services and hooks throw; the one error handler (plugins/errors.ts) turns them
 * into RFC 9457 problem details. `detail` is shown to users, so it is a complete, human sentence.
 */
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

export class ServiceUnavailableError extends HttpError {
  readonly status = 503;
  readonly title = 'Service Unavailable';
}

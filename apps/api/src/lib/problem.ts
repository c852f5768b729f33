import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  API_ERROR_TEXTS,
  problemKindOfStatus,
  problemType,
  type Problem,
  type ProblemKind,
} from '@showroom/contract';
import type { FastifyReply } from 'fastify';
import type { FieldError } from './errors.ts';

const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/** A problem document; its `type` is the kind's URN (the contract's PROBLEM_KINDS), by default the status's. */
export function problem(
  status: number,
  detail: string,
  errors?: FieldError[],
  kind: ProblemKind = problemKindOfStatus(status),
): Problem {
  return {
    type: problemType(kind),
    title: STATUS_CODES[status] ?? 'Error',
    status,
    detail,
    ...(errors && errors.length > 0 ? { errors } : {}),
  };
}

/**
 * Sends a problem document. Serialised here rather than by a route's response schema, so every error
 * has the same shape whatever the route declares.
 */
export function sendProblem(reply: FastifyReply, body: Problem): FastifyReply {
  // An error must not inherit a success path's caching (e.g. a media route's `immutable`).
  reply.removeHeader('etag');
  reply.removeHeader('last-modified');
  return reply
    .code(body.status)
    .header('cache-control', 'no-store')
    .type(PROBLEM_CONTENT_TYPE)
    .send(JSON.stringify(body));
}

/**
 * node:http's 'clientError' (Fastify's clientErrorHandler): a request it could not read, answered as a
 * problem+json like every other error (Fastify's default writes its own JSON): 431 for a head over the
 * size limit, 408 for a request past REQUEST_TIMEOUT_MS, 400 for anything else it cannot parse. In
 * English: the head that says which language the caller prefers is what could not be read. Then the
 * connection closes, as node:http's own answer does.
 */
export function answerClientError(err: NodeJS.ErrnoException, socket: Duplex): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, detail] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, API_ERROR_TEXTS.headersTooLarge]
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, API_ERROR_TEXTS.requestTimeout]
        : [400, API_ERROR_TEXTS.invalidRequest];
  const body = JSON.stringify(problem(status, detail));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n` +
        `Content-Type: ${PROBLEM_CONTENT_TYPE}\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'X-Content-Type-Options: nosniff\r\n' +
        'Cache-Control: no-store\r\n' +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(err);
}

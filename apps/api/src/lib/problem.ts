import { STATUS_CODES } from 'node:http';
import { problemKindOfStatus, problemType, type Problem, type ProblemKind } from '@showroom/contract';
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

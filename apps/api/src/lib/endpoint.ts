import type { EndpointDef } from '@showroom/contract';
import type { FastifyContextConfig, FastifyReply, FastifyRequest, LogLevel } from 'fastify';
import type { z } from 'zod';
import { accessHook } from '../plugins/auth.ts';
import { UnauthorizedError } from './errors.ts';
import type { App } from './fastify.ts';
import type { AuthUser } from './identity.ts';

type Out<E, K extends string> = E extends { [P in K]: infer S extends z.ZodType } ? z.output<S> : unknown;

type SuccessStatus<R> = { [K in keyof R]: `${K & number}` extends `2${string}` ? K : never }[keyof R];

/** What a handler returns: the body of one of the endpoint's 2xx responses (undefined for a bodiless one). */
type EndpointResult<E extends EndpointDef> = E['responses'] extends infer R
  ? { [K in SuccessStatus<R>]: R[K] extends z.ZodType ? z.output<R[K]> : undefined }[SuccessStatus<R>]
  : never;

/** The request of an endpoint: params, query and body as its contract schemas parse them. */
type EndpointRequest<E extends EndpointDef> = FastifyRequest<{
  Params: Out<E, 'params'>;
  Querystring: Out<E, 'query'>;
  Body: Out<E, 'body'>;
}>;

type HandlerResult<E extends EndpointDef> = EndpointResult<E> | FastifyReply;

export type EndpointHandler<E extends EndpointDef> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<HandlerResult<E>> | HandlerResult<E>;

/**
 * Registers a route from a row of the contract's endpoint table, so its path, schemas and access rule
 * are written once (in the contract): `/api` + path, params/querystring/body/response validated and
 * serialised with zod, tags and summary for OpenAPI, and the access check as the route's first hook.
 */
export function registerEndpoint<E extends EndpointDef>(
  app: App,
  def: E,
  handler: EndpointHandler<E>,
  options: { logLevel?: LogLevel; config?: FastifyContextConfig } = {},
): void {
  const response: Record<number, z.ZodType> = {};
  const success: number[] = [];
  for (const [code, schema] of Object.entries(def.responses)) {
    const status = Number(code);
    if (schema) response[status] = schema;
    if (status >= 200 && status < 300) success.push(status);
  }
  // An endpoint whose only success is e.g. 201 or 204 answers with it unless the handler says otherwise.
  const defaultStatus = success.length === 1 && success[0] !== undefined ? success[0] : 200;

  app.route({
    method: def.method,
    url: `/api${def.path}`,
    schema: {
      ...(def.operationId ? { operationId: def.operationId } : {}),
      summary: def.summary,
      tags: [...def.tags],
      ...(def.params ? { params: def.params } : {}),
      ...(def.query ? { querystring: def.query } : {}),
      ...(def.body ? { body: def.body } : {}),
      ...(def.multipart ? { consumes: ['multipart/form-data'] } : {}),
      ...(def.produces ? { produces: [...def.produces] } : {}),
      ...(def.access.kind === 'public' ? {} : { security: [{ bearer: [] }] }),
      response,
    },
    // For the OpenAPI document: an upload's form field (plugins/openapi.ts describes the request body).
    config: { ...options.config, ...(def.multipart ? { multipart: def.multipart } : {}) },
    ...(options.logLevel ? { logLevel: options.logLevel } : {}),
    onRequest: accessHook(def.access),
    handler: (request, reply) => {
      reply.code(defaultStatus);
      // The route's schemas are E's, so the validated request has E's types; TypeScript cannot see through the generic.
      return handler(request as unknown as EndpointRequest<E>, reply);
    },
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * An anonymous counting beacon (POST /apps/{id}/events): no CSRF check and no cookie, and no
     * rate-limit row keyed by the caller's address (it keeps its own limit in memory).
     */
    anonymousBeacon?: boolean;
    /**
     * A no-store read that precedes an anonymous write (the services of Try this CDS service, before
     * Call service): hands the CSRF cookie to anonymous callers too (plugins/csrf.ts).
     */
    issuesCsrfCookie?: boolean;
  }
}

/** The caller of a route whose access rule requires a login (the access hook has run); keeps the type honest. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new UnauthorizedError();
  return request.user;
}

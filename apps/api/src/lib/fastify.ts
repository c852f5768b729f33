import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../db/client.ts';
import type { Env } from '../env.ts';
import type { AuthUser } from './identity.ts';

/** The Fastify instance the API builds: zod schemas type every route. */
export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    db: Db;
  }
  interface FastifyContextConfig {
    /** An upload endpoint's form field (from the endpoint table), for its OpenAPI request body. */
    multipart?: { readonly field: string; readonly maxFiles: number };
  }
  interface FastifyRequest {
    /** Null for anonymous callers; set by the access hook of routes registered from the endpoint table. */
    user: AuthUser | null;
  }
}

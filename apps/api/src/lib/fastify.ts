import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Role } from '@showroom/contract';
import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../db/client.ts';
import type { Env } from '../env.ts';

/** The Fastify instance the API builds: zod schemas type every route. */
export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** The caller, from a verified access token. */
export interface AuthUser {
  sub: string;
  email: string;
  firstName: string;
  lastName: string;
  /** Only the roles the product knows (VENDOR, ADMIN); other realm roles are dropped. */
  roles: Role[];
}

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    db: Db;
  }
  interface FastifyRequest {
    /** Null for anonymous callers; set by the access hook of routes registered from the endpoint table. */
    user: AuthUser | null;
  }
}

import type { z } from 'zod';
import type { Role } from './statuses.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint, checked by the API as a preHandler before the handler runs.
 * - public: anyone, token optional (when a valid token is sent, the handler sees the user).
 * - user: any logged-in user, whatever its roles.
 * - roles: a logged-in user with at least one of the roles.
 * Ownership and status rules are the service's, not this table's.
 */
export type EndpointAccess =
  { kind: 'public' } | { kind: 'user' } | { kind: 'roles'; roles: readonly Role[] };

/**
 * One row of the API route table. Paths are relative to the backend base URL (`/api`) and use
 * Fastify's `:param` syntax. Multipart endpoints declare `multipart` with the field name instead of a
 * JSON body.
 */
export interface EndpointDef {
  readonly method: HttpMethod;
  readonly path: string;
  readonly summary: string;
  readonly tags: readonly string[];
  readonly access: EndpointAccess;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly multipart?: { readonly field: string; readonly maxFiles: number };
  /**
   * Content types of a success body that is not JSON (media bytes, Prometheus text). Its schema in
   * `responses` is null, and the API sends the bytes itself instead of serialising a schema.
   */
  readonly produces?: readonly string[];
  /** Status code -> response schema. A `null` schema means no body (204, 304). */
  readonly responses: Readonly<Record<number, z.ZodType | null>>;
  /** The row's name in its table, set by defineEndpoints. */
  readonly operationId?: string;
}

declare const endpointType: unique symbol;

/**
 * A method and path that carries, in its type only, the endpoint row it belongs to, so a client can
 * infer params, query, body and response types from the schema table without loading it
 * (endpoint-routes.ts).
 */
export interface EndpointRoute<E extends EndpointDef = EndpointDef> {
  readonly method: E['method'];
  readonly path: E['path'];
  readonly [endpointType]?: E;
}

/** A table whose rows carry their own name as `operationId` (OpenAPI's stable name of a call). */
export type EndpointTable<T extends Record<string, EndpointDef>> = {
  readonly [K in keyof T]: T[K] & { readonly operationId: K & string };
};

/**
 * `const` keeps each row's literal method and path, so the web client can be typed per endpoint; each
 * row gets its key as `operationId`.
 */
export const defineEndpoints = <const T extends Record<string, EndpointDef>>(table: T): EndpointTable<T> =>
  Object.fromEntries(
    Object.entries(table).map(([operationId, def]) => [operationId, { ...def, operationId }]),
  ) as EndpointTable<T>;

/** Builds a concrete URL path from a table path and params: ('/apps/:id', { id: 3 }) -> '/apps/3'. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

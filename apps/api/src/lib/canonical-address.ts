/**
 * Canonical addresses: one spelling per answer the front door keeps (lib/front-door.ts).
 *
 * A query is read the way the route reads it: parsed by the router's own parser (`parseQuery`, which
 * Fastify is given as its querystringParser) and validated by the route's own schema. Two spellings
 * that parse to the same values get the same answer from the route, and so share one key: the values
 * written back in the schema's order, each percent-encoded. Empty segments (`?&&`) parse to nothing and
 * disappear; parameters the route leaves out are not written; a parameter the schema does not name, or a
 * value it refuses, leaves the request to Fastify (which answers it as it always has) and is never kept.
 * The schema's order is the order the web app writes its parameters in (q, sort, limit, cursor, then
 * the filters), so the browser's own requests are already canonical and the door finds them with one
 * lookup of the address as it came.
 *
 * Paths are not rewritten: an answer is kept only when the address it was asked for is its route's
 * canonical path (`/api/apps/7`, not `/api/apps/007` or `/api/apps/7/`), which the route's pattern and
 * parsed parameters spell, or which a route names itself (the web's pages).
 */
import { parse } from 'fast-querystring';
import { ZodObject } from 'zod';

/** The router's query parser (Fastify's `querystringParser`) and the door's: a query is read one way. */
export const parseQuery = (query: string): Record<string, unknown> =>
  query.length === 0 ? {} : (parse(query) as Record<string, unknown>);

/** A query (after `?`) → its canonical spelling ('' for none), or undefined when the door leaves it to Fastify. */
export type QueryCanonicaliser = (query: string) => string | undefined;

/** A route that reads no parameters: its query may only be empty (`?`, `?&&`). */
export const NO_PARAMETERS: QueryCanonicaliser = (query) => (/^&*$/.test(query) ? '' : undefined);

const bySchema = new WeakMap<object, QueryCanonicaliser>();

/**
 * The canonicaliser of a route's querystring schema (a zod object), made once per schema; undefined for
 * any other schema (the door then keeps no answer of that route that has a query).
 */
export function queryCanonicaliser(schema: unknown): QueryCanonicaliser | undefined {
  if (!(schema instanceof ZodObject)) return undefined;
  const known = bySchema.get(schema);
  if (known) return known;
  const names = Object.keys(schema.shape);
  const named = new Set(names);
  const canonicalise: QueryCanonicaliser = (query) => {
    const raw = parseQuery(query);
    for (const name of Object.keys(raw)) if (!named.has(name)) return undefined;
    const parsed = schema.safeParse(raw);
    if (!parsed.success) return undefined;
    const values: Record<string, unknown> = parsed.data;
    const parts: string[] = [];
    try {
      for (const name of names) {
        const value = values[name];
        if (value === undefined) continue;
        const items: unknown[] = Array.isArray(value) ? value : [value];
        // An empty list is not the same as no parameter to every route: not written, not kept.
        if (items.length === 0) return undefined;
        for (const item of items) {
          if (typeof item !== 'string' && typeof item !== 'number' && typeof item !== 'boolean') {
            return undefined;
          }
          parts.push(`${encodeURIComponent(name)}=${encodeURIComponent(String(item))}`);
        }
      }
    } catch {
      // A lone surrogate cannot be percent-encoded: no canonical spelling.
      return undefined;
    }
    return parts.join('&');
  };
  bySchema.set(schema, canonicalise);
  return canonicalise;
}

/** The path a route pattern (`/api/apps/:id`) names with the parsed parameters, or undefined. */
export function routePath(pattern: string | undefined, params: unknown): string | undefined {
  if (pattern === undefined || pattern.includes('*')) return undefined;
  const values = (params ?? {}) as Record<string, unknown>;
  let complete = true;
  const path = pattern.replace(/:(\w+)/g, (_match, name: string) => {
    const value = values[name];
    if (typeof value === 'string' || typeof value === 'number') return String(value);
    complete = false;
    return '';
  });
  return complete ? path : undefined;
}

/**
 * The canonical address of an answer to `url` (the request's address as it came), or undefined when it
 * is not to be kept: `path` is the route's canonical path, and the request must have used it.
 */
export function canonicalAddress(
  url: string,
  path: string | undefined,
  canonicalise: QueryCanonicaliser,
): string | undefined {
  const q = url.indexOf('?');
  if (path === undefined || (q === -1 ? url : url.slice(0, q)) !== path) return undefined;
  const query = canonicalise(q === -1 ? '' : url.slice(q + 1));
  if (query === undefined) return undefined;
  const address = query === '' ? path : `${path}?${query}`;
  // The canonical spelling must read back as itself, or a request spelt that way could differ from it.
  if (query !== '' && canonicalise(query) !== query) return undefined;
  return address;
}

import { describe, expect, expectTypeOf, it } from 'vitest';
import { endpointRoutes, endpoints, type EndpointRoute, type Endpoints } from '../src/index.ts';

describe('endpointRoutes', () => {
  it('names every endpoint of the table with its method and path, and nothing else', () => {
    const fromTable = Object.fromEntries(
      Object.entries(endpoints).map(([name, e]) => [name, { method: e.method, path: e.path }]),
    );
    expect(endpointRoutes).toEqual(fromTable);
  });

  it('is plain data: no schema travels with a route', () => {
    for (const route of Object.values(endpointRoutes)) {
      expect(Object.keys(route).sort()).toEqual(['method', 'path']);
    }
  });

  it('carries the endpoint row in its type, for clients that infer from the schemas', () => {
    expectTypeOf(endpointRoutes.getApp).toEqualTypeOf<EndpointRoute<Endpoints['getApp']>>();
    expectTypeOf(endpointRoutes.listApps.path).toEqualTypeOf<'/apps'>();
  });
});

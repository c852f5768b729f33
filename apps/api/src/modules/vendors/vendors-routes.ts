import { endpoints } from '@showroom/contract';
import { UnauthorizedError } from '../../lib/errors.ts';
import { registerEndpoint } from '../../lib/endpoint.ts';
import type { App } from '../../lib/fastify.ts';
import { getMyVendor } from './vendors-service.ts';

export function vendorsRoutes(app: App): void {
  registerEndpoint(app, endpoints.getMyVendor, async (request) => {
    // Access 'user' guarantees a user; the check keeps the type honest without a non-null assertion.
    if (!request.user) throw new UnauthorizedError();
    return getMyVendor(app.db, request.user);
  });
}

import { endpoints } from '@showroom/contract';
import { registerEndpoint, requireUser } from '../../lib/endpoint.ts';
import type { App } from '../../lib/fastify.ts';
import { checkAppNow, getAppChecks, type ChecksContext } from './checks-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live checks' settings, runner and clock (app.ts), for the routes and the worker (server.ts). */
    checks: ChecksContext;
  }
}

export function checksRoutes(app: App): void {
  registerEndpoint(app, endpoints.listAppChecks, (request) =>
    getAppChecks(app.checks, request.user, request.params.id),
  );
  registerEndpoint(app, endpoints.runAppChecks, (request) =>
    checkAppNow(app.checks, requireUser(request), request.params.id),
  );
}

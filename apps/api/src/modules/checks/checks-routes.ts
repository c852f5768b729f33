import { endpoints } from '@showroom/contract';
import { registerEndpoint, requireUser } from '../../lib/endpoint.ts';
import type { App } from '../../lib/fastify.ts';
import { publicAnswer } from '../../lib/front-door.ts';
import { PUBLIC_CACHE } from '../../lib/http-cache.ts';
import { checkAppNow, getAppChecks, type ChecksContext } from './checks-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live checks' settings, runner and clock (app.ts), for the routes and the worker (server.ts). */
    checks: ChecksContext;
  }
}

export function checksRoutes(app: App): void {
  registerEndpoint(app, endpoints.listAppChecks, async (request, reply) => {
    const checks = await getAppChecks(app.checks, request.user, request.params.id);
    // A visitor's answer is the published version's: the same for everyone until the next run.
    if (!request.user) {
      publicAnswer(reply, 'checks').header('cache-control', PUBLIC_CACHE).header('vary', 'Authorization');
    }
    return checks;
  });
  registerEndpoint(app, endpoints.runAppChecks, (request) =>
    checkAppNow(app.checks, requireUser(request), request.params.id),
  );
}

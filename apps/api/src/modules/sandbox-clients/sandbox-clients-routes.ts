import { endpoints } from '@showroom/contract';
import { registerEndpoint, requireUser } from '../../lib/endpoint.ts';
import type { App } from '../../lib/fastify.ts';
import {
  getSandboxClient,
  getSandboxLaunch,
  newSandboxClientSecret,
  putSandboxClient,
  removeSandboxClient,
} from './sandbox-clients-service.ts';

export function sandboxClientsRoutes(app: App): void {
  const now = () => new Date();
  registerEndpoint(
    app,
    endpoints.getSandboxClient,
    async (request, reply) =>
      (await getSandboxClient(app.db, requireUser(request), request.params.id)) ?? reply.code(204).send(),
  );
  registerEndpoint(app, endpoints.putSandboxClient, async (request, reply) => {
    const answer = await putSandboxClient(
      app.db,
      requireUser(request),
      request.params.id,
      request.body,
      now(),
    );
    // An answer with a secret is never stored by a cache.
    void reply.header('cache-control', 'no-store');
    return answer;
  });
  registerEndpoint(app, endpoints.newSandboxClientSecret, async (request, reply) => {
    const answer = await newSandboxClientSecret(app.db, requireUser(request), request.params.id, now());
    void reply.header('cache-control', 'no-store');
    return answer;
  });
  registerEndpoint(app, endpoints.deleteSandboxClient, async (request, reply) => {
    await removeSandboxClient(app.db, requireUser(request), request.params.id);
    return reply.code(204).send();
  });
  registerEndpoint(
    app,
    endpoints.getSandboxLaunch,
    async (request, reply) => (await getSandboxLaunch(app.db, request.params.id)) ?? reply.code(204).send(),
  );
}

import { endpoints } from '@showroom/contract';
import { registerEndpoint, requireUser } from '../../lib/endpoint.ts';
import type { App } from '../../lib/fastify.ts';
import {
  createMySandbox,
  getMySandbox,
  resetIdleSandboxes,
  resetMySandbox,
} from './vendor-sandbox-service.ts';

/** How often the idle sandboxes are looked for (each API process; the reset is idempotent). */
const IDLE_SWEEP_MS = 60 * 60_000;

export function vendorSandboxRoutes(app: App): void {
  const deps = app.vendorSandbox;
  registerEndpoint(
    app,
    endpoints.getMySandbox,
    async (request, reply) => (await getMySandbox(deps, requireUser(request).sub)) ?? reply.code(204).send(),
  );
  registerEndpoint(app, endpoints.createMySandbox, (request) =>
    createMySandbox(deps, requireUser(request).sub),
  );
  registerEndpoint(app, endpoints.resetMySandbox, (request) =>
    resetMySandbox(deps, requireUser(request).sub),
  );

  // Idle sandboxes go back to the shared data (issue 33): a sweep at start and every hour.
  let timer: NodeJS.Timeout | undefined;
  const sweep = async (): Promise<void> => {
    try {
      const n = await resetIdleSandboxes(deps);
      if (n > 0) app.log.info(`vendor sandboxes: ${n} idle sandbox(es) reset to the shared data`);
    } catch (err) {
      app.log.warn({ err }, 'vendor sandboxes: the idle sweep failed');
    }
  };
  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(() => void sweep(), IDLE_SWEEP_MS);
    timer.unref();
  });
  app.addHook('onClose', (_app, done) => {
    if (timer) clearInterval(timer);
    done();
  });
}

// A vendor's own writable FHIR sandbox (issue 33): GET/POST /api/my-sandbox, POST /api/my-sandbox/reset,
// PUBLIC_URL/sandbox/v/{key}/fhir/* (vendor-sandbox-proxy.ts), and the idle reset.
import type { VendorSandboxDeps } from './vendor-sandbox-service.ts';

export { VendorSandboxProxy } from './vendor-sandbox-proxy.ts';
export { vendorSandboxRoutes } from './vendor-sandbox-routes.ts';
export { resetIdleSandboxes } from './vendor-sandbox-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    vendorSandbox: VendorSandboxDeps;
  }
}

import { endpoints } from '@showroom/contract';
import { withEtag } from '../../lib/http-cache.ts';
import { registerEndpoint, requireUser } from '../../lib/endpoint.ts';
import type { App } from '../../lib/fastify.ts';
import { readUploadedFiles } from '../../lib/uploads.ts';
import { changeVendorStatus, getVendorReasons } from './vendor-status.ts';
import { createVendor, getMyVendor, listVendors, setVendorIcon, updateVendor } from './vendors-service.ts';

export function vendorsRoutes(app: App): void {
  registerEndpoint(
    app,
    endpoints.getMyVendor,
    async (request, reply) => (await getMyVendor(app.db, requireUser(request))) ?? reply.code(204).send(),
  );

  registerEndpoint(app, endpoints.listVendors, async (request, reply) =>
    withEtag(request, reply, await listVendors(app.db, request.query)),
  );

  registerEndpoint(app, endpoints.createVendor, (request) =>
    createVendor(app.db, requireUser(request), request.body),
  );

  registerEndpoint(app, endpoints.updateVendor, (request) =>
    updateVendor(app.db, requireUser(request), request.params.id, request.body),
  );

  registerEndpoint(app, endpoints.setVendorIcon, (request) =>
    setVendorIcon(app.db, requireUser(request), request.params.id, async () => {
      const [file] = await readUploadedFiles(request, endpoints.setVendorIcon.multipart);
      return file;
    }),
  );

  registerEndpoint(app, endpoints.changeVendorStatus, (request) =>
    changeVendorStatus(app.db, app.env.publicUrl, requireUser(request), request.params.id, request.query),
  );

  registerEndpoint(app, endpoints.getVendorReasons, (request) =>
    getVendorReasons(app.db, requireUser(request), request.params.id),
  );
}

import { endpoints } from '@showroom/contract';
import type { FastifyRequest } from 'fastify';
import { withEtag } from '../../lib/etag.ts';
import { UnauthorizedError } from '../../lib/errors.ts';
import { registerEndpoint } from '../../lib/endpoint.ts';
import type { App, AuthUser } from '../../lib/fastify.ts';
import { readUploadedFiles } from '../../lib/uploads.ts';
import {
  changeVendorStatus,
  createVendor,
  getMyVendor,
  getVendorReasons,
  listVendors,
  setVendorIcon,
  updateVendor,
} from './vendors-service.ts';

/** Every route here requires a login (the endpoint's access hook); this keeps the type honest. */
function userOf(request: FastifyRequest): AuthUser {
  if (!request.user) throw new UnauthorizedError();
  return request.user;
}

export function vendorsRoutes(app: App): void {
  registerEndpoint(app, endpoints.getMyVendor, (request) => getMyVendor(app.db, userOf(request)));

  registerEndpoint(app, endpoints.listVendors, async (request, reply) =>
    withEtag(request, reply, await listVendors(app.db, request.query)),
  );

  registerEndpoint(app, endpoints.createVendor, (request) =>
    createVendor(app.db, userOf(request), request.body),
  );

  registerEndpoint(app, endpoints.updateVendor, (request) =>
    updateVendor(app.db, userOf(request), request.params.id, request.body),
  );

  registerEndpoint(app, endpoints.setVendorIcon, (request) =>
    setVendorIcon(app.db, userOf(request), request.params.id, async () => {
      const [file] = await readUploadedFiles(request, endpoints.setVendorIcon.multipart);
      return file;
    }),
  );

  registerEndpoint(app, endpoints.changeVendorStatus, (request) =>
    changeVendorStatus(app.db, app.env.publicUrl, userOf(request), request.params.id, request.query),
  );

  registerEndpoint(app, endpoints.getVendorReasons, (request) =>
    getVendorReasons(app.db, userOf(request), request.params.id),
  );
}

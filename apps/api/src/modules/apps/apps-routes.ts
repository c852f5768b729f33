import { endpoints } from '@showroom/contract';
import type { FastifyRequest } from 'fastify';
import { withEtag } from '../../lib/etag.ts';
import { UnauthorizedError } from '../../lib/errors.ts';
import { registerEndpoint } from '../../lib/endpoint.ts';
import type { App, AuthUser } from '../../lib/fastify.ts';
import { readUploadedFiles } from '../../lib/uploads.ts';
import {
  addAppScreenshots,
  changeAppStatus,
  createApp,
  deleteApp,
  deleteAppScreenshot,
  getAppReasons,
  listVendorApps,
  setAppIcon,
  updateApp,
} from './apps-service.ts';

/** Every route here requires a login (the endpoint's access hook); this keeps the type honest. */
function userOf(request: FastifyRequest): AuthUser {
  if (!request.user) throw new UnauthorizedError();
  return request.user;
}

/**
 * The vendor's writes and list, and the status changes of vendors and admins. The public reads
 * (GET /apps, /apps/:id, /apps/:id/preview) are the catalogue module's.
 */
export function appsRoutes(app: App): void {
  registerEndpoint(app, endpoints.listVendorApps, async (request, reply) =>
    withEtag(request, reply, await listVendorApps(app.db, userOf(request))),
  );

  registerEndpoint(app, endpoints.createApp, (request) => createApp(app.db, userOf(request), request.body));

  registerEndpoint(app, endpoints.updateApp, (request) =>
    updateApp(app.db, userOf(request), request.params.id, request.body),
  );

  registerEndpoint(app, endpoints.deleteApp, async (request, reply) => {
    await deleteApp(app.db, userOf(request), request.params.id);
    return reply.code(204).send();
  });

  registerEndpoint(app, endpoints.setAppIcon, (request) =>
    setAppIcon(app.db, userOf(request), request.params.id, async () => {
      const [file] = await readUploadedFiles(request, endpoints.setAppIcon.multipart);
      return file;
    }),
  );

  registerEndpoint(app, endpoints.addAppScreenshots, (request) =>
    addAppScreenshots(app.db, userOf(request), request.params.id, () =>
      readUploadedFiles(request, endpoints.addAppScreenshots.multipart),
    ),
  );

  registerEndpoint(app, endpoints.deleteAppScreenshot, (request) =>
    deleteAppScreenshot(app.db, userOf(request), request.params.id, request.params.screenshotId),
  );

  registerEndpoint(app, endpoints.changeAppStatus, (request) =>
    changeAppStatus(app.db, app.env.publicUrl, userOf(request), request.params.id, request.query),
  );

  registerEndpoint(app, endpoints.getAppReasons, (request) =>
    getAppReasons(app.db, userOf(request), request.params.id),
  );
}

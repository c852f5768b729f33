import { endpoints } from '@showroom/contract';
import { withEtag } from '../../lib/http-cache.ts';
import { registerEndpoint, requireUser } from '../../lib/endpoint.ts';
import type { App } from '../../lib/fastify.ts';
import { readUploadedFiles } from '../../lib/uploads.ts';
import { createApp, deleteApp, listVendorApps, updateApp } from './app-edits.ts';
import { addAppScreenshots, deleteAppScreenshot, setAppIcon } from './app-media.ts';
import { changeAppStatus, getAppReasons } from './app-status.ts';

/**
 * The vendor's writes and list, and the status changes of vendors and admins. The public reads
 * (GET /apps, /apps/:id, /apps/:id/preview) are the catalogue module's.
 */
export function appsRoutes(app: App): void {
  registerEndpoint(app, endpoints.listVendorApps, async (request, reply) =>
    withEtag(request, reply, await listVendorApps(app.db, requireUser(request))),
  );

  registerEndpoint(app, endpoints.createApp, (request) =>
    createApp(app.db, requireUser(request), request.body),
  );

  registerEndpoint(app, endpoints.updateApp, (request) =>
    updateApp(app.db, requireUser(request), request.params.id, request.body),
  );

  registerEndpoint(app, endpoints.deleteApp, async (request, reply) => {
    await deleteApp(app.db, requireUser(request), request.params.id);
    return reply.code(204).send();
  });

  registerEndpoint(app, endpoints.setAppIcon, (request) =>
    setAppIcon(app.db, requireUser(request), request.params.id, async () => {
      const [file] = await readUploadedFiles(request, endpoints.setAppIcon.multipart);
      return file;
    }),
  );

  registerEndpoint(app, endpoints.addAppScreenshots, (request) =>
    addAppScreenshots(app.db, requireUser(request), request.params.id, () =>
      readUploadedFiles(request, endpoints.addAppScreenshots.multipart),
    ),
  );

  registerEndpoint(app, endpoints.deleteAppScreenshot, (request) =>
    deleteAppScreenshot(app.db, requireUser(request), request.params.id, request.params.screenshotId),
  );

  registerEndpoint(app, endpoints.changeAppStatus, (request) =>
    changeAppStatus(app.db, app.env.publicUrl, requireUser(request), request.params.id, request.query),
  );

  registerEndpoint(app, endpoints.getAppReasons, (request) =>
    getAppReasons(app.db, requireUser(request), request.params.id),
  );
}

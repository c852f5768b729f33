import { auditExportFileName, endpoints } from '@showroom/contract';
import { registerEndpoint } from '../../lib/endpoint.ts';
import type { App } from '../../lib/fastify.ts';
import { auditCsvStream } from './audit-export.ts';
import { listAudit } from './reviews-service.ts';

export function reviewsRoutes(app: App): void {
  registerEndpoint(app, endpoints.listAudit, (request) => listAudit(app.db, request.query));
  registerEndpoint(app, endpoints.exportAudit, (_request, reply) =>
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${auditExportFileName(new Date())}"`)
      .header('cache-control', 'no-store')
      .send(auditCsvStream(app.db)),
  );
}

import { endpoints } from '@showroom/contract';
import { registerEndpoint } from '../../lib/endpoint.ts';
import type { App } from '../../lib/fastify.ts';
import { listAudit } from './reviews-service.ts';

export function reviewsRoutes(app: App): void {
  registerEndpoint(app, endpoints.listAudit, (request) => listAudit(app.db, request.query));
}

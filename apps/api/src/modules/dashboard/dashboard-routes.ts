import { endpoints } from '@showroom/contract';
import { registerEndpoint } from '../../lib/endpoint.ts';
import type { App } from '../../lib/fastify.ts';
import { adminDashboard } from './dashboard-service.ts';

export function dashboardRoutes(app: App): void {
  registerEndpoint(app, endpoints.getAdminDashboard, () => adminDashboard(app.db));
}

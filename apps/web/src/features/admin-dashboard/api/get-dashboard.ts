import { endpointRoutes, type AdminDashboard } from '@showroom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** Under ['admin'], apart from the lists: the dashboard asks afresh each time it is opened. */
export const dashboardKeys = {
  all: ['admin', 'dashboard'] as const,
};

/** GET /admin/dashboard: the numbers as the database holds them at the moment of the call. */
const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.all,
    queryFn: ({ signal }): Promise<AdminDashboard> => apiFetch(endpointRoutes.getAdminDashboard, { signal }),
  });

export const useAdminDashboard = () => useQuery(dashboardQueryOptions());

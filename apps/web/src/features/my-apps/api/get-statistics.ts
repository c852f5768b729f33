import { endpointRoutes } from '@showroom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { myAppsKeys } from './query-keys.ts';

/** GET /apps/:id/statistics: the app's views and demo clicks per day over the last 90 days. */
export const appStatisticsQueryOptions = (appId: number) =>
  queryOptions({
    queryKey: myAppsKeys.statistics(appId),
    queryFn: ({ signal }) => apiFetch(endpointRoutes.getAppStatistics, { params: { id: appId }, signal }),
  });

export const useAppStatistics = (appId: number) => useQuery(appStatisticsQueryOptions(appId));

/** GET /vendors/my-vendor/statistics: the totals of each of the vendor's apps (My apps' cards). */
export function useVendorTotals(options: { enabled: boolean }) {
  return useQuery({
    queryKey: myAppsKeys.totals(),
    queryFn: ({ signal }) => apiFetch(endpointRoutes.getMyVendorStatistics, { signal }),
    enabled: options.enabled,
  });
}

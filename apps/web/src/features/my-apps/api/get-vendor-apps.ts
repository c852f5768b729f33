import { endpointRoutes } from '@showroom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { myAppsKeys } from './query-keys.ts';

/** GET /apps/vendorapps: the calling vendor's apps with their published and in-progress versions. */
const vendorAppsQueryOptions = () =>
  queryOptions({
    queryKey: myAppsKeys.list(),
    queryFn: ({ signal }) => apiFetch(endpointRoutes.listVendorApps, { signal }),
  });

export function useVendorApps(options: { enabled: boolean }) {
  return useQuery({ ...vendorAppsQueryOptions(), enabled: options.enabled });
}

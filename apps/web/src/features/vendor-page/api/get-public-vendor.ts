import { getPublicVendorRoute, type PublicVendor } from '@showroom/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client-core.ts';
import { vendorPageKeys } from './query-keys.ts';

/** GET /vendors/{id}/public: an approved vendor and its published apps (404 for any other vendor). */
const fetchPublicVendor = (id: number, signal?: AbortSignal): Promise<PublicVendor> =>
  apiFetch(getPublicVendorRoute, { params: { id }, signal });

export const publicVendorQueryOptions = (id: number) =>
  queryOptions({
    queryKey: vendorPageKeys.vendor(id),
    queryFn: ({ signal }) => fetchPublicVendor(id, signal),
  });

import { endpointRoutes, type Vendor } from '@showroom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, isApiError } from '../../../lib/api-client.ts';
import { vendorKeys } from './query-keys.ts';

/**
 * GET /vendors/my-vendor: the signed-in user's vendor, or null when they have not registered one (204;
 * an older API answered 404).
 */
async function fetchMyVendor(signal?: AbortSignal): Promise<Vendor | null> {
  try {
    const vendor: Vendor | undefined = await apiFetch(endpointRoutes.getMyVendor, { signal });
    return vendor ?? null;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

const myVendorQueryOptions = () =>
  queryOptions({
    queryKey: vendorKeys.myVendor(),
    queryFn: ({ signal }) => fetchMyVendor(signal),
  });

export function useMyVendor(options: { enabled: boolean }) {
  return useQuery({ ...myVendorQueryOptions(), enabled: options.enabled });
}

/** true / false once known; undefined while loading, disabled or failed. */
export function useHasVendor(options: { enabled: boolean }): boolean | undefined {
  const query = useMyVendor(options);
  return query.isSuccess ? query.data !== null : undefined;
}

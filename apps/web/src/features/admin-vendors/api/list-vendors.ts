import { ADMIN_VENDOR_TABS, endpointRoutes, type AdminVendorTab, type Vendor } from '@showroom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminVendorsKeys } from './query-keys.ts';

/**
 * GET /vendors?status=WAITING_FOR_APPROVAL (submitted) or GET /vendors (approved). Each vendor comes
 * with `reason`, the latest rejection's text, when it has one.
 */
function fetchAdminVendors(tab: AdminVendorTab, signal?: AbortSignal): Promise<Vendor[]> {
  const status = ADMIN_VENDOR_TABS.find((t) => t.path === tab)?.status;
  return apiFetch(endpointRoutes.listVendors, { query: status ? { status } : {}, signal });
}

const adminVendorsQueryOptions = (tab: AdminVendorTab) =>
  queryOptions({
    queryKey: adminVendorsKeys.list(tab),
    queryFn: ({ signal }) => fetchAdminVendors(tab, signal),
  });

export const useAdminVendors = (tab: AdminVendorTab) => useQuery(adminVendorsQueryOptions(tab));

import { endpointRoutes, firstReasonText } from '@showroom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { vendorKeys } from './query-keys.ts';

/** GET /vendors/:id/reason: the text of the latest rejection ('No reason provided.' when there is none). */
const vendorReasonQueryOptions = (vendorId: number) =>
  queryOptions({
    queryKey: vendorKeys.reasons(vendorId),
    queryFn: async ({ signal }) =>
      firstReasonText(await apiFetch(endpointRoutes.getVendorReasons, { params: { id: vendorId }, signal })),
  });

export function useVendorReason(vendorId: number, options: { enabled: boolean }) {
  return useQuery({ ...vendorReasonQueryOptions(vendorId), enabled: options.enabled });
}

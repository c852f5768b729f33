import {
  ADMIN_VENDOR_ACTION_KEYS,
  endpointRoutes,
  success,
  VENDOR_ACTION_NEW_STATUS,
  type AdminVendorAction,
  type Vendor,
} from '@showroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { auditKeys } from '../../../components/audit-history/use-audit-history.ts';
import { useSnackbar } from '../../../components/snackbar/index.ts';
import { apiFetch, messageFor } from '../../../lib/api-client.ts';
import { adminVendorsKeys } from './query-keys.ts';

interface AdminVendorActionRequest {
  readonly vendorId: number;
  readonly action: AdminVendorAction;
  /** Optional for a rejection; an empty reason is sent as absent. */
  readonly reason?: string | undefined;
}

/** PATCH /vendors/{id}/status?newStatus=APPROVED | REJECTED[&reason=…]. */
const changeVendorStatus = ({ vendorId, action, reason }: AdminVendorActionRequest): Promise<Vendor> =>
  apiFetch(endpointRoutes.changeVendorStatus, {
    params: { id: vendorId },
    query: { newStatus: VENDOR_ACTION_NEW_STATUS[action], ...(reason?.trim() ? { reason } : {}) },
  });

/**
 * An admin's vendor action with its snackbars ('Vendor was approved', 'There was an error approving
 * the vendor', ...). The lists reload afterwards, also after a failure, which usually means someone
 * else acted on the vendor meanwhile.
 */
export function useAdminVendorAction(options: { readonly onSettled?: () => void | Promise<void> } = {}) {
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeVendorStatus,
    onSuccess: (_data, request) => snackbar.show(success(ADMIN_VENDOR_ACTION_KEYS[request.action].success)),
    onError: (error, request) =>
      snackbar.show(messageFor(error, ADMIN_VENDOR_ACTION_KEYS[request.action].failure)),
    onSettled: async () => {
      await options.onSettled?.();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminVendorsKeys.root }),
        queryClient.invalidateQueries({ queryKey: auditKeys.all }),
      ]);
    },
  });
}

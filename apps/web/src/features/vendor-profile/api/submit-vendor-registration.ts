import { endpointRoutes, success, VENDOR_ACTION_NEW_STATUS, type Vendor } from '@showroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from '../../../components/snackbar/index.ts';
import { apiFetch, messageFor } from '../../../lib/api-client.ts';
import { vendorKeys } from './query-keys.ts';

/** PATCH /vendors/:id/status?newStatus=WAITING_FOR_APPROVAL (submit, or resubmit after a rejection). */
const submitVendorRegistration = (vendorId: number): Promise<Vendor> =>
  apiFetch(endpointRoutes.changeVendorStatus, {
    params: { id: vendorId },
    query: { newStatus: VENDOR_ACTION_NEW_STATUS.submit },
  });

export function useSubmitVendorRegistration() {
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  return useMutation({
    mutationFn: submitVendorRegistration,
    onSuccess: (vendor) => {
      queryClient.setQueryData(vendorKeys.myVendor(), vendor);
      snackbar.show(success('vendorRegistrationSubmitted'));
    },
    onError: (error) => snackbar.show(messageFor(error, 'submitVendorRegistration')),
  });
}

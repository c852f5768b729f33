import { endpointRoutes, success, vendorFormToBody, type Vendor, type VendorForm } from '@showroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from '../../../components/snackbar/index.ts';
import { apiFetch, messageFor } from '../../../lib/api-client.ts';
import { vendorKeys } from './query-keys.ts';

interface UpdateVendorInput {
  readonly vendor: Pick<Vendor, 'id' | 'rowVersion' | 'imageUrl'>;
  readonly form: VendorForm;
}

/** PUT /vendors/:id with the row version it was loaded at, so a concurrent change is refused (409). */
const updateVendor = ({ vendor, form }: UpdateVendorInput): Promise<Vendor> =>
  apiFetch(endpointRoutes.updateVendor, {
    params: { id: vendor.id },
    body: vendorFormToBody(form, {
      ...(vendor.imageUrl !== undefined ? { imageUrl: vendor.imageUrl } : {}),
      ...(vendor.rowVersion !== undefined ? { rowVersion: vendor.rowVersion } : {}),
    }),
  });

export function useUpdateVendor() {
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  return useMutation({
    mutationFn: updateVendor,
    onSuccess: (vendor) => {
      queryClient.setQueryData(vendorKeys.myVendor(), vendor);
      snackbar.show(success('vendorUpdated'));
    },
    onError: (error) => snackbar.show(messageFor(error, 'updateVendor')),
  });
}

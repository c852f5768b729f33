import { endpointRoutes, success, vendorFormToBody, type Vendor, type VendorForm } from '@showroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from '../../../components/snackbar/index.ts';
import { apiFetch, messageFor } from '../../../lib/api-client.ts';
import { vendorKeys } from './query-keys.ts';

const createVendor = (form: VendorForm): Promise<Vendor> =>
  apiFetch(endpointRoutes.createVendor, { body: vendorFormToBody(form) });

/**
 * POST /vendors. On success the my-vendor query holds the new vendor, so the header menu switches to
 * 'My vendor information' and 'My apps' at once; a 400 shows the server's sentence.
 */
export function useCreateVendor() {
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  return useMutation({
    mutationFn: createVendor,
    onSuccess: async (vendor) => {
      queryClient.setQueryData(vendorKeys.myVendor(), vendor);
      snackbar.show(success('vendorCreated'));
      await queryClient.invalidateQueries({ queryKey: vendorKeys.myVendor() });
    },
    onError: (error) => snackbar.show(messageFor(error, 'createVendor')),
  });
}

import { endpoints, type Vendor } from '@showroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { uploadProblem, type UploadProgressValue } from '../../../components/form/upload-progress.tsx';
import { useSnackbar } from '../../../components/snackbar/index.ts';
import { apiUpload, messageFor } from '../../../lib/api-client.ts';
import { vendorKeys } from './query-keys.ts';

/** POST /vendors/:id/icon (multipart field `file`), reporting how much has been sent. */
function uploadVendorIcon(
  vendorId: number,
  file: File,
  onProgress?: (progress: UploadProgressValue) => void,
): Promise<Vendor> {
  const body = new FormData();
  body.append(endpoints.setVendorIcon.multipart.field, file);
  return apiUpload(endpoints.setVendorIcon, {
    params: { id: vendorId },
    body,
    ...(onProgress ? { onProgress } : {}),
  });
}

/** No success text was ever given for the icon: the new icon itself is the confirmation. */
export function useUploadVendorIcon(vendorId: number) {
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const [progress, setProgress] = useState<UploadProgressValue | null>(null);
  const mutation = useMutation({
    mutationFn: (file: File) => uploadVendorIcon(vendorId, file, setProgress),
    onSuccess: (vendor) => queryClient.setQueryData(vendorKeys.myVendor(), vendor),
    onError: (error) => snackbar.show(messageFor(error, 'vendorIcon')),
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress, problem: uploadProblem(mutation.error, 'vendorIcon') };
}

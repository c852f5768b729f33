import { endpoints, type AppDetails } from '@showroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { uploadProblem, type UploadProgressValue } from '../../../components/form/upload-progress.tsx';
import { useSnackbar } from '../../../components/snackbar/index.ts';
import { apiUpload, messageFor } from '../../../lib/api-client.ts';
import { editorKeys } from './query-keys.ts';

/** POST /apps/:id/icon (multipart field `file`). */
function setAppIcon(
  appId: number,
  file: File,
  onProgress?: (p: UploadProgressValue) => void,
): Promise<AppDetails> {
  const body = new FormData();
  body.append(endpoints.setAppIcon.multipart.field, file);
  return apiUpload(endpoints.setAppIcon, {
    params: { id: appId },
    body,
    ...(onProgress ? { onProgress } : {}),
  });
}

/** POST /apps/:id/screenshots (multipart field `files`, one part per image). */
function addScreenshots(
  appId: number,
  files: readonly File[],
  onProgress?: (p: UploadProgressValue) => void,
): Promise<AppDetails> {
  const body = new FormData();
  for (const file of files) body.append(endpoints.addAppScreenshots.multipart.field, file);
  return apiUpload(endpoints.addAppScreenshots, {
    params: { id: appId },
    body,
    ...(onProgress ? { onProgress } : {}),
  });
}

function useAppUpload<T>(
  appId: number,
  send: (appId: number, input: T, onProgress: (p: UploadProgressValue) => void) => Promise<AppDetails>,
  failureKey: 'appIcon' | 'addScreenshot',
) {
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const [progress, setProgress] = useState<UploadProgressValue | null>(null);
  const mutation = useMutation({
    mutationFn: (input: T) => send(appId, input, setProgress),
    onSuccess: async (app) => {
      queryClient.setQueryData(editorKeys.app(appId), app);
      await queryClient.invalidateQueries({ queryKey: editorKeys.all, refetchType: 'none' });
    },
    onError: (error) => snackbar.show(messageFor(error, failureKey)),
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress, problem: uploadProblem(mutation.error, failureKey) };
}

/** No success text was ever given for media: the new icon or screenshot itself is the confirmation. */
export const useSetAppIcon = (appId: number) => useAppUpload<File>(appId, setAppIcon, 'appIcon');
export const useAddScreenshots = (appId: number) =>
  useAppUpload<readonly File[]>(appId, addScreenshots, 'addScreenshot');

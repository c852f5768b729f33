import { EDITOR_TEXTS, endpoints, successMessage, type AppDetails } from '@showroom/contract';
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
  successText?: () => string,
) {
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const [progress, setProgress] = useState<UploadProgressValue | null>(null);
  const mutation = useMutation({
    mutationFn: (input: T) => send(appId, input, setProgress),
    onSuccess: async (app) => {
      // In place of an earlier failure's message, which would otherwise stay beside the new image.
      if (successText) snackbar.show(successMessage(successText()));
      queryClient.setQueryData(editorKeys.app(appId), app);
      await queryClient.invalidateQueries({ queryKey: editorKeys.all, refetchType: 'none' });
    },
    onError: (error) => snackbar.show(messageFor(error, failureKey)),
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress, problem: uploadProblem(mutation.error, failureKey) };
}

/**
 * No success text was ever given for media; the icon's is ours (issue 35): it says the icon was changed
 * and replaces the message of a failed upload before it. New screenshots show themselves in the list.
 */
export const useSetAppIcon = (appId: number) =>
  useAppUpload<File>(appId, setAppIcon, 'appIcon', () => EDITOR_TEXTS.iconChanged);
export const useAddScreenshots = (appId: number) =>
  useAppUpload<readonly File[]>(appId, addScreenshots, 'addScreenshot');

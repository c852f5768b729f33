import { endpointRoutes, type AppDetails } from '@showroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from '../../../components/snackbar/index.ts';
import { apiFetch, messageFor } from '../../../lib/api-client.ts';
import { editorKeys } from './query-keys.ts';

/** DELETE /apps/:id/screenshots/:screenshotId; a published screenshot is only dropped from the new version. */
const deleteScreenshot = (appId: number, screenshotId: number): Promise<AppDetails> =>
  apiFetch(endpointRoutes.deleteAppScreenshot, { params: { id: appId, screenshotId } });

export function useDeleteScreenshot(appId: number) {
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  return useMutation({
    mutationFn: (screenshotId: number) => deleteScreenshot(appId, screenshotId),
    onSuccess: async (app) => {
      queryClient.setQueryData(editorKeys.app(appId), app);
      await queryClient.invalidateQueries({ queryKey: editorKeys.all, refetchType: 'none' });
    },
    onError: (error) => snackbar.show(messageFor(error, 'deleteScreenshot')),
  });
}

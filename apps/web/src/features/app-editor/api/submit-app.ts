import { APP_ACTION_NEW_STATUS, endpointRoutes, success, type AppDetails } from '@showroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from '../../../components/snackbar/index.ts';
import { apiFetch, messageFor } from '../../../lib/api-client.ts';
import { editorKeys } from './query-keys.ts';

/** PATCH /apps/:id/status?newStatus=WAITING_FOR_APPROVAL: submit a draft, or resubmit a rejected app. */
const submitApp = (appId: number): Promise<AppDetails> =>
  apiFetch(endpointRoutes.changeAppStatus, {
    params: { id: appId },
    query: { newStatus: APP_ACTION_NEW_STATUS.submit },
  });

export function useSubmitApp() {
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  return useMutation({
    mutationFn: submitApp,
    onSuccess: async () => {
      snackbar.show(success('appSubmitted'));
      await queryClient.invalidateQueries({ queryKey: editorKeys.all });
    },
    onError: (error) => snackbar.show(messageFor(error, 'submitApp')),
  });
}

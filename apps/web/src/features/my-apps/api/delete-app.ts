import { endpointRoutes, success, successMessage } from '@showroom/contract';
import { useMutation } from '@tanstack/react-query';
import { useSnackbar } from '../../../components/snackbar/index.ts';
import { apiFetch, messageFor } from '../../../lib/api-client.ts';

/**
 * What to delete: the app's id and, when the delete discards the draft of a published app's update
 * (issue 35), the success text that says so instead of 'Your app was deleted'.
 */
export interface DeleteAppInput {
  readonly appId: number;
  readonly discardedText?: string | undefined;
}

/** DELETE /apps/:id (drafts only, a published app's draft update among them; the API refuses others with 409). */
const deleteApp = ({ appId }: DeleteAppInput): Promise<undefined> =>
  apiFetch(endpointRoutes.deleteApp, { params: { id: appId } });

export function useDeleteApp(onDeleted: (appId: number) => void) {
  const snackbar = useSnackbar();
  return useMutation({
    mutationFn: deleteApp,
    onSuccess: (_data, { appId, discardedText }) => {
      snackbar.show(discardedText ? successMessage(discardedText) : success('appDeleted'));
      onDeleted(appId);
    },
    onError: (error) => snackbar.show(messageFor(error, 'deleteApp')),
  });
}

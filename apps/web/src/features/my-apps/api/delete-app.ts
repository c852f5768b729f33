import { endpointRoutes, success } from '@showroom/contract';
import { useMutation } from '@tanstack/react-query';
import { useSnackbar } from '../../../components/snackbar/index.ts';
import { apiFetch, messageFor } from '../../../lib/api-client.ts';

/** DELETE /apps/:id (drafts only; the API refuses others with 409). */
const deleteApp = (appId: number): Promise<undefined> =>
  apiFetch(endpointRoutes.deleteApp, { params: { id: appId } });

export function useDeleteApp(onDeleted: (appId: number) => void) {
  const snackbar = useSnackbar();
  return useMutation({
    mutationFn: deleteApp,
    onSuccess: (_data, appId) => {
      snackbar.show(success('appDeleted'));
      onDeleted(appId);
    },
    onError: (error) => snackbar.show(messageFor(error, 'deleteApp')),
  });
}

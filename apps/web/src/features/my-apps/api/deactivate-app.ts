import { APP_ACTION_NEW_STATUS, endpointRoutes, success, type AppDetails } from '@showroom/contract';
import { useMutation } from '@tanstack/react-query';
import { useSnackbar } from '../../../components/snackbar/index.ts';
import { apiFetch, messageFor } from '../../../lib/api-client.ts';

/** PATCH /apps/:id/status?newStatus=DEACTIVATED, the vendor's Deactivate (ACTIVE and REJECTED apps). */
const deactivateApp = (appId: number): Promise<AppDetails> =>
  apiFetch(endpointRoutes.changeAppStatus, {
    params: { id: appId },
    query: { newStatus: APP_ACTION_NEW_STATUS.deactivate },
  });

export function useDeactivateApp(onDeactivated: (appId: number) => void) {
  const snackbar = useSnackbar();
  return useMutation({
    mutationFn: deactivateApp,
    onSuccess: (_data, appId) => {
      snackbar.show(success('appDeactivated'));
      onDeactivated(appId);
    },
    onError: (error) => snackbar.show(messageFor(error, 'deactivateApp')),
  });
}

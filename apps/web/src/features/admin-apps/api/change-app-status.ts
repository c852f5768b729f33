import {
  ADMIN_APP_ACTION_KEYS,
  ADMIN_APP_ACTION_TAB,
  APP_ACTION_NEW_STATUS,
  endpointRoutes,
  paths,
  success,
  type AdminAppAction,
  type AppDetails,
} from '@showroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { auditKeys } from '../../../components/audit-history/use-audit-history.ts';
import { useSnackbar } from '../../../components/snackbar/index.ts';
import { apiFetch, messageFor } from '../../../lib/api-client.ts';
import { adminAppsKeys } from './query-keys.ts';

interface AdminAppActionRequest {
  readonly appId: number;
  readonly action: AdminAppAction;
  /** Only a rejection carries one; an empty reason is sent as absent. */
  readonly reason?: string | undefined;
}

/** PATCH /apps/{id}/status?newStatus=…[&reason=…]; activate goes through the approve call (ACTIVE). */
const changeAppStatus = ({ appId, action, reason }: AdminAppActionRequest): Promise<AppDetails> =>
  apiFetch(endpointRoutes.changeAppStatus, {
    params: { id: appId },
    query: { newStatus: APP_ACTION_NEW_STATUS[action], ...(reason?.trim() ? { reason } : {}) },
  });

/**
 * An admin's app action with its snackbars ('App was approved', 'There was an error approving the
 * app', ...). Success or failure, the admin then goes to the submitted-apps tab (spec section 4);
 * `replace` for the action route, so going back does not repeat the action.
 */
export function useAdminAppAction(options: { readonly replace: boolean }) {
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: changeAppStatus,
    onSuccess: (_data, request) => snackbar.show(success(ADMIN_APP_ACTION_KEYS[request.action].success)),
    onError: (error, request) =>
      snackbar.show(messageFor(error, ADMIN_APP_ACTION_KEYS[request.action].failure)),
    onSettled: async () => {
      await navigate(paths.adminApps(ADMIN_APP_ACTION_TAB), { replace: options.replace });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminAppsKeys.root }),
        queryClient.invalidateQueries({ queryKey: auditKeys.all }),
      ]);
    },
  });
}

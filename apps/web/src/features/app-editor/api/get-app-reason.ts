import { endpointRoutes, firstReasonText } from '@showroom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { editorKeys } from './query-keys.ts';

/** GET /apps/:id/reason: the latest rejection's text ('No reason provided.' when there is none). */
const appReasonQueryOptions = (appId: number) =>
  queryOptions({
    queryKey: editorKeys.reasons(appId),
    queryFn: async ({ signal }) =>
      firstReasonText(await apiFetch(endpointRoutes.getAppReasons, { params: { id: appId }, signal })),
  });

export function useAppReason(appId: number, options: { enabled: boolean }) {
  return useQuery({ ...appReasonQueryOptions(appId), enabled: options.enabled });
}

import { endpointRoutes } from '@showroom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { editorKeys } from './query-keys.ts';

/**
 * GET /apps/:id/preview: the version the vendor edits, which is the in-progress one when a published
 * app has one (editing a published app works on its next version), else the app's current version.
 */
const editableAppQueryOptions = (appId: number) =>
  queryOptions({
    queryKey: editorKeys.app(appId),
    queryFn: ({ signal }) => apiFetch(endpointRoutes.getAppPreview, { params: { id: appId }, signal }),
  });

export function useEditableApp(appId: number | null) {
  return useQuery({ ...editableAppQueryOptions(appId ?? 0), enabled: appId !== null });
}

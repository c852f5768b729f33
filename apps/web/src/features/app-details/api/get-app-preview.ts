import { getAppPreviewRoute, type AppDetails } from '@showroom/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client-core.ts';
import { appDetailsKeys } from './query-keys.ts';

/** GET /apps/{id}/preview: the version in progress or in review (vendor of the app, admin). */
const fetchAppPreview = (id: number, signal?: AbortSignal): Promise<AppDetails> =>
  apiFetch(getAppPreviewRoute, { params: { id }, signal });

export const appPreviewQueryOptions = (id: number) =>
  queryOptions({
    queryKey: appDetailsKeys.version(id, 'preview'),
    queryFn: ({ signal }) => fetchAppPreview(id, signal),
  });

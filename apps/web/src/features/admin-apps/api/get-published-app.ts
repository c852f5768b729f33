import { endpointRoutes, type AppDetails } from '@showroom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminAppsKeys } from './query-keys.ts';

/** GET /apps/{id}: the published version an update is compared with. */
const publishedAppQueryOptions = (appId: number) =>
  queryOptions({
    queryKey: adminAppsKeys.published(appId),
    queryFn: ({ signal }): Promise<AppDetails> =>
      apiFetch(endpointRoutes.getApp, { params: { id: appId }, signal }),
  });

export const usePublishedApp = (appId: number) => useQuery(publishedAppQueryOptions(appId));

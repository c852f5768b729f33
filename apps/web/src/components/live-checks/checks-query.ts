import { listAppChecksRoute, type AppChecksResponse } from '@showroom/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client-core.ts';

/**
 * The app's live checks, under the app details' key (['apps', 'details', id]), so that whatever
 * invalidates an app also refreshes its checks.
 */
export const appChecksKey = (appId: number) => ['apps', 'details', appId, 'checks'] as const;

/**
 * GET /apps/{id}/checks: with the signed-in user's token when there is one (the app's vendor and admins
 * see every version's checks), anonymous otherwise (a public app's published version).
 */
export const appChecksQueryOptions = (appId: number) =>
  queryOptions({
    queryKey: appChecksKey(appId),
    queryFn: ({ signal }): Promise<AppChecksResponse> =>
      apiFetch(listAppChecksRoute, { params: { id: appId }, signal }),
    // A draft's checks are its vendor's: a visitor's 404 is an answer, not a reason to ask again.
    retry: false,
  });

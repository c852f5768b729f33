import {
  ADMIN_APP_TABS,
  CATALOGUE_PAGE_SIZE,
  endpointRoutes,
  NEXT_CURSOR_HEADER,
  type AdminAppTab,
  type AppCard,
} from '@showroom/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch, apiFetchResponse } from '../../../lib/api-client.ts';
import { adminAppsKeys } from './query-keys.ts';

export interface AdminAppsPage {
  readonly apps: readonly AppCard[];
  /** The next page's cursor (NEXT_CURSOR_HEADER); undefined on the last page. */
  readonly nextCursor: string | undefined;
}

/**
 * One page of an admin tab's list, whose call the route's last segment chooses:
 * GET /apps?status=WAITING_FOR_APPROVAL or ?status=DEACTIVATED (whole lists, as the API gives them),
 * or GET /apps for the published apps, by name a page at a time, because the catalogue can hold
 * thousands of apps.
 */
async function fetchAdminApps(
  tab: AdminAppTab,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<AdminAppsPage> {
  const status = ADMIN_APP_TABS.find((t) => t.path === tab)?.status;
  if (status)
    return {
      apps: await apiFetch(endpointRoutes.listApps, { query: { status }, signal }),
      nextCursor: undefined,
    };
  const response = await apiFetchResponse(endpointRoutes.listApps, {
    query: { sort: 'name', limit: CATALOGUE_PAGE_SIZE, cursor },
    signal,
  });
  return { apps: response.data, nextCursor: response.headers.get(NEXT_CURSOR_HEADER) || undefined };
}

const adminAppsQueryOptions = (tab: AdminAppTab) =>
  infiniteQueryOptions({
    queryKey: adminAppsKeys.list(tab),
    queryFn: ({ pageParam, signal }) => fetchAdminApps(tab, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useAdminApps = (tab: AdminAppTab) => useInfiniteQuery(adminAppsQueryOptions(tab));

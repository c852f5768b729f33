import { CATALOGUE_PAGE_SIZE, listAppsRoute, NEXT_CURSOR_HEADER, type AppCard } from '@showroom/contract';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetchResponse } from '../../../lib/api-client-core.ts';
import { catalogueKeys, type CatalogueFilter } from './query-keys.ts';

export interface AppListPage {
  readonly apps: readonly AppCard[];
  /** The NEXT_CURSOR_HEADER of the response: there is a next page to ask for. */
  readonly nextCursor: string | undefined;
}

/** GET /apps: one page of the published catalogue, searched, filtered and sorted. */
async function fetchAppListPage(
  filter: CatalogueFilter,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<AppListPage> {
  const response = await apiFetchResponse(listAppsRoute, {
    query: {
      q: filter.q || undefined,
      sort: filter.sort,
      limit: CATALOGUE_PAGE_SIZE,
      cursor,
      ...filter.filters,
    },
    signal,
  });
  return { apps: response.data, nextCursor: response.headers.get(NEXT_CURSOR_HEADER) || undefined };
}

const appListQueryOptions = (filter: CatalogueFilter) =>
  infiniteQueryOptions({
    queryKey: catalogueKeys.list(filter),
    queryFn: ({ pageParam, signal }) => fetchAppListPage(filter, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
  });

/** The catalogue's pages; while a new search loads, the previous result stays on screen. */
export function useAppList(filter: CatalogueFilter) {
  return useInfiniteQuery({ ...appListQueryOptions(filter), placeholderData: keepPreviousData });
}

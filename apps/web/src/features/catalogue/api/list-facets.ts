import { listAppFacetsRoute, type CatalogueFacets } from '@showroom/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client-core.ts';
import { catalogueKeys, type CatalogueFilter } from './query-keys.ts';

type FacetsFilter = Omit<CatalogueFilter, 'sort'>;

/** GET /apps/facets: the counts of each filter's values for a search and filters. */
const appFacetsQueryOptions = (filter: FacetsFilter) =>
  queryOptions({
    queryKey: catalogueKeys.facets(filter),
    queryFn: ({ signal }): Promise<CatalogueFacets> =>
      apiFetch(listAppFacetsRoute, { query: { q: filter.q || undefined, ...filter.filters }, signal }),
  });

/**
 * The filter panel's counts for the search and filters in the address. While new counts load the
 * previous ones stay, so the panel does not flash; the list works without them.
 */
export function useAppFacets(filter: FacetsFilter) {
  return useQuery({ ...appFacetsQueryOptions(filter), placeholderData: keepPreviousData });
}

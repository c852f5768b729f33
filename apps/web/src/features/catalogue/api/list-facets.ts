import { listAppFacetsRoute, type CatalogueFacets } from '@showroom/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client-core.ts';
import { catalogueKeys, type CatalogueFilter } from './query-keys.ts';

/**
 * GET /apps/facets: the filter panel's counts for the search and filters in the address. While new
 * counts load the previous ones stay, so the panel does not flash; the list works without them.
 */
export function useAppFacets(filter: Omit<CatalogueFilter, 'sort'>) {
  return useQuery({
    queryKey: catalogueKeys.facets(filter),
    queryFn: ({ signal }): Promise<CatalogueFacets> =>
      apiFetch(listAppFacetsRoute, { query: { q: filter.q || undefined, ...filter.filters }, signal }),
    placeholderData: keepPreviousData,
  });
}

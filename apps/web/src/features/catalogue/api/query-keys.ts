import type { AppSort, FilterParam } from '@showroom/contract';

/** Chosen filter values per GET /apps parameter, as the address has them (only parameters with values). */
export type SelectedFilters = Partial<Record<FilterParam, string[]>>;

export interface CatalogueFilter {
  /** The search as it is in the address, trimmed; '' lists everything. */
  readonly q: string;
  readonly sort: AppSort;
  readonly filters: SelectedFilters;
}

/**
 * Query keys of the public catalogue, one factory so reads and invalidation agree. Everything under
 * ['apps'] is app data: a write that changes what the public sees can invalidate that prefix.
 */
export const catalogueKeys = {
  all: ['apps', 'catalogue'] as const,
  lists: () => [...catalogueKeys.all, 'list'] as const,
  list: (filter: CatalogueFilter) => [...catalogueKeys.lists(), filter] as const,
  facets: (filter: Omit<CatalogueFilter, 'sort'>) => [...catalogueKeys.all, 'facets', filter] as const,
};

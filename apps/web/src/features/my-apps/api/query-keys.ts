/**
 * Query keys of the vendor's app list. Every app query of the web starts with 'apps', so a change made
 * in the editor can refresh all of them (list, details, preview) with one invalidation of that root.
 */
export const myAppsKeys = {
  all: ['apps'] as const,
  list: () => [...myAppsKeys.all, 'vendorapps'] as const,
};

/**
 * Query keys of the vendor's app list. Every app query of the web starts with 'apps', so a change made
 * in the editor can refresh all of them (list, details, preview) with one invalidation of that root.
 */
export const myAppsKeys = {
  all: ['apps'] as const,
  list: () => [...myAppsKeys.all, 'vendorapps'] as const,
  /** The totals of every app of the vendor (My apps' cards). */
  totals: () => [...myAppsKeys.all, 'vendorapps', 'statistics'] as const,
  /** One app's daily views and demo clicks. */
  statistics: (appId: number) => [...myAppsKeys.all, appId, 'statistics'] as const,
};

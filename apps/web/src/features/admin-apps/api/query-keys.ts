import type { AdminAppTab } from '@showroom/contract';

/**
 * Query keys of the admin's app screens. Under ['apps'] like every app query, so an admin action
 * refreshes the lists, the details and the catalogue with one invalidation of that root.
 */
export const adminAppsKeys = {
  root: ['apps'] as const,
  all: ['apps', 'admin'] as const,
  list: (tab: AdminAppTab) => [...adminAppsKeys.all, 'list', tab] as const,
  published: (appId: number) => [...adminAppsKeys.all, 'published', appId] as const,
};

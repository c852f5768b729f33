/**
 * Query keys of the vendors' public pages, one factory so reads and invalidation agree. Under ['apps']
 * like the catalogue's, as a page lists apps: a write that changes apps invalidates it with them.
 */
export const vendorPageKeys = {
  all: ['apps', 'vendor-pages'] as const,
  vendor: (id: number) => [...vendorPageKeys.all, id] as const,
};

export type AppVersionChoice = 'published' | 'preview';

/**
 * Query keys of the app details, one factory so reads and invalidation agree. Under ['apps'] like the
 * catalogue's, so a write that changes an app can invalidate every app query with that prefix.
 */
export const appDetailsKeys = {
  all: ['apps', 'details'] as const,
  app: (id: number) => [...appDetailsKeys.all, id] as const,
  version: (id: number, which: AppVersionChoice) => [...appDetailsKeys.app(id), which] as const,
};

import { getAppRoute, type AppDetails } from '@showroom/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client-core.ts';
import { takeEmbeddedApp } from './embedded-app.ts';
import { appDetailsKeys } from './query-keys.ts';

/** GET /apps/{id}: the app's published version (its vendor and admins also see an unpublished one). */
const fetchApp = (id: number, signal?: AbortSignal): Promise<AppDetails> =>
  apiFetch(getAppRoute, { params: { id }, signal });

export const appQueryOptions = (id: number) =>
  queryOptions({
    queryKey: appDetailsKeys.version(id, 'published'),
    queryFn: ({ signal }) => fetchApp(id, signal),
    // A public app's page carries its details: the first showing needs no call before it renders.
    // They count as stale at once, so the call still follows and brings what a signed-in vendor or
    // admin sees beyond the public fields (and any change since the page was served).
    initialData: () => takeEmbeddedApp(id),
    initialDataUpdatedAt: 0,
  });

import { endpointRoutes, type AppDetails } from '@showroom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { appDetailsKeys } from './query-keys.ts';

/** GET /apps/{id}: the app's published version (its vendor and admins also see an unpublished one). */
export const fetchApp = (id: number, signal?: AbortSignal): Promise<AppDetails> =>
  apiFetch(endpointRoutes.getApp, { params: { id }, signal });

export const appQueryOptions = (id: number) =>
  queryOptions({ queryKey: appDetailsKeys.version(id, 'published'), queryFn: ({ signal }) => fetchApp(id, signal) });

export const useApp = (id: number) => useQuery(appQueryOptions(id));

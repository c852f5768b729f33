import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client-core.ts';

/** Client errors (4xx) will not change on retry; network failures and 5xx get one more try. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          failureCount < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}

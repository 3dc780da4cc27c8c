import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '#client/lib/api-client';

/** True for answers that a retry cannot fix (4xx). */
function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/** The app's query client: no retries on 4xx, one retry otherwise, no refetch on focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => !isClientError(error) && failureCount < 1,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}

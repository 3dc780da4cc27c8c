import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TUser } from '#shared/schemas/user';
import { apiRequest } from '#client/lib/api-client';

/** GET /api/v4/user/me: the signed-in user. */
export function getCurrentUser(signal?: AbortSignal): Promise<TUser> {
  return apiRequest<TUser>('/api/v4/user/me', { signal });
}

/** Query options of the signed-in user. */
export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: ['session', 'me'] as const,
    queryFn: ({ signal }) => getCurrentUser(signal),
    staleTime: 5 * 60_000,
  });
}

/** The signed-in user. */
export function useCurrentUser(options: { enabled?: boolean } = {}) {
  return useQuery({ ...currentUserQueryOptions(), enabled: options.enabled ?? true });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAccount } from '#shared/schemas/user';
import { apiRequest } from '#client/lib/api-client';

/** GET /api/v4/user/{userId}/account: the company account of a user. */
export function getAccount(userId: number, signal?: AbortSignal): Promise<TAccount> {
  return apiRequest<TAccount>(`/api/v4/user/${userId}/account`, { signal });
}

/** Query options of a user's account. */
export function accountQueryOptions(userId: number) {
  return queryOptions({
    queryKey: ['session', 'account', userId] as const,
    queryFn: ({ signal }) => getAccount(userId, signal),
    staleTime: 5 * 60_000,
  });
}

/** The account of `userId`; idle while `userId` is null. */
export function useAccount(userId: number | null) {
  return useQuery({
    ...accountQueryOptions(userId ?? 0),
    enabled: userId !== null,
  });
}

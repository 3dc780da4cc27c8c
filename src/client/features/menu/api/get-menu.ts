import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMenuItem } from '#shared/schemas/user';
import { apiRequest } from '#client/lib/api-client';

/** GET /api/v4/user/{userId}/menu: the side-menu items of a user (answer's data.menu). */
export async function getMenu(userId: number, signal?: AbortSignal): Promise<TMenuItem[]> {
  const data = await apiRequest<{ menu?: TMenuItem[] } | null>(`/api/v4/user/${userId}/menu`, { signal });
  return Array.isArray(data?.menu) ? data.menu : [];
}

/** Query options of a user's side menu. */
export function menuQueryOptions(userId: number) {
  return queryOptions({
    queryKey: ['menu', userId] as const,
    queryFn: ({ signal }) => getMenu(userId, signal),
    staleTime: 5 * 60_000,
  });
}

/** The side-menu items of `userId`. */
export function useMenu(userId: number) {
  return useQuery(menuQueryOptions(userId));
}

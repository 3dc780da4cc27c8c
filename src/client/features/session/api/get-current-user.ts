import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMe } from '#shared/schemas/user';
import { apiRequest } from '#client/lib/api-client';

/** GET /api/v4/user/me: the signed-in user, with their advanced access. */
export function getCurrentUser(signal?: AbortSignal): Promise<TMe> {
  return apiRequest<TMe>('/api/v4/user/me', { signal });
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

/**
 * True when the signed-in user lacks advanced (pricing) access: read from the cached `me`, so
 * pages ask once, not per row (docs/decisions/027, decision 019).
 */
export function useAdvancedPricingLocked(): boolean {
  return useCurrentUser().data?.advancedAccess.granted === false;
}

import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TProfile, TProfileCreateInput } from '#shared/schemas/profile';
import type { TProfileGraphGroup, TProfileTotals, TTopSeller } from '#shared/schemas/profile-totals';
import type { TSpecbookListItem } from '#shared/schemas/specbook';
import { apiList, apiRequest } from '#client/lib/api-client';
import { cursorFromNext } from '#client/lib/cursor';

/** Page size of the profile list and of a profile's specbooks. */
export const PROFILE_PAGE_SIZE = 24;

const base = (userId: number) => `/api/v4/user/${userId}/profile`;

/** Infinite query options of the profile list (active profiles by name; `search` over name, e-mail, contact). */
export function profileListQueryOptions(userId: number, search: string) {
  const term = search.trim();
  return infiniteQueryOptions({
    queryKey: ['profiles', 'list', userId, term] as const,
    queryFn: ({ pageParam, signal }) =>
      apiList<TProfile>(base(userId), { query: { search: term || undefined, perPage: PROFILE_PAGE_SIZE, cursor: pageParam }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => cursorFromNext(last.pagination?.next),
    placeholderData: keepPreviousData,
  });
}

/** The profile list, page by page. */
export function useProfileList(userId: number, search: string) {
  return useInfiniteQuery(profileListQueryOptions(userId, search));
}

/** GET {u}/profile/{id}. */
export function useProfile(userId: number, id: number) {
  return useQuery({
    queryKey: ['profiles', 'one', userId, id] as const,
    queryFn: ({ signal }) => apiRequest<TProfile>(`${base(userId)}/${id}`, { signal }),
  });
}

/** POST {"createProfileRequest"} when `id` is null, else PATCH {"updateProfileRequest"}; silent (the form shows errors). */
export function useSaveProfile(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, profile }: { id: number | null; profile: TProfileCreateInput }) =>
      id === null
        ? apiRequest<TProfile>(base(userId), { method: 'POST', body: { createProfileRequest: { Profile: profile } }, silent: true })
        : apiRequest<TProfile>(`${base(userId)}/${id}`, { method: 'PATCH', body: { updateProfileRequest: { Profile: profile } }, silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['profiles'] }),
  });
}

/** GET {u}/profile/{id}/totals for one period (dates YYYY-MM-DD). */
export function useProfileTotals(userId: number, id: number, period: { startDate: string; endDate: string }) {
  return useQuery({
    queryKey: ['profiles', 'totals', userId, id, period.startDate, period.endDate] as const,
    queryFn: ({ signal }) => apiRequest<TProfileTotals>(`${base(userId)}/${id}/totals`, { query: period, signal }),
  });
}

/** GET {u}/profile/{id}/totals/graph: one group per month of the range. */
export function useProfileGraph(userId: number, id: number, range: { startDate: string; endDate: string }) {
  return useQuery({
    queryKey: ['profiles', 'graph', userId, id, range.startDate, range.endDate] as const,
    queryFn: ({ signal }) => apiRequest<TProfileGraphGroup[]>(`${base(userId)}/${id}/totals/graph`, { query: range, signal }),
  });
}

/** GET {u}/profile/{id}/top-sellers. */
export function useTopSellers(userId: number, id: number) {
  return useQuery({
    queryKey: ['profiles', 'top-sellers', userId, id] as const,
    queryFn: ({ signal }) => apiRequest<TTopSeller[]>(`${base(userId)}/${id}/top-sellers`, { signal }),
  });
}

/** GET {u}/specbook?filter[profile.id]=…: the profile's specbooks, page by page. */
export function useProfileSpecbooks(userId: number, profileId: number) {
  return useInfiniteQuery({
    queryKey: ['profiles', 'specbooks', userId, profileId] as const,
    queryFn: ({ pageParam, signal }) =>
      apiList<TSpecbookListItem>(`/api/v4/user/${userId}/specbook`, {
        query: { 'filter[profile.id]': profileId, perPage: PROFILE_PAGE_SIZE, cursor: pageParam },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => cursorFromNext(last.pagination?.next),
  });
}

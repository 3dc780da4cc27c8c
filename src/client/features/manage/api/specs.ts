import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { TSpecPriceAnswer } from '#shared/schemas/pricing';
import type { TSpecSpecbook, TSpecSpecbookUpdate } from '#shared/schemas/spec-specbook';
import type { PriceFieldType } from '#shared/lib/pricing';
import { apiList, apiRequest, type TListResult } from '#client/lib/api-client';
import { roomSegment, type TRoomId } from '../lib/rooms';
import type { TRoomEntry } from '../lib/select-room';
import { manageKeys, specbookBase } from './keys';

/** Specs loaded per page of a room (the API's maximum page size). */
export const ROOM_PAGE_SIZE = 100;

type TSpecPages = InfiniteData<TListResult<TSpecSpecbook>, number>;

/** GET …/specs?categoryID={id|misc}&showPagination=true&page=&perPage=: one page of a room's specs. */
export function listRoomSpecs(
  userId: number,
  specbookId: number,
  room: TRoomId,
  page: number,
  signal?: AbortSignal,
): Promise<TListResult<TSpecSpecbook>> {
  return apiList<TSpecSpecbook>(`${specbookBase(userId, specbookId)}/specs`, {
    query: { categoryID: roomSegment(room), showPagination: true, page, perPage: ROOM_PAGE_SIZE },
    signal,
  });
}

/** Infinite query options of a room's specs, page by page. */
export function roomSpecsQueryOptions(userId: number, specbookId: number, room: TRoomId) {
  return infiniteQueryOptions({
    queryKey: manageKeys.roomSpecs(userId, specbookId, roomSegment(room)),
    queryFn: ({ pageParam, signal }) => listRoomSpecs(userId, specbookId, room, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => {
      const p = last.pagination;
      return p && p.currentPage < p.lastPage ? p.currentPage + 1 : undefined;
    },
  });
}

/** A room's specs; only rooms that are open call this (collapsed rooms load nothing). */
export function useRoomSpecs(userId: number, specbookId: number, room: TRoomId) {
  return useInfiniteQuery(roomSpecsQueryOptions(userId, specbookId, room));
}

/** GET …/specs/{joinId}: one spec in the specbook. */
export function getSpecSpecbook(userId: number, specbookId: number, joinId: number, signal?: AbortSignal): Promise<TSpecSpecbook> {
  return apiRequest<TSpecSpecbook>(`${specbookBase(userId, specbookId)}/specs/${joinId}`, { signal });
}

/** One spec in the specbook (the more-options page). */
export function useSpecSpecbook(userId: number, specbookId: number, joinId: number) {
  return useQuery({
    queryKey: manageKeys.spec(userId, specbookId, joinId),
    queryFn: ({ signal }) => getSpecSpecbook(userId, specbookId, joinId, signal),
    enabled: Number.isSafeInteger(joinId) && joinId > 0,
  });
}

/** PATCH …/specs/{joinId} with {"updateSpecSpecbookRequest": {"SpecSpecbook": patch}}. Silent. */
export function updateSpecSpecbook(userId: number, specbookId: number, joinId: number, patch: TSpecSpecbookUpdate): Promise<TSpecSpecbook> {
  return apiRequest<TSpecSpecbook>(`${specbookBase(userId, specbookId)}/specs/${joinId}`, {
    method: 'PATCH',
    body: { updateSpecSpecbookRequest: { SpecSpecbook: patch } },
    silent: true,
  });
}

/** PATCH …/specs/{joinId}/price with one {fieldType, fieldValue}: the new price and line total. Silent. */
export function updateSpecPrice(
  userId: number,
  specbookId: number,
  joinId: number,
  fieldType: PriceFieldType,
  fieldValue: string | number | null,
): Promise<TSpecPriceAnswer> {
  return apiRequest<TSpecPriceAnswer>(`${specbookBase(userId, specbookId)}/specs/${joinId}/price`, {
    method: 'PATCH',
    body: { fieldType, fieldValue },
    silent: true,
  });
}

/** DELETE …/specs/{joinId}: removes the spec from its room; lastCategory = no placement left. */
export function removeSpecSpecbook(userId: number, specbookId: number, joinId: number): Promise<{ message: string; lastCategory: boolean }> {
  return apiRequest(`${specbookBase(userId, specbookId)}/specs/${joinId}`, { method: 'DELETE' });
}

/** POST …/specs/{joinId}/duplicate: a copy right after the spec. */
export function duplicateSpecSpecbook(userId: number, specbookId: number, joinId: number): Promise<TSpecSpecbook> {
  return apiRequest<TSpecSpecbook>(`${specbookBase(userId, specbookId)}/specs/${joinId}/duplicate`, { method: 'POST', body: {} });
}

/**
 * POST …/specs/{joinId}/clone (SB+): the catalogue spec becomes one of the account's own and the
 * placement points at it. Silent: the caller toasts (a 403 carries the server's message).
 */
export function cloneSpecSpecbook(userId: number, specbookId: number, joinId: number): Promise<TSpecSpecbook> {
  return apiRequest<TSpecSpecbook>(`${specbookBase(userId, specbookId)}/specs/${joinId}/clone`, { method: 'POST', body: {}, silent: true });
}

/** POST …/specs/{joinId}/categories: Duplicate Cat, the spec into further rooms with quantities. Silent: the caller toasts. */
export function addSpecToRooms(
  userId: number,
  specbookId: number,
  joinId: number,
  categories: { id: number | null; quantity: number }[],
): Promise<TSpecSpecbook[]> {
  return apiRequest<TSpecSpecbook[]>(`${specbookBase(userId, specbookId)}/specs/${joinId}/categories`, {
    method: 'POST',
    body: { categories },
    silent: true,
  });
}

/**
 * GET …/specs?filter[spec.id]={specId}&showPagination=false: every placement of a catalogue spec
 * in the specbook. Silent: Select Room works without it (its rooms then show 1).
 */
export async function listSpecPlacements(userId: number, specbookId: number, specId: number, signal?: AbortSignal): Promise<TSpecSpecbook[]> {
  const result = await apiList<TSpecSpecbook>(`${specbookBase(userId, specbookId)}/specs`, {
    query: { 'filter[spec.id]': specId, showPagination: false },
    signal,
    silent: true,
  });
  return result.list;
}

/**
 * The quantity a catalogue spec already has in each room of the specbook (room id → quantity),
 * for the Select Room modal; Miscellaneous is left out (the modal offers only real rooms).
 */
export function useRoomQuantities(userId: number, specbookId: number, specId: number) {
  return useQuery({
    queryKey: manageKeys.placements(userId, specbookId, specId),
    queryFn: ({ signal }) => listSpecPlacements(userId, specbookId, specId, signal),
    select: (placements): ReadonlyMap<number, number> =>
      new Map(placements.flatMap((p) => (p.categoryID === null ? [] : [[p.categoryID, p.qty] as const]))),
  });
}

/** GET …/specs/{joinId}/categories: the rooms holding this spec with its quantity in each. */
export function listSpecRooms(
  userId: number,
  specbookId: number,
  joinId: number,
): Promise<{ id: number | null; name: string; quantity: number }[]> {
  return apiRequest(`${specbookBase(userId, specbookId)}/specs/${joinId}/categories`);
}

/** POST …/specs/reorder: move one spec to a 0-based position in a room. */
export function reorderSpec(userId: number, specbookId: number, item: { joinId: number; categoryId: TRoomId; order: number }): Promise<unknown> {
  return apiRequest(`${specbookBase(userId, specbookId)}/specs/reorder`, { method: 'POST', body: { items: [item] } });
}

/** POST …/specs/approve: approve every spec of the specbook. Silent: the caller toasts. */
export function approveAllSpecs(userId: number, specbookId: number): Promise<{ message: string; count: number }> {
  return apiRequest(`${specbookBase(userId, specbookId)}/specs/approve`, { method: 'POST', silent: true });
}

/**
 * POST …/specs with the Select Room entries (one per checked room): each room gets a placement,
 * an existing placement of the spec in that room gets the new quantity. Silent: the caller toasts.
 */
export function assignSpecToRooms(userId: number, specbookId: number, entries: TRoomEntry[]): Promise<TSpecSpecbook[]> {
  return apiRequest<TSpecSpecbook[]>(`${specbookBase(userId, specbookId)}/specs`, {
    method: 'POST',
    body: { createSpecSpecbookRequest: { SpecSpecbook: entries } },
    silent: true,
  });
}

/**
 * POST …/specs once per catalogue spec, in order (Assign Spec's single entry: a new placement in
 * Miscellaneous, quantity 1): a bulk add from a list of products. Silent: the caller toasts.
 */
export async function assignSpecsToMiscellaneous(userId: number, specbookId: number, specIds: readonly number[]): Promise<TSpecSpecbook[]> {
  const placed: TSpecSpecbook[] = [];
  for (const id of specIds) {
    placed.push(
      await apiRequest<TSpecSpecbook>(`${specbookBase(userId, specbookId)}/specs`, {
        method: 'POST',
        body: { createSpecSpecbookRequest: { SpecSpecbook: { spec: { id }, category: null, quantity: 1 } } },
        silent: true,
      }),
    );
  }
  return placed;
}

/** Adds catalogue specs to a specbook's Miscellaneous room; that specbook's manage data is refreshed. */
export function useAssignSpecsToMiscellaneous(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ specbookId, specIds }: { specbookId: number; specIds: readonly number[] }) => assignSpecsToMiscellaneous(userId, specbookId, specIds),
    onSettled: (_data, _error, { specbookId }) => queryClient.invalidateQueries({ queryKey: manageKeys.all(userId, specbookId) }),
  });
}

/** Replace one spec (by joinID) in every cached room list and in its own cache entry. */
export function writeSpecToCache(
  queryClient: QueryClient,
  userId: number,
  specbookId: number,
  joinId: number,
  update: (spec: TSpecSpecbook) => TSpecSpecbook,
): void {
  queryClient.setQueriesData<TSpecPages>({ queryKey: manageKeys.specs(userId, specbookId) }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            list: page.list.map((s) => (s.joinID === joinId ? update(s) : s)),
          })),
        }
      : data,
  );
  queryClient.setQueryData<TSpecSpecbook>(manageKeys.spec(userId, specbookId, joinId), (s) => (s ? update(s) : s));
}

/** The query client plus a cache writer bound to one specbook. */
export function useSpecCache(userId: number, specbookId: number) {
  const queryClient = useQueryClient();
  return {
    queryClient,
    write: (joinId: number, update: (spec: TSpecSpecbook) => TSpecSpecbook) =>
      writeSpecToCache(queryClient, userId, specbookId, joinId, update),
    /** After a price, quantity or status edit: the specbook totals and the rooms' totals (the room list carries them). */
    refreshTotals: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: manageKeys.totals(userId, specbookId) }),
        queryClient.invalidateQueries({ queryKey: manageKeys.rooms(userId, specbookId) }),
      ]),
    refreshAll: () => queryClient.invalidateQueries({ queryKey: manageKeys.all(userId, specbookId) }),
  };
}

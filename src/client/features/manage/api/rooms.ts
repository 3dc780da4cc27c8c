import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { WORKSPACE_MESSAGES as M } from '#shared/lib/workspace-messages';
import type { TCategory } from '#shared/schemas/category';
import type { TSpecSpecbook } from '#shared/schemas/spec-specbook';
import { apiRequest } from '#client/lib/api-client';
import { toastFailure, toastSuccess } from '#client/lib/toasts';
import { moveRoomTo, roomSegment, sortRooms, type TRoomId } from '../lib/rooms';
import { manageKeys, specbookBase } from './keys';

/** GET {u}/specbook/{id}/categories: the rooms in order, Miscellaneous (id null) last. */
export async function listRooms(userId: number, specbookId: number, signal?: AbortSignal): Promise<TCategory[]> {
  const rooms = await apiRequest<TCategory[]>(`${specbookBase(userId, specbookId)}/categories`, { signal });
  return sortRooms(rooms ?? []);
}

/** Query options of the rooms. */
export function roomsQueryOptions(userId: number, specbookId: number) {
  return queryOptions({
    queryKey: manageKeys.rooms(userId, specbookId),
    queryFn: ({ signal }) => listRooms(userId, specbookId, signal),
  });
}

/** The specbook's rooms. */
export function useRooms(userId: number, specbookId: number) {
  return useQuery(roomsQueryOptions(userId, specbookId));
}

/** POST …/categories: a new room at the end. */
export function createRoom(userId: number, specbookId: number, name: string): Promise<TCategory> {
  return apiRequest<TCategory>(`${specbookBase(userId, specbookId)}/categories`, {
    method: 'POST',
    body: { createSpecbookCategoryRequest: { Category: { name } } },
  });
}

/** What PATCH …/categories/{id} changes: the name, the note (null clears it), the 0-based position. */
export type TRoomPatch = { name?: string; note?: string | null; order?: number };

/** PATCH …/categories/{id}: rename a room, set its note or move it. Silent: the caller toasts. */
export function updateRoom(userId: number, specbookId: number, roomId: number, patch: TRoomPatch): Promise<TCategory> {
  return apiRequest<TCategory>(`${specbookBase(userId, specbookId)}/categories/${roomId}`, {
    method: 'PATCH',
    body: { updateSpecbookCategoryRequest: { Category: patch } },
    silent: true,
  });
}

/** POST …/categories/{id}/duplicate: a copy of the room with its specs right after it. */
export function duplicateRoom(userId: number, specbookId: number, roomId: number): Promise<TCategory> {
  return apiRequest<TCategory>(`${specbookBase(userId, specbookId)}/categories/${roomId}/duplicate`, { method: 'POST', body: {} });
}

/** POST …/categories/{id|misc}/approve: approve every spec of the room. Silent: the caller toasts. */
export function approveRoom(userId: number, specbookId: number, room: TRoomId): Promise<TSpecSpecbook[]> {
  return apiRequest<TSpecSpecbook[]>(`${specbookBase(userId, specbookId)}/categories/${roomSegment(room)}/approve`, {
    method: 'POST',
    silent: true,
  });
}

/**
 * DELETE …/categories/{id}[?forceDelete=true]. Silent: a 412 carries the question to confirm,
 * which the caller shows before repeating with `force`.
 */
export function deleteRoom(userId: number, specbookId: number, roomId: number, force = false): Promise<unknown> {
  return apiRequest<unknown>(`${specbookBase(userId, specbookId)}/categories/${roomId}`, {
    method: 'DELETE',
    query: { forceDelete: force ? 'true' : undefined },
    silent: true,
  });
}

/** A function that refreshes everything the manage page shows of one specbook. */
export function useRefreshManage(userId: number, specbookId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: manageKeys.all(userId, specbookId) });
}

/** Create a room, then refresh. */
export function useCreateRoom(userId: number, specbookId: number) {
  const refresh = useRefreshManage(userId, specbookId);
  return useMutation({ mutationFn: (name: string) => createRoom(userId, specbookId, name), onSuccess: refresh });
}

/** Replace one room in the cached room list with the server's answer. */
function writeRoomToCache(queryClient: QueryClient, userId: number, specbookId: number, room: TCategory): void {
  queryClient.setQueryData<TCategory[]>(manageKeys.rooms(userId, specbookId), (rooms) => rooms?.map((r) => (r.id === room.id ? room : r)));
}

/** Change a room's name or note; the answer replaces the cached room. The caller toasts. */
export function useUpdateRoom(userId: number, specbookId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ roomId, patch }: { roomId: number; patch: TRoomPatch }) => updateRoom(userId, specbookId, roomId, patch),
    onSuccess: (room) => writeRoomToCache(queryClient, userId, specbookId, room),
  });
}

/** The spec's failure toast has no room line; a failed move says so plainly. */
export const ROOM_MOVE_FAILED = 'Could not move the room';

/**
 * Move a room to a 0-based position (drag and drop, 'Move up' / 'Move down'): the cached order
 * changes at once, goes back with an error toast when the server refuses, and is refetched once
 * the last of several quick moves has settled.
 */
export function useMoveRoom(userId: number, specbookId: number) {
  const queryClient = useQueryClient();
  const queryKey = manageKeys.rooms(userId, specbookId);
  const mutationKey = [...queryKey, 'move'];
  return useMutation({
    mutationKey,
    mutationFn: ({ roomId, to }: { roomId: number; to: number }) => updateRoom(userId, specbookId, roomId, { order: to }),
    onMutate: async ({ roomId, to }) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData<TCategory[]>(queryKey);
      if (before) queryClient.setQueryData(queryKey, moveRoomTo(before, roomId, to));
      return { before };
    },
    onError: (err, _move, context) => {
      if (context?.before) queryClient.setQueryData(queryKey, context.before);
      toastFailure(err, ROOM_MOVE_FAILED);
    },
    onSuccess: () => toastSuccess(M.categoryUpdated),
    onSettled: () => (queryClient.isMutating({ mutationKey }) === 1 ? queryClient.invalidateQueries({ queryKey }) : undefined),
  });
}

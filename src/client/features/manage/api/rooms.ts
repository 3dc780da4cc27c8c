import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCategory } from '#shared/schemas/category';
import type { TSpecSpecbook } from '#shared/schemas/spec-specbook';
import { apiRequest } from '#client/lib/api-client';
import { roomSegment, sortRooms, type TRoomId } from '../lib/rooms';
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

/** PATCH …/categories/{id}: rename a room. */
export function renameRoom(userId: number, specbookId: number, roomId: number, name: string): Promise<TCategory> {
  return apiRequest<TCategory>(`${specbookBase(userId, specbookId)}/categories/${roomId}`, {
    method: 'PATCH',
    body: { updateSpecbookCategoryRequest: { Category: { name } } },
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

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TCatalogueSpec } from '#shared/schemas/catalogue';
import type { TSpecSpecbook } from '#shared/schemas/spec-specbook';
import { apiList, apiRequest } from '#client/lib/api-client';
import { manageKeys, specbookBase } from './keys';
import { listSpecPlacements } from './specs';

/** Specs a page of a collection holds (spec §9: spec collections page 1, size 24). */
export const COLLECTION_PAGE_SIZE = 24;

/** One finish a spec comes in: the id of the variant spec that has it. */
export type TSpecFinish = { id: number; name: string; modelNumber: string };

const specsBase = (userId: number, specId: number) => `/api/v4/user/${userId}/specs/${specId}`;

/** GET {u}/specs/{specId}/finishes: the finishes of the spec's group (its variants). */
export function listSpecFinishes(userId: number, specId: number, signal?: AbortSignal): Promise<TSpecFinish[]> {
  return apiRequest<TSpecFinish[]>(`${specsBase(userId, specId)}/finishes`, { signal, silent: true });
}

/** The finishes the spec comes in, for the More Options finish select. */
export function useSpecFinishes(userId: number, specId: number) {
  return useQuery({ queryKey: ['catalogue', userId, 'finishes', specId], queryFn: ({ signal }) => listSpecFinishes(userId, specId, signal) });
}

/**
 * PATCH …/specs/{joinId}/finish: every placement of the spec in this specbook moves to the variant
 * `finishSpecId`. Silent: the caller toasts (a 422 carries the server's message).
 */
export function changeSpecFinish(userId: number, specbookId: number, joinId: number, finishSpecId: number): Promise<TSpecSpecbook> {
  return apiRequest<TSpecSpecbook>(`${specbookBase(userId, specbookId)}/specs/${joinId}/finish`, {
    method: 'PATCH',
    body: { updateSpecSpecbookRequest: { SpecSpecbook: { finish: { id: finishSpecId } } } },
    silent: true,
  });
}

/** Every placement (room and quantity) of a catalogue spec in the specbook, for the rooms panel. */
export function useSpecPlacements(userId: number, specbookId: number, specId: number) {
  return useQuery({
    queryKey: manageKeys.placements(userId, specbookId, specId),
    queryFn: ({ signal }) => listSpecPlacements(userId, specbookId, specId, signal),
  });
}

/**
 * POST …/specs with one entry: a new placement of the catalogue spec in a room (null =
 * Miscellaneous), used when the spec has no placement left. Silent: the caller toasts.
 */
export function assignSpecToRoom(userId: number, specbookId: number, specId: number, roomId: number | null, quantity: number): Promise<TSpecSpecbook> {
  return apiRequest<TSpecSpecbook>(`${specbookBase(userId, specbookId)}/specs`, {
    method: 'POST',
    body: { createSpecSpecbookRequest: { SpecSpecbook: { spec: { id: specId }, category: { id: roomId }, quantity } } },
    silent: true,
  });
}

/** GET {u}/specs/{specId}/collections?page=&pageSize=24: one page of the spec's collection. */
export function useSpecCollection(userId: number, specId: number, page: number) {
  return useQuery({
    queryKey: ['catalogue', userId, 'collection', specId, page],
    queryFn: ({ signal }) =>
      apiList<TCatalogueSpec>(`${specsBase(userId, specId)}/collections`, { query: { page, pageSize: COLLECTION_PAGE_SIZE }, signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}

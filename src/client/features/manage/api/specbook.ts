import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TSpecbook, TSpecbookUpdateInput } from '#shared/schemas/specbook';
import { ApiError, apiRequest } from '#client/lib/api-client';
import { manageKeys, specbookBase } from './keys';

/** GET {u}/specbook/{id}: the specbook's header fields. */
export function getSpecbook(userId: number, specbookId: number, signal?: AbortSignal): Promise<TSpecbook> {
  return apiRequest<TSpecbook>(specbookBase(userId, specbookId), { signal });
}

/** Query options of one specbook. */
export function specbookQueryOptions(userId: number, specbookId: number) {
  return queryOptions({
    queryKey: manageKeys.specbook(userId, specbookId),
    queryFn: ({ signal }) => getSpecbook(userId, specbookId, signal),
  });
}


/**
 * True when the specbook cannot be opened at all: the id in the address is not a specbook id,
 * or the server answered a 4xx (missing, deleted, another account's: 404) — nothing a retry fixes.
 */
export function isSpecbookMissing(specbookId: number, error: unknown): boolean {
  if (!Number.isSafeInteger(specbookId) || specbookId <= 0) return true;
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401;
}

/** The specbook open on the manage page; not asked for when the id cannot be one. */
export function useSpecbook(userId: number, specbookId: number) {
  return useQuery({ ...specbookQueryOptions(userId, specbookId), enabled: !isSpecbookMissing(specbookId, null) });
}

/** PATCH {u}/specbook/{id}: changes the fields sent. Silent: the form shows the failure. */
export function updateSpecbook(userId: number, specbookId: number, patch: TSpecbookUpdateInput): Promise<TSpecbook> {
  return apiRequest<TSpecbook>(specbookBase(userId, specbookId), {
    method: 'PATCH',
    body: { updateSpecbookRequest: { Specbook: patch } },
    silent: true,
  });
}

/** Edits the specbook; its answer replaces the cached one and the specbook lists are refreshed. */
export function useUpdateSpecbook(userId: number, specbookId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: TSpecbookUpdateInput) => updateSpecbook(userId, specbookId, patch),
    onSuccess: (specbook) => {
      queryClient.setQueryData(manageKeys.specbook(userId, specbookId), specbook);
      void queryClient.invalidateQueries({ queryKey: ['specbooks'] });
    },
  });
}

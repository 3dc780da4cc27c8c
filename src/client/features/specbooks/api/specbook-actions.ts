import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSpecbook, TSpecbookAction } from '#shared/schemas/specbook';
import { apiRequest } from '#client/lib/api-client';

/** POST /api/v4/user/{userId}/specbook/{id}/{archive|unarchive|pin|unpin}. */
export function applySpecbookAction(userId: number, id: number, action: TSpecbookAction): Promise<TSpecbook> {
  return apiRequest<TSpecbook>(`/api/v4/user/${userId}/specbook/${id}/${action}`, { method: 'POST' });
}

/**
 * POST /api/v4/user/{userId}/specbook/{id}/duplicate: the copy. Silent: a 403 shows the server's
 * message and other failures 'Unable to clone specbook', toasted by the caller.
 */
export function duplicateSpecbook(userId: number, id: number): Promise<TSpecbook> {
  return apiRequest<TSpecbook>(`/api/v4/user/${userId}/specbook/${id}/duplicate`, { method: 'POST', silent: true });
}

/** Archive / unarchive / pin / unpin one specbook, then refresh the lists. */
export function useSpecbookAction(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: TSpecbookAction }) => applySpecbookAction(userId, id, action),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['specbooks'] }),
  });
}

/** Duplicate one specbook, then refresh the lists. */
export function useDuplicateSpecbook(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => duplicateSpecbook(userId, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['specbooks'] }),
  });
}

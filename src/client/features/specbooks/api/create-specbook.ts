import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSpecbook, TSpecbookCreateInput } from '#shared/schemas/specbook';
import { apiRequest } from '#client/lib/api-client';

/**
 * POST /api/v4/user/{userId}/specbook with {"createSpecbookRequest": {"Specbook": …}}. Silent:
 * the caller toasts the error's message itself.
 */
export function createSpecbook(userId: number, specbook: TSpecbookCreateInput): Promise<TSpecbook> {
  return apiRequest<TSpecbook>(`/api/v4/user/${userId}/specbook`, {
    method: 'POST',
    body: { createSpecbookRequest: { Specbook: specbook } },
    silent: true,
  });
}

/** Creates a specbook and refreshes the specbook lists. */
export function useCreateSpecbook(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (specbook: TSpecbookCreateInput) => createSpecbook(userId, specbook),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['specbooks'] }),
  });
}

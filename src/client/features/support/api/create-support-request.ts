import { useMutation } from '@tanstack/react-query';
import type { TSupportRequest, TSupportRequestCreate } from '#shared/schemas/support';
import { apiRequest } from '#client/lib/api-client';

/**
 * POST /api/v4/user/{userId}/support-request with the spec's body `{userId, payload: {…}}`.
 * Silent: the form toasts 'Could not submit support request' itself.
 */
export function createSupportRequest(userId: number, payload: TSupportRequestCreate): Promise<TSupportRequest> {
  return apiRequest<TSupportRequest>(`/api/v4/user/${userId}/support-request`, {
    method: 'POST',
    body: { userId, payload },
    silent: true,
  });
}

/** Files a support request. */
export function useCreateSupportRequest(userId: number) {
  return useMutation({ mutationFn: (payload: TSupportRequestCreate) => createSupportRequest(userId, payload) });
}

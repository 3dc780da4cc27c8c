import { useMutation } from '@tanstack/react-query';
import type { TDataRequest, TDataRequestCreate } from '#shared/schemas/support';
import { apiRequest } from '#client/lib/api-client';

/**
 * POST /api/v4/user/{userId}/data-request with {manufacturerID, productModel, requestNotes,
 * contactEmail, requestDetails}. Silent: the form toasts 'Product Data Request Failed' itself.
 */
export function createDataRequest(userId: number, request: TDataRequestCreate): Promise<TDataRequest> {
  return apiRequest<TDataRequest>(`/api/v4/user/${userId}/data-request`, { method: 'POST', body: request, silent: true });
}

/** Files a Data Fetch request. */
export function useCreateDataRequest(userId: number) {
  return useMutation({ mutationFn: (request: TDataRequestCreate) => createDataRequest(userId, request) });
}

import { useMutation } from '@tanstack/react-query';
import { MESSAGES } from '#shared/lib/messages';
import { apiRequest } from '#client/lib/api-client';
import { hardNavigate } from '#client/lib/navigation';
import { toastFailure } from '#client/lib/toasts';
import { cartPath } from './keys';

/** POST {u}/cart/{id}/order/pay: a new card checkout for an order not paid yet; goes to its hosted page. */
export function usePayOrder(userId: number, cartId: number) {
  return useMutation({
    mutationFn: () => apiRequest<{ url: string }>(`${cartPath(userId, cartId)}/order/pay`, { method: 'POST', silent: true, body: {} }),
    onSuccess: ({ url }) => hardNavigate(url),
    onError: (err) => toastFailure(err, MESSAGES.internal),
  });
}

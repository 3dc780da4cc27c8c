import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { TCheckoutRequest } from '#shared/schemas/cart';
import { hardNavigate } from '#client/lib/navigation';
import { useCheckout } from '../api/checkout';
import { cartPagePath } from './cart-id';
import { createCheckoutAttempt } from './checkout-attempt';
import { checkoutProblems, type TCheckoutProblems } from './checkout-problems';

/**
 * 'Place order': one request at a time (a double click sends one), with the attempt's
 * Idempotency-Key; then the card's hosted checkout page, or the confirmation for an order on
 * account. A refusal (the 422 listing items to fix) comes back as problems, before anything is paid.
 */
export function usePlaceOrder(userId: number, cartId: number) {
  const checkout = useCheckout(userId, cartId);
  const navigate = useNavigate();
  const [attempt] = useState(createCheckoutAttempt);
  const sending = useRef(false);
  const [problems, setProblems] = useState<TCheckoutProblems | null>(null);

  const place = (request: TCheckoutRequest) => {
    if (sending.current) return;
    sending.current = true;
    setProblems(null);
    checkout.mutate(
      { request, idempotencyKey: attempt.keyFor(request) },
      {
        onSuccess: (placed) => {
          attempt.settle(null);
          if (placed.checkout) hardNavigate(placed.checkout.url);
          else navigate(`${cartPagePath(cartId)}/confirmation`);
        },
        onError: (err) => {
          attempt.settle(err);
          sending.current = false;
          setProblems(checkoutProblems(err) ?? { byItem: {}, general: [err.message] });
        },
      },
    );
  };
  return { place, placing: checkout.isPending || checkout.isSuccess, problems };
}

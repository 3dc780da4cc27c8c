import { describe, expect, it } from 'vitest';
import type { TCheckoutRequest } from '#shared/schemas/cart';
import { ApiError } from '#client/lib/api-client';
import { createCheckoutAttempt } from './checkout-attempt';

const CARD: TCheckoutRequest = { payment: { method: 'card' }, shipTo: 'me', shipping: [{ seller: { id: 3 }, method: 'ship_now' }] };
const ON_ACCOUNT: TCheckoutRequest = { ...CARD, payment: { method: 'on_account' } };

function counter() {
  let n = 0;
  return () => `key-${++n}`;
}

describe('one Idempotency-Key per checkout attempt', () => {
  it('sends the same key again for the same request (a double click, a retry without an answer or after a 5xx)', () => {
    const attempt = createCheckoutAttempt(counter());
    expect(attempt.keyFor(CARD)).toBe('key-1');
    expect(attempt.keyFor(CARD)).toBe('key-1');
    attempt.settle(new ApiError(0, null, 'No response from the server.'));
    expect(attempt.keyFor(CARD)).toBe('key-1');
    attempt.settle(new ApiError(503, null, 'Service Unavailable'));
    expect(attempt.keyFor(CARD)).toBe('key-1');
  });

  it('starts a new attempt for a changed request, and after an answer the server stored (4xx or success)', () => {
    const attempt = createCheckoutAttempt(counter());
    expect(attempt.keyFor(CARD)).toBe('key-1');
    expect(attempt.keyFor(ON_ACCOUNT)).toBe('key-2');
    attempt.settle(new ApiError(422, { errors: [{ field: 'items.101', message: 'Only 1 in stock.' }] }, 'Unprocessable'));
    expect(attempt.keyFor(ON_ACCOUNT)).toBe('key-3');
    attempt.settle(null);
    expect(attempt.keyFor(ON_ACCOUNT)).toBe('key-4');
  });
});

import type { TCheckoutRequest } from '#shared/schemas/cart';
import { ApiError } from '#client/lib/api-client';

/**
 * One Idempotency-Key per checkout attempt (DESIGN.md "Reliability"): the same request sent again
 * (a double click, a retry after the connection dropped or the server failed) carries the same key,
 * so the server places one order. A changed request, or an answer the server stored (success or a
 * 4xx such as the 422 listing items to fix), starts a new attempt with a new key.
 */
export type TCheckoutAttempt = {
  /** The key for `request`: the current attempt's when the request is the same, else a new one. */
  keyFor: (request: TCheckoutRequest) => string;
  /** Record how the attempt ended: only "no answer" and 5xx keep its key for a retry. */
  settle: (error: unknown) => void;
};

/** A new attempt tracker; `newKey` makes a key (a random UUID by default). */
export function createCheckoutAttempt(newKey: () => string = () => crypto.randomUUID()): TCheckoutAttempt {
  let current: { key: string; request: string } | null = null;
  return {
    keyFor(request) {
      const serialized = JSON.stringify(request);
      if (current?.request !== serialized) current = { key: newKey(), request: serialized };
      return current.key;
    },
    settle(error) {
      const retryable = error instanceof ApiError && (error.status === 0 || error.status >= 500);
      if (!retryable) current = null;
    },
  };
}

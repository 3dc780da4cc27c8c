import { CART_CHANNEL } from '#shared/lib/specmarket';

/**
 * The open tabs of one browser tell each other of cart changes (spec/business-records.md §2 "Several
 * tabs") on the BroadcastChannel CART_CHANNEL. A channel never hears its own messages, so this tab
 * posts and listens on one shared channel and does not refetch because of its own change.
 */

/** What a tab posts after it changed the cart of `userId`. */
export type TCartChangedMessage = { type: 'cart-changed'; userId: number };

/** The part of a BroadcastChannel the cart uses (tests pass a fake one). */
export type TCartChannel = {
  postMessage: (message: TCartChangedMessage) => void;
  addEventListener: (type: 'message', listener: (event: MessageEvent<unknown>) => void) => void;
  removeEventListener: (type: 'message', listener: (event: MessageEvent<unknown>) => void) => void;
};

let shared: TCartChannel | null = null;

/** This tab's cart channel, or null where the browser has no BroadcastChannel. */
export function cartChannel(): TCartChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  shared ??= new BroadcastChannel(CART_CHANNEL);
  return shared;
}

/** Tell the other tabs that the cart of `userId` changed. */
export function announceCartChange(userId: number, channel: TCartChannel | null = cartChannel()): void {
  channel?.postMessage({ type: 'cart-changed', userId });
}

/** Whether `data` is a cart change of `userId`. */
export function isCartChange(data: unknown, userId: number): boolean {
  if (!data || typeof data !== 'object') return false;
  const message = data as Partial<TCartChangedMessage>;
  return message.type === 'cart-changed' && message.userId === userId;
}

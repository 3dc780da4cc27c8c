import { useSyncExternalStore } from 'react';

/**
 * Whether the cart drawer is open: one state for the header's cart button, which shows the drawer,
 * and for 'Add to cart', which opens it after a product was added ('Added to Cart', spec §2).
 */

let opened = false;
const listeners = new Set<() => void>();

function setOpened(value: boolean): void {
  if (opened === value) return;
  opened = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Open the cart drawer. */
export function openCartDrawer(): void {
  setOpened(true);
}

/** Close the cart drawer. */
export function closeCartDrawer(): void {
  setOpened(false);
}

/** Whether the cart drawer is open (re-renders when it opens or closes). */
export function useCartDrawerOpened(): boolean {
  return useSyncExternalStore(subscribe, () => opened, () => false);
}

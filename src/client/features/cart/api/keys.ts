/** Where the cart's calls go (all under /api/v4/user/{userId}/cart) and how they are cached. */

/** `/api/v4/user/{userId}/cart`. */
export function cartBase(userId: number): string {
  return `/api/v4/user/${userId}/cart`;
}

/** `/api/v4/user/{userId}/cart/{cartId}`. */
export function cartPath(userId: number, cartId: number): string {
  return `${cartBase(userId)}/${cartId}`;
}

/**
 * Query keys: the open cart is ['cart', userId], and everything else of the user's carts sits under
 * it, so that one invalidation (a change here, or another tab's) refreshes the open cart, its seller
 * groups and an order's confirmation.
 */
export const cartKeys = {
  open: (userId: number) => ['cart', userId] as const,
  sellers: (userId: number, cartId: number) => ['cart', userId, cartId, 'sellers'] as const,
  order: (userId: number, cartId: number) => ['cart', userId, cartId, 'order'] as const,
};

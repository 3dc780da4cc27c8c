/**
 * Specmarket (the marketplace) and the cart: constants, rules and strings of
 * spec/business-records.md §2 "Marketplace", "Cart drawer", "Cart page, checkout and
 * confirmation", §4 "Cart", §5, §6, §8 "Cart and marketplace", §9; docs/decisions/056.
 */
import { SHIPPING_METHODS, type TShippingMethod } from './shipping-messages';

/** Top-level categories in the spec's order (§2 "Category order"). */
export const SPECMARKET_TOP_CATEGORIES = ['Bath', 'Kitchen', 'Appliances', 'Decorative Hardware', 'Lighting', 'Plumbing'] as const;
export type TSpecmarketTopCategory = (typeof SPECMARKET_TOP_CATEGORIES)[number];

/** The role id needed for full marketplace access (§6; ROLE_PRO). */
export const MARKETPLACE_ROLE_ID = 11;
/** Where a user without role 11 is sent (§9), and the only department such a user may browse. */
export const SPECMARKET_FALLBACK_PATH = '/v4/specmarket/shopall/appliances';
export const SPECMARKET_FALLBACK_CATEGORY = 'appliances';

/** The page that opens the caller's open cart (§2 Profiles: selecting a cart profile opens its cart). */
export const OPEN_CART_PATH = '/v4/specmarket/cart';

/** The account's cart profile (§3 Profile types: cart). */
export const CART_PROFILE = { type: 'cart', name: 'Cart' } as const;
/** §4 "Creating a cart" (the cart loader's reading, docs/decisions/056): 'Cart' → "{name} #{id}". */
export const CART_DEFAULT_NAME = 'Cart';
/** §9: the cart's room. */
export const CART_DEFAULT_CATEGORY = 'Default Category';
/** §9: cart item images. */
export const CART_IMAGE_SIZE = 150;
/** The BroadcastChannel the open tabs of one browser tell each other of cart changes on (§2 "Several tabs"). */
export const CART_CHANNEL = 'specfolio-cart';
/** Quantities of a cart item. */
export const CART_QUANTITY = { min: 1, max: 100_000 } as const;

/** The name a new cart gets once it has an id (§4 step 2). */
export function cartName(name: string, id: number): string {
  return `${name} #${id}`;
}

/** Ship-to targets (§2). */
export const CART_SHIP_TO = ['me', 'customer'] as const;
export type TCartShipTo = (typeof CART_SHIP_TO)[number];
export const CART_SHIP_TO_LABELS: Record<TCartShipTo, string> = { me: 'Me', customer: 'Customer' };

/** Payment methods at checkout. */
export const CART_PAYMENT_METHODS = ['card', 'on_account'] as const;
export type TCartPaymentMethod = (typeof CART_PAYMENT_METHODS)[number];
export const CART_PAYMENT_METHOD_LABELS: Record<TCartPaymentMethod, string> = { card: 'Credit card', on_account: 'On account (seller terms)' };

/** Payment statuses of an order. */
export const ORDER_PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'on_account'] as const;
export type TOrderPaymentStatus = (typeof ORDER_PAYMENT_STATUSES)[number];
export const ORDER_PAYMENT_STATUS_LABELS: Record<TOrderPaymentStatus, string> = {
  pending: 'Awaiting card payment',
  paid: 'Paid',
  failed: 'Card payment failed',
  on_account: 'On account',
};

/** "ship_now first, then ship_delivery, then the others" (§2): the spec's ship_delivery is schedule_delivery. */
export function orderedShippingMethods(methods: readonly TShippingMethod[] = SHIPPING_METHODS): TShippingMethod[] {
  const rank = (method: TShippingMethod) => (method === 'ship_now' ? 0 : method === 'schedule_delivery' ? 1 : 2);
  return [...methods].sort((a, b) => rank(a) - rank(b));
}

/** The order number shown to the buyer. */
export function orderNumber(id: number): string {
  return `SM-${String(id + 1000)}`;
}

/** Lower-case words joined by '-' ('Decorative Hardware' → 'decorative-hardware'). */
export function categorySlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** User-facing strings (§8 "Cart and marketplace" verbatim, then Specfolio's own where the spec is silent). */
export const SPECMARKET_MESSAGES = {
  loadCartFailed: 'Could not load cart',
  emptyCart: 'Please add a product before opening your cart',
  selectSpecbook: 'Please select a specbook',
  selectionProblem: 'There was a problem with your selection. Please complete the required fields below',
  cartNeedsId: 'Cart feature needs a specbook id to load data from',
  specsAdded: 'Specs added to specbook.',
  productAdded: 'Product was added to your cart.',
  productRemoved: 'Product removed from your cart.',
  quantityUpdated: 'Quantity updated successfully',
  cartRenamed: 'Cart name updated successfully.',
  specAssigned: 'Spec Assigned.',
  specbookCreateFailed: 'Could Not Create Specbook!',
  // Specfolio's own (the spec is silent).
  quantityMin: 'Quantity must be at least 1',
  quantityMax: 'Quantity must not exceed 100,000',
  notACartItem: 'Cart item not found',
  productNotOffered: 'No seller offers this product.',
  marketplaceRoleRequired: 'The marketplace needs a pro account.',
  cartAlreadyOrdered: 'This cart has already been ordered.',
  emptyCheckout: 'Your cart is empty.',
  noCustomer: 'Choose a customer for this cart before shipping to the customer.',
  noShipToAddress: 'Add a shipping address before placing the order.',
  cardUnavailable: 'Card payments are not available. Choose On account.',
  orderPlaced: 'Order placed.',
  loadProductsFailed: 'Could not load products',
  noProducts: 'No products found.',
  addSpecsFailed: 'Could not add the specs to the specbook.',
  orderNotFound: 'Order not found',
  orderAlreadyPaid: 'This order has been paid already.',
  orderOnAccount: 'This order is paid on account, not by card.',
  orderEmailSubject: (number: string) => `Your Specmarket order ${number}`,
  categoryNotFound: 'Category not found',
  /** An item whose offer was withdrawn since it was added (checked before payment). */
  offerWithdrawn: (name: string, model: string) => `${name} (${model}) is no longer offered by any seller.`,
  /** An item whose seller has fewer in stock than the cart asks for. */
  notEnoughStock: (name: string, model: string, available: number) => `Only ${available} of ${name} (${model}) in stock.`,
} as const;

/** The role name of role id 11 (#shared/lib/roles ROLE_IDS). */
const MARKETPLACE_ROLE_NAME = 'ROLE_PRO';

/**
 * Whether a user has full marketplace access: the active role id 11 (§6). Without it the client
 * sends the user to SPECMARKET_FALLBACK_PATH and the server allows Appliances and no cart.
 * @param roleNames the user's active role names.
 */
export function hasMarketplaceRole(roleNames: readonly string[]): boolean {
  return roleNames.includes(MARKETPLACE_ROLE_NAME);
}

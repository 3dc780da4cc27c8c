import { SPECMARKET_MESSAGES as M } from '#shared/lib/specmarket';
import { t, tPlural } from '#client/lib/i18n';

/**
 * The words of the cart screens: the spec's (§2, §8) where it gives them, Specfolio's own elsewhere.
 * Each is read through the catalogue when it is used (getters and functions), so it is always in
 * the interface's current language.
 */
export const CART_UI = {
  button: (count: number) => tPlural(count, 'Cart, {count} item', 'Cart, {count} items'),
  get drawerTitle() {
    return t('Added to Cart');
  },
  get editName() {
    return t('Edit cart name');
  },
  get saveName() {
    return t('Save cart name');
  },
  get cartName() {
    return t('Cart name');
  },
  /** A product as labels name it: its name and model number (two finishes of one product share a name). */
  product: (name: string, model: string) => `${name} ${model}`,
  quantityOf: (product: string) => t('Quantity of {product}', { product }),
  remove: (product: string) => t('Remove {name}', { name: product }),
  get listPrice() {
    return t('List price');
  },
  get total() {
    return t('Total');
  },
  get continueShopping() {
    return t('Continue Shopping');
  },
  get proceedToCheckout() {
    return t('Proceed to Checkout');
  },
  get emptyDrawer() {
    return t('Your cart is empty.');
  },
  get cartTitle() {
    return t('Cart');
  },
  get checkoutTitle() {
    return t('Checkout');
  },
  get confirmationTitle() {
    return t('Order Confirmation');
  },
  get loading() {
    return t('Loading cart…');
  },
  get preferred() {
    return t('Preferred seller');
  },
  get fromSpecbook() {
    return t('From specbook');
  },
  columns: {
    get spec() {
      return t('Product');
    },
    get quantity() {
      return t('Qty');
    },
    get price() {
      return t('Unit price');
    },
    get total() {
      return t('Total');
    },
    get leadTime() {
      return t('Lead time');
    },
    get stock() {
      return t('Stock');
    },
  },
  get subtotal() {
    return t('Subtotal');
  },
  get shipping() {
    return t('Shipping');
  },
  get grandTotal() {
    return t('Order total');
  },
  get shipTo() {
    return t('Ship to');
  },
  get shippingMethod() {
    return t('Shipping method');
  },
  shippingMethodOf: (seller: string) => t('Shipping method for {seller}', { seller }),
  get noAddress() {
    return t('No address on file.');
  },
  get noCustomerHint() {
    return t('This cart has no customer yet: choose one to ship to the customer.');
  },
  get unassignedTitle() {
    return t('No seller offers these products any more');
  },
  get unassignedHint() {
    return t('They cannot be ordered: remove them or order the rest.');
  },
  get emptyPage() {
    return t('Your cart is empty. Add products from the marketplace.');
  },
  get backToCart() {
    return t('Back to cart');
  },
  get backToMarketplace() {
    return t('Back to the marketplace');
  },
  get payment() {
    return t('Payment');
  },
  get placeOrder() {
    return t('Place order');
  },
  get placingOrder() {
    return t('Placing order…');
  },
  get problemsTitle() {
    return t('Some products cannot be ordered as they are');
  },
  get orderNumber() {
    return t('Order number');
  },
  get paymentStatus() {
    return t('Payment');
  },
  get purchaseOrders() {
    return t('Purchase orders');
  },
  get openEspecbook() {
    return t('Open e-Specbook');
  },
  confirmationSent: (email: string) => t('A confirmation was sent to {email}', { email }),
  get payByCard() {
    return t('Pay by card');
  },
  get continueShoppingLink() {
    return t('Continue shopping');
  },
  get paymentCancelled() {
    return t('The card payment was cancelled. You can pay by card again below.');
  },
  get checkingPayment() {
    return t('Checking the card payment…');
  },
  specCount: (n: number) => tPlural(n, '1 product', '{count} products'),
  get needsId() {
    return t(M.cartNeedsId);
  },
} as const;

/** What every Specmarket page will offer once the marketplace lands (one list for all its pages). */
export const SPECMARKET_OFFERS = [
  'Products by department (Bath, Kitchen, Appliances, Decorative Hardware, Lighting, Plumbing) with the best offer’s price, lead time and stock.',
  'A cart beside your specbooks: add, change quantities, rename, and keep several carts in tabs.',
  'Checkout with shipping, billing and payment, and an order confirmation with its purchase orders.',
];

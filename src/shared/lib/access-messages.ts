/** The 403 messages of the gates docs/decisions/067 added (the spec quotes none); the older gates keep their feature's message. */
export const ACCESS_MESSAGES = {
  purchaseOrders: 'Purchase orders are not enabled for your account.',
  accounting: 'The Accounting tab is not enabled for your account.',
  priceFeatures: 'Price updates need price features (ROLE_IBOOK).',
  marketplaceBuyer: 'Buying on the marketplace needs the marketplace buyer role.',
  marketplaceSeller: 'Listing stock on the Specmarket needs the marketplace seller role.',
  marketplaceAllBrands: 'Selling every brand on the Specmarket needs the role that may sell all brands.',
} as const;

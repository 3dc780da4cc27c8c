/**
 * The specbook ↔ customer link (spec/workspace.md §3 "Specbook", business-records.md §7
 * "Addresses … On a specbook"): the strings the API and the manage page's customer panel show.
 */
export const SPECBOOK_CUSTOMER_MESSAGES = {
  customerNotFound: 'Choose one of your customers.',
  addressNotFound: "Choose one of the customer's addresses.",
  shippingAddressType: 'Choose a shipping address of the customer.',
  billingAddressType: 'Choose a billing address of the customer.',
  noCustomer: 'Choose a customer before adding an address.',
  priceGroupNotFound: 'Choose one of your price groups.',
  saved: 'Specbook updated.',
  saveFailed: 'Could not update the specbook',
  addressAdded: 'Address added to the specbook.',
} as const;

/** Query keys of the sellers feature: everything under ['sellers', userId] refreshes together. */
export const sellerKeys = {
  all: (userId: number) => ['sellers', userId] as const,
  list: (userId: number, params: object) => ['sellers', userId, 'list', params] as const,
  one: (userId: number, sellerId: number) => ['sellers', userId, 'one', sellerId] as const,
  ofSpec: (userId: number, specId: number) => ['sellers', userId, 'spec', specId] as const,
  offers: (userId: number, sellerId: number) => ['sellers', userId, 'offers', sellerId] as const,
  purchaseOrders: (userId: number, sellerId: number) => ['sellers', userId, 'purchase-orders', sellerId] as const,
};

/** The base path of the account's sellers: {u}/seller. */
export const sellerBase = (userId: number) => `/api/v4/user/${userId}/seller`;

/** Query keys of the specmarket feature: everything under ['specmarket', userId] refreshes together. */
export const specmarketKeys = {
  all: (userId: number) => ['specmarket', userId] as const,
  categories: (userId: number) => ['specmarket', userId, 'categories'] as const,
  products: (userId: number, params: object) => ['specmarket', userId, 'products', params] as const,
};

/** The base path of the marketplace calls: {u}/specmarket. */
export const specmarketBase = (userId: number) => `/api/v4/user/${userId}/specmarket`;

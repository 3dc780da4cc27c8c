import type { TSpecmarketCategory, TSpecmarketProduct } from '#shared/schemas/specmarket';

/** A product card as the API answers it, for component tests. */
export function makeProduct(overrides: Partial<TSpecmarketProduct> = {}): TSpecmarketProduct {
  return {
    id: 5,
    specID: 5,
    name: 'Purist Wall-Mount Faucet',
    modelNumber: 'K-14414-4',
    manufacturerName: 'Kohler',
    brand: { name: 'Kohler' },
    imageName: null,
    image: null,
    upc: null,
    finish: 'Polished Chrome',
    category: 'Bath',
    listPrice: '500.00',
    price: '412.50',
    leadTime: '1-2 weeks',
    inventory: { status: 'in_stock', quantity: 12 },
    seller: { id: 41, name: 'Great Lakes Plumbing Supply', preferred: false },
    offerCount: 1,
    ...overrides,
  };
}

/** A category as the API answers it. */
export function makeCategory(overrides: Partial<TSpecmarketCategory> = {}): TSpecmarketCategory {
  return {
    id: 1,
    name: 'Bath',
    slug: 'bath',
    url: '/categories/bath',
    isTopLevel: true,
    parentId: null,
    parents: [],
    image: null,
    productCount: 10,
    ...overrides,
  };
}

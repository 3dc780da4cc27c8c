import type { TSeller, TSellerOffer } from '#shared/schemas/seller';

/** A seller as the API answers it, for component tests. */
export function makeSeller(overrides: Partial<TSeller> = {}): TSeller {
  return {
    id: 41,
    name: 'Great Lakes Plumbing Supply',
    company: 'Great Lakes Plumbing Supply',
    title: 'Dana Kowalski, Sales',
    email: 'orders@greatlakes.example',
    phone: null,
    paymentTerms: 30,
    terms: 30,
    policies: { terms: null, return: null },
    hasTermsAndConditions: false,
    hasReturnPolicy: false,
    preferred: false,
    ownStock: false,
    location: { lat: 41.88, lon: -87.63 },
    address: { shipping: { line1: '233 S Wacker Dr', line2: 'Suite 400', city: 'Chicago', state: 'IL', zipCode: '60606' } },
    offerCount: 0,
    openPurchaseOrderCount: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** An offer of `seller` for a spec, for component tests. */
export function makeOffer(seller: TSeller, overrides: Partial<TSellerOffer> = {}): TSellerOffer {
  return {
    id: seller.id * 10,
    seller,
    spec: { id: 5, name: 'Vessel Faucet', modelNumber: 'AQ-4512-BN', manufacturerName: 'Aqualine' },
    price: '412.50',
    leadTime: '1-2 weeks',
    inventory: { status: 'in_stock', quantity: 12 },
    location: null,
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

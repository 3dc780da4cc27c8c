/**
 * Fixtures of the manage page's client tests: a specbook (user 7, specbook 1) with rooms Kitchen
 * and Bath, its specs, statuses and totals, and the handler answering the page's GET calls.
 */
import { STATUSES } from '#shared/lib/statuses';
import type { TCategory } from '#shared/schemas/category';
import type { TSpecSpecbook, TStatus } from '#shared/schemas/spec-specbook';
import type { TSpecbook } from '#shared/schemas/specbook';
import type { TTotalsBlock } from '#shared/schemas/totals';
import { jsonResponse } from '#client/test/render';
import type { THandler } from '#client/test/stub-fetch';

/** The specbook's API path. */
export const BASE = '/api/v4/user/7/specbook/1';

/** A room without totals ('0.00'); `extra` overrides any field. */
export function room(id: number | null, name: string, specCount: number, order = 0, extra: Partial<TCategory> = {}): TCategory {
  return {
    id,
    categoryID: id,
    specbookID: 1,
    name,
    order,
    orderID: order,
    note: null,
    specCount,
    totalSalesPrice: '0.00',
    totalListPrice: '0.00',
    totalShippingCost: '0.00',
    totalCost: '0.00',
    totalProfitMargin: '0.00',
    isMiscellaneousCategory: id === null,
    createdAt: null,
    updatedAt: null,
    ...extra,
  };
}

/** A spec in the specbook (a global catalogue spec unless `extra` says otherwise). */
export function spec(joinID: number, name: string, categoryID: number | null, extra: Partial<TSpecSpecbook> = {}): TSpecSpecbook {
  return {
    id: joinID,
    joinID,
    specID: 100 + joinID,
    specbookID: 1,
    categoryID,
    categoryName: 'Kitchen',
    name,
    description: null,
    modelNumber: `M-${joinID}`,
    model: `M-${joinID}`,
    manufacturerID: 5,
    manufacturerName: 'Kohler',
    manufacturer: { id: 5, name: 'Kohler' },
    imageName: null,
    finishName: 'Chrome',
    collectionName: null,
    upc: null,
    global: true,
    archived: false,
    qty: 2,
    quantity: 2,
    order: 0,
    orderID: 0,
    isOptional: false,
    optional: false,
    price: {
      id: joinID,
      list: '100.00',
      listPrice: '100.00',
      listPriceLabel: null,
      sale: '80.00',
      salePrice: '80.00',
      salesPriceLabel: null,
      cost: '50.00',
      hasCost: true,
      multiplier: '0.8000',
      multiplierLabel: null,
      profit: '37.50',
      profitMargin: '37.50',
      shippingCost: null,
      qty: 2,
      quantity: 2,
      quotedDate: null,
      updatedAt: null,
      updatedBy: null,
      priceUpdatedBy: null,
      flag: 'specbook',
      label: null,
      alternate_type: null,
      priceCalculationLogic: 'multiplier',
    },
    status: { value: 'open', name: 'Open', color: '#333333', hexColor: '#333333' },
    statusLog: [{ status: 'open', email: 'seller@specfolio.test', created_at: '2024-05-03T12:00:00.000Z' }],
    total: '160.00',
    displaySaleTotal: '$160.00',
    imageSrc: null,
    source: { specbook: null, specbookSpec: null },
    original: null,
    originalImportId: null,
    updatedImportId: null,
    commentCount: 0,
    shipping: { method: null },
    shippingMethod: null,
    overstock: false,
    createdAt: '2024-05-01T12:00:00.000Z',
    updatedAt: '2024-05-01T12:00:00.000Z',
    ...extra,
  };
}

/** The specbook. */
export const specbook: TSpecbook = {
  id: 1,
  specbookID: 1,
  name: 'Johnson Master Bath',
  description: null,
  profile: { id: 2, name: 'Johnson Residence' },
  projectID: 2,
  userID: 7,
  pinned: false,
  archived: false,
  status: 'open',
  tax: '8.25',
  paymentTerms: { id: 0, name: 'Due on Receipt' },
  paymentTermsDays: null,
  shippingCalculation: true,
  source: null,
  coverImage: null,
  customer: null,
  customerId: null,
  shippingAddress: null,
  billingAddress: null,
  priceGroup: null,
  hasProposal: false,
  expectedInstalledAt: null,
  expectedApprovedAt: null,
  createdAt: '2024-05-01T12:00:00.000Z',
  humanizedCreatedAt: '2 years ago',
  updatedAt: '2024-05-01T12:00:00.000Z',
  links: {},
};

const line = { total: '173.20', subtotal: '160.00', savings: '40.00', shipping: '0.00', tax: '13.20' };
/** One totals block (quoted subtotal $160.00, total $173.20). */
export const block: TTotalsBlock = {
  list: '200.00',
  sale: '160.00',
  cost: '100.00',
  profit: '60.00',
  subtotalAsCurrency: '$160.00',
  listTotalAsCurrency: '$200.00',
  summary: { all: line, list: line, sale: line },
};
/** Every status of the spec's table, by id (not in lifecycle order: the client must sort them itself). */
export const statuses: TStatus[] = [...STATUSES].sort((a, b) => a.id - b.id).map((s) => ({
  ...s,
  color: s.hexColor,
  isActive: true,
  createDateTime: '2024-01-01T00:00:00.000Z',
  updateDateTime: '2024-01-01T00:00:00.000Z',
}));

/** One page of a room's specs. */
export function page(list: TSpecSpecbook[]) {
  const pagination = { base: '/api', currentPage: 1, perPage: 100, total: list.length, lastPage: 1, next: null, prev: null, path: '/x' };
  return jsonResponse(200, { data: list, _pagination: pagination, meta: { current_page: 1, last_page: 1, per_page: 100, total: list.length } });
}

/** The default answers of a specbook with rooms Kitchen (one spec) and Bath (empty). */
export function manageDefaults(specs: TSpecSpecbook[] = [spec(11, 'Widespread Faucet', 1)]): THandler {
  return (url, init) => {
    const method = init.method ?? 'GET';
    const path = url.pathname;
    if (method !== 'GET') return undefined;
    if (path === '/api/v4/user/7/account/settings') return jsonResponse(200, { data: [{ key: 'management.collapse_all', effective: 'false' }] });
    if (path === '/api/v4/user/7/statuses') return jsonResponse(200, { data: statuses });
    if (path === BASE) return jsonResponse(200, { data: specbook });
    if (path === `${BASE}/categories`) return jsonResponse(200, { data: [room(1, 'Kitchen', specs.length, 0), room(2, 'Bath', 0, 1)] });
    if (path === `${BASE}/totals` || /\/categories\/[^/]+\/totals$/.test(path)) {
      return jsonResponse(200, { data: { quoted: block, approved: block, optional: block, all: block, uncategorized: { quoted: block, approved: block } } });
    }
    if (path === `${BASE}/specs`) return page(url.searchParams.get('categoryID') === '1' ? specs : []);
    return undefined;
  };
}


import { describe, expect, it } from 'vitest';
import type { TTotalsBlock, TTotalsSummaryLine } from '#shared/schemas/totals';
import {
  defaultSpecView,
  displayedFigure,
  displayOptionsOf,
  effectiveSpecView,
  infoGridColumns,
  isPurchaseOrderMode,
  lineItemFigure,
  lineItemsShown,
  showsPrices,
  summaryKindOf,
} from './especbook-display';

const line = (subtotal: string): TTotalsSummaryLine => ({ subtotal, total: subtotal, savings: '0.00', shipping: '0.00', tax: '0.00' });
const block: TTotalsBlock = {
  list: '200.00',
  sale: '150.00',
  cost: '100.00',
  subtotalAsCurrency: '$150.00',
  listTotalAsCurrency: '$200.00',
  profit: '50.00',
  summary: { all: line('150.00'), list: line('200.00'), sale: line('150.00') },
};

describe('displayOptionsOf', () => {
  it('maps the permissions to the display options; shipping is always off', () => {
    expect(
      displayOptionsOf({ showListPrice: true, showSalePrice: false, showModelNumbers: true, canApprove: false, showNotifications: true }),
    ).toEqual({
      listPrice: true,
      salePrice: false,
      modelNumber: true,
      specifications: true,
      allowStatusUpdate: false,
      shipping: false,
      showNotifications: true,
    });
    expect(
      displayOptionsOf({ showListPrice: false, showSalePrice: true, showModelNumbers: false, canApprove: true, showNotifications: false }),
    ).toMatchObject({ modelNumber: false, specifications: false, allowStatusUpdate: true, showNotifications: false });
  });
});

describe('the price display rule', () => {
  it('picks all for list and sale, list for list only, sale otherwise', () => {
    expect(summaryKindOf({ listPrice: true, salePrice: true })).toBe('all');
    expect(summaryKindOf({ listPrice: true, salePrice: false })).toBe('list');
    expect(summaryKindOf({ listPrice: false, salePrice: true })).toBe('sale');
    expect(summaryKindOf({ listPrice: false, salePrice: false })).toBe('sale');
  });

  it('shows the picked summary’s subtotal, or the block sums without summaries', () => {
    expect(displayedFigure(block, { listPrice: true, salePrice: false })).toBe('200.00');
    expect(displayedFigure(block, { listPrice: false, salePrice: true })).toBe('150.00');
    const bare = { ...block, summary: undefined };
    expect(displayedFigure(bare, { listPrice: true, salePrice: false })).toBe('200.00');
    expect(displayedFigure(bare, { listPrice: true, salePrice: true })).toBe('150.00');
  });

  it('shows prices when either display is on', () => {
    expect(showsPrices({ listPrice: false, salePrice: false })).toBe(false);
    expect(showsPrices({ listPrice: false, salePrice: true })).toBe(true);
  });
});

describe('purchase-order mode and views', () => {
  it('is on for purchase-order and orders profiles, by flag or special type', () => {
    expect(isPurchaseOrderMode(null)).toBe(false);
    expect(isPurchaseOrderMode({ type: null })).toBe(false);
    expect(isPurchaseOrderMode({ isPurchaseOrderProfile: true })).toBe(true);
    expect(isPurchaseOrderMode({ isOrdersProfile: true })).toBe(true);
    expect(isPurchaseOrderMode({ type: 'purchase_order' })).toBe(true);
    expect(isPurchaseOrderMode({ type: 'order' })).toBe(true);
    expect(isPurchaseOrderMode({ type: 'qr_code' })).toBe(false);
  });

  it('defaults to list in purchase-order mode, card otherwise; forces list below 768 px', () => {
    expect(defaultSpecView(true)).toBe('list');
    expect(defaultSpecView(false)).toBe('card');
    expect(effectiveSpecView('card', 767)).toBe('list');
    expect(effectiveSpecView('card', 768)).toBe('card');
    expect(effectiveSpecView('list', 1200)).toBe('list');
  });

  it('lays the info grid out in 4 columns in purchase-order mode, otherwise 3', () => {
    expect(infoGridColumns(true)).toBe(4);
    expect(infoGridColumns(false)).toBe(3);
  });
});

describe('line items in the totals details', () => {
  const status = (approved: boolean) => ({
    specbookLineStatusId: approved ? (2 as const) : (1 as const),
    specbookLineStatusName: approved ? ('Approved' as const) : ('Quoted' as const),
    specbookLineStatusIsFinancial: approved,
  });
  const item = (id: number, approved: boolean) => ({
    id,
    specbookID: 1,
    name: `Item ${id}`,
    quantity: 2,
    isTaxable: false,
    isShipping: false,
    deleted: false,
    createdAt: '',
    updatedAt: '',
    deleteDatetime: null,
    listPrice: '50.00',
    salePrice: '40.00',
    unitPrice: '40.00',
    total: '80.00',
    listTotal: '100.00',
    status: status(approved),
  });

  it('quoted lists every line item, approved only the approved ones', () => {
    const items = [item(1, true), item(2, false), item(3, true)];
    expect(lineItemsShown(items, 'quoted').map((i) => i.id)).toEqual([1, 2, 3]);
    expect(lineItemsShown(items, 'approved').map((i) => i.id)).toEqual([1, 3]);
  });

  it('shows the list total with the list price only, the total otherwise', () => {
    expect(lineItemFigure(item(1, true), { listPrice: true, salePrice: false })).toBe('100.00');
    expect(lineItemFigure(item(1, true), { listPrice: true, salePrice: true })).toBe('80.00');
    expect(lineItemFigure(item(1, true), { listPrice: false, salePrice: true })).toBe('80.00');
  });
});

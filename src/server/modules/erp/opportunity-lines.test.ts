import { describe, expect, it } from 'vitest';
import type { ErpOpportunityLine } from '#server/lib/erp-gateway/gateway';
import type { ErpSpec } from './erp-specs';
import { lineChanges, wantedLines } from './opportunity-lines';

const spec = (inventoryId: string, room: string, quantity: number): ErpSpec => ({
  joinId: 1,
  modelNumber: inventoryId.toLowerCase(),
  inventoryId,
  name: inventoryId,
  manufacturerName: 'M',
  room,
  quantity,
  listPrice: null,
  salePrice: null,
});
const line = (id: string, InventoryID: string, Qty: number, TransactionDescription: string | null): ErpOpportunityLine => ({
  id,
  OpportunityProductID: null,
  InventoryID,
  Qty,
  UOM: null,
  UnitPrice: null,
  Amount: null,
  Discount: null,
  Warehouse: null,
  TaxCategory: null,
  TransactionDescription,
});

describe('wantedLines', () => {
  it('sums the quantities of one model in one room, keeps rooms apart and skips blank models', () => {
    expect(wantedLines([spec('A', 'Kitchen', 1), spec('B', 'Kitchen', 2), spec('A', 'Kitchen', 3), spec('A', 'Bath', 4), spec('', 'Bath', 9)])).toEqual([
      { InventoryID: 'A', Quantity: 4, TransactionDescription: 'Kitchen' },
      { InventoryID: 'B', Quantity: 2, TransactionDescription: 'Kitchen' },
      { InventoryID: 'A', Quantity: 4, TransactionDescription: 'Bath' },
    ]);
  });
});

describe('lineChanges', () => {
  it('adds new lines, updates changed quantities, keeps equal ones and deletes the rest (duplicates too)', () => {
    const current = [line('g1', 'a', 4, 'Kitchen'), line('g2', 'B', 2, 'Kitchen'), line('g3', 'A', 1, 'Kitchen'), line('g4', 'C', 1, 'Bath')];
    const wanted = [
      { InventoryID: 'A', Quantity: 5, TransactionDescription: 'Kitchen' },
      { InventoryID: 'B', Quantity: 2, TransactionDescription: 'Kitchen' },
      { InventoryID: 'D', Quantity: 1, TransactionDescription: 'Bath' },
    ];
    expect(lineChanges(current, wanted)).toEqual([
      { id: 'g1', Quantity: 5 },
      { InventoryID: 'D', Quantity: 1, TransactionDescription: 'Bath' },
      { id: 'g3', delete: true },
      { id: 'g4', delete: true },
    ]);
  });

  it('answers no change when the opportunity already has the wanted lines', () => {
    expect(lineChanges([line('g1', 'A', 2, 'Kitchen')], [{ InventoryID: 'A', Quantity: 2, TransactionDescription: 'Kitchen' }])).toEqual([]);
  });
});

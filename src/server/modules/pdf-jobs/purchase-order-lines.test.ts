import { describe, expect, it } from 'vitest';
import type { Viewer } from '#server/lib/context';
import type { DocumentRoom, DocumentSpec } from '#server/modules/documents/specbook-document.service';
import { priceBasisOf, purchaseOrderContent } from './purchase-order-lines';

function spec(overrides: Partial<DocumentSpec>): DocumentSpec {
  return {
    joinId: 1,
    specId: 1,
    categoryId: 1,
    name: 'Faucet',
    description: null,
    modelNumber: 'M-1',
    manufacturerName: 'Aquaterra',
    finish: 'Chrome',
    qty: 1,
    status: 'open',
    isOptional: false,
    listPrice: '20.00',
    salePrice: '15.00',
    cost: '10.00',
    shippingCost: null,
    tags: [],
    imageName: null,
    files: [],
    ...overrides,
  };
}

const rooms: DocumentRoom[] = [
  { id: 1, name: 'Bath', specs: [spec({ modelNumber: 'Z-1', manufacturerName: 'zenith', qty: 3, cost: '0.10' }), spec({ qty: 2, cost: '10.005' })] },
  { id: null, name: 'Miscellaneous', specs: [spec({ modelNumber: 'OPT', isOptional: true, cost: '999.00' }), spec({ modelNumber: 'M-2', manufacturerName: '  ', cost: null, qty: 4 })] },
];

const viewer = (kind: Viewer['kind'], showListPrice: boolean, showSalePrice: boolean): Viewer => ({
  kind,
  specbookId: 1,
  memberId: kind === 'qr' ? null : 5,
  name: 'V',
  email: 'v@example.com',
  permissions: { showListPrice, showSalePrice, showModelNumbers: true, canApprove: false, showNotifications: false },
});

describe('purchaseOrderContent', () => {
  it('groups by manufacturer A–Z, leaves optional specs out and totals at cost to the cent', () => {
    const content = purchaseOrderContent(rooms, priceBasisOf(undefined));
    expect(content.groups.map((g) => [g.manufacturer, g.lines.map((l) => l.modelNumber), g.total, g.missing])).toEqual([
      ['Aquaterra', ['M-1'], '20.02', 0],
      ['Other', ['M-2'], '0.00', 1],
      ['zenith', ['Z-1'], '0.30', 0],
    ]);
    expect(content.groups[0]!.lines[0]).toMatchObject({ unit: '10.01', extended: '20.02', room: 'Bath', finish: 'Chrome' });
    expect(content.groups[1]!.lines[0]).toMatchObject({ unit: null, extended: null });
    expect(content).toMatchObject({ lineCount: 3, quantity: 9, total: '20.32', missing: 1 });
  });

  it('leaves rejected specs out of the order', () => {
    const withRejected: DocumentRoom[] = [{ id: 1, name: 'Bath', specs: [spec({ modelNumber: 'KEEP' }), spec({ modelNumber: 'NO', status: 'rejected', cost: '50.00' })] }];
    const content = purchaseOrderContent(withRejected, priceBasisOf(undefined));
    expect(content.groups.flatMap((g) => g.lines.map((l) => l.modelNumber))).toEqual(['KEEP']);
    expect(content).toMatchObject({ lineCount: 1, total: '10.00', missing: 0 });
  });

  it("prices a viewer's copy at the sale (else list) or list price, and a QR reader's without prices", () => {
    expect(priceBasisOf(viewer('especbook', false, true))?.label).toBe('Price');
    expect(purchaseOrderContent(rooms, priceBasisOf(viewer('especbook', true, true))).total).toBe('135.00');
    expect(purchaseOrderContent([{ id: 1, name: 'B', specs: [spec({ salePrice: null })] }], priceBasisOf(viewer('especbook', false, true))).total).toBe('20.00');
    expect(purchaseOrderContent(rooms, priceBasisOf(viewer('especbook', true, false))).total).toBe('180.00');
    expect(priceBasisOf(viewer('especbook', false, false))).toBeNull();
    const qr = purchaseOrderContent(rooms, priceBasisOf(viewer('qr', true, true)));
    expect(qr.total).toBeNull();
    expect(qr.missing).toBe(0);
    expect(qr.groups.flatMap((g) => g.lines.map((l) => l.unit))).toEqual([null, null, null]);
  });
});

import { describe, expect, it } from 'vitest';
import { assignLines, bestOffer, draftOf, indexOffers, unitPrice } from './order-calculation';
import type { OrderOffer, OrderSourceLine } from './order-sources';

function line(joinId: number, specId: number, extra: Partial<OrderSourceLine> = {}): OrderSourceLine {
  return {
    joinId,
    specId,
    name: `Spec ${specId}`,
    modelNumber: `M-${specId}`,
    manufacturerName: 'Kohler',
    categoryId: 1,
    categoryName: 'Kitchen',
    categoryOrder: 0,
    quantity: 1,
    status: 'approved',
    isOptional: false,
    cost: null,
    listPrice: null,
    shippingCost: null,
    shippingMethod: null,
    salePrice: null,
    sourceSpecbookId: null,
    sourceSpecSpecbookId: null,
    ...extra,
  };
}

function offer(sellerId: number, specId: number, price: string | null, preferred = false): OrderOffer {
  return { sellerId, sellerName: `Seller ${sellerId}`, sellerEmail: null, preferred, specId, price, leadTime: null, inventoryStatus: null, inventoryQuantity: null };
}

describe('purchase-order assignment', () => {
  it('prefers a preferred seller over a cheaper one, then the lowest price, then no price, then the lowest seller id', () => {
    expect(bestOffer([offer(1, 7, '10.00'), offer(2, 7, '99.00', true)], 7)?.sellerId).toBe(2);
    expect(bestOffer([offer(3, 7, null), offer(1, 7, '10.01'), offer(2, 7, '10.00')], 7)?.sellerId).toBe(2);
    expect(bestOffer([offer(3, 7, null), offer(2, 7, null)], 7)?.sellerId).toBe(2);
    expect(bestOffer([offer(5, 7, '9.00'), offer(4, 7, '9.00')], 7)?.sellerId).toBe(4);
    expect(bestOffer([offer(1, 8, '1.00')], 7)).toBeUndefined();
  });

  it('gives a spec to the first listed seller naming it, else to the best offer, else leaves it unassigned', () => {
    const lines = [line(1, 7), line(2, 8), line(3, 9)];
    const result = assignLines(lines, [{ id: 5, specs: [2] }, { id: 6, specs: [2, 1] }], [offer(9, 7, '1.00'), offer(9, 8, '1.00')]);
    expect([...result.bySeller.entries()].map(([id, ls]) => [id, ls.map((l) => l.joinId)])).toEqual([
      [6, [1]],
      [5, [2]],
    ]);
    expect(result.unassigned.map((l) => l.joinId)).toEqual([3]);
  });

  it('prices a line at its seller’s offer, else the spec cost, else not at all', () => {
    expect(unitPrice(line(1, 7, { cost: '12.5' }), offer(1, 7, '10'))).toBe('10.00');
    expect(unitPrice(line(1, 7, { cost: '12.5' }), offer(1, 7, null))).toBe('12.50');
    expect(unitPrice(line(1, 7), undefined)).toBeNull();
  });

  it('sums a draft exact to the cent: lines × quantity, shipping per unit × quantity when calculated, missing prices counted', () => {
    const lines = [line(1, 7, { quantity: 3, shippingCost: '0.10' }), line(2, 8, { quantity: 7, cost: '0.07' }), line(3, 9)];
    const offers = indexOffers([offer(1, 7, '0.10')]);
    const seller = { id: 1, name: 'Seller 1', email: null, preferred: false };
    expect(draftOf(seller, lines, offers, 40, true)).toMatchObject({ specCount: 3, subtotal: '0.79', shipping: '0.30', total: '1.09', missingPrices: 1 });
    expect(draftOf(seller, lines, offers, 40, false)).toMatchObject({ subtotal: '0.79', shipping: '0.00', total: '0.79' });
  });
});

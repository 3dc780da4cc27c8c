import { describe, expect, it } from 'vitest';
import { LINE_ITEM_MESSAGES as M } from '#shared/lib/line-item-messages';
import { ZLineItemCreate, ZLineItemUpdate, ZLineItemUpsert } from './line-item';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message) ?? [];

describe('line item bodies', () => {
  it('reads a new line item: defaults, prices as "12.50", name trimmed', () => {
    expect(ZLineItemCreate.parse({ name: '  Delivery ', listPrice: 75, salePrice: '60.5' })).toEqual({
      name: 'Delivery',
      quantity: 1,
      listPrice: '75.00',
      salePrice: '60.50',
      isTaxable: false,
      isShipping: false,
    });
  });

  it('refuses a blank or long name, a bad quantity, a bad price and no price at all', () => {
    expect(messages(ZLineItemCreate.safeParse({ name: ' ', salePrice: 1 }))).toEqual([M.nameRequired]);
    expect(messages(ZLineItemCreate.safeParse({ name: 'x'.repeat(256), salePrice: 1 }))).toEqual([M.nameMax]);
    expect(messages(ZLineItemCreate.safeParse({ name: 'A', quantity: 1.5, salePrice: 1 }))).toEqual([M.quantityWhole]);
    expect(messages(ZLineItemCreate.safeParse({ name: 'A', quantity: 0, salePrice: 1 }))).toEqual([M.quantityMin]);
    for (const price of ['-1', '1.005', 'abc', -2, 12345678901]) {
      expect(messages(ZLineItemCreate.safeParse({ name: 'A', salePrice: price }))).toEqual([M.priceInvalid]);
    }
    expect(messages(ZLineItemCreate.safeParse({ name: 'A', listPrice: '', salePrice: null }))).toEqual([M.priceRequired]);
    expect(ZLineItemCreate.safeParse({ name: 'A', salePrice: 0 }).success).toBe(true);
  });

  it('reads a partial update and clears a price with null', () => {
    expect(ZLineItemUpdate.parse({ salePrice: null, status: 'quoted' })).toEqual({ salePrice: null, status: 'quoted' });
    expect(messages(ZLineItemUpdate.safeParse({ status: 'paid' }))).toEqual([M.statusInvalid]);
  });

  it('reads an upsert of posts and patches; any other entry says the payload is not correct', () => {
    const ok = ZLineItemUpsert.parse({
      upsertLineItemsRequest: { LineItems: [{ method: 'post', payload: { name: 'Fee', salePrice: 5 } }, { method: 'patch', payload: { id: 3, quantity: 2 } }] },
    });
    expect(ok.upsertLineItemsRequest.LineItems.map((e) => e.method)).toEqual(['post', 'patch']);
    const bad = [
      [{ method: 'put', payload: { name: 'Fee', salePrice: 5 } }],
      [{ method: 'patch', payload: { quantity: 2 } }],
      [{ method: 'post' }],
      ['post'],
      [],
    ];
    for (const LineItems of bad) {
      const result = ZLineItemUpsert.safeParse({ upsertLineItemsRequest: { LineItems } });
      expect(messages(result)[0], JSON.stringify(LineItems)).toBe(M.upsertPayload);
    }
  });
});

describe('line item form messages', () => {
  it('says a price is missing also when the name is missing', () => {
    expect(messages(ZLineItemCreate.safeParse({ name: '', listPrice: null, salePrice: null }))).toEqual([M.nameRequired, M.priceRequired]);
  });
});

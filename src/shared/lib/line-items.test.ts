import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineItemListTotal, lineItemStatusOf, lineItemTotal, lineItemUnitPrice } from './line-items';
import { fromCents, toCents } from './money';

/** A price as stored (numeric(12,2)) or null. */
const price = fc.option(fc.integer({ min: 0, max: 99_999_999 }).map((cents) => fromCents(cents)), { nil: null });
const quantity = fc.integer({ min: 1, max: 1_000_000 });

describe('line item money rules', () => {
  it('unit price: the sale price when both are set, else the list price, else the sale price', () => {
    expect(lineItemUnitPrice({ listPrice: '100.00', salePrice: '80.00' })).toBe('80.00');
    expect(lineItemUnitPrice({ listPrice: '100.00', salePrice: null })).toBe('100.00');
    expect(lineItemUnitPrice({ listPrice: null, salePrice: '80.00' })).toBe('80.00');
    expect(lineItemUnitPrice({ listPrice: null, salePrice: null })).toBeNull();
    fc.assert(
      fc.property(price, price, (listPrice, salePrice) => {
        const unit = lineItemUnitPrice({ listPrice, salePrice });
        if (listPrice !== null && salePrice !== null) expect(unit).toBe(salePrice);
        else expect(unit).toBe(listPrice ?? salePrice);
      }),
    );
  });

  it('rounds a unit price half-up to the cent', () => {
    expect(lineItemUnitPrice({ listPrice: null, salePrice: '1.005' })).toBe('1.01');
    expect(lineItemUnitPrice({ listPrice: '2.674', salePrice: null })).toBe('2.67');
    expect(lineItemTotal({ listPrice: null, salePrice: '0.125' }, 3)).toBe('0.39');
  });

  it('total = unit price × quantity exactly, in cents; list total = (list ?? sale) × quantity', () => {
    fc.assert(
      fc.property(price, price, quantity, (listPrice, salePrice, qty) => {
        const unitCents = BigInt(toCents(lineItemUnitPrice({ listPrice, salePrice })));
        expect(lineItemTotal({ listPrice, salePrice }, qty)).toBe(fromCents(unitCents * BigInt(qty)));
        expect(lineItemListTotal({ listPrice, salePrice }, qty)).toBe(fromCents(BigInt(toCents(listPrice ?? salePrice)) * BigInt(qty)));
        expect(toCents(lineItemTotal({ listPrice, salePrice }, qty)) % qty).toBe(0);
      }),
    );
  });

  it('answers the status on the wire; an unknown stored status reads as quoted', () => {
    expect(lineItemStatusOf('approved')).toEqual({ specbookLineStatusId: 2, specbookLineStatusName: 'Approved', specbookLineStatusIsFinancial: true });
    expect(lineItemStatusOf('quoted')).toEqual({ specbookLineStatusId: 1, specbookLineStatusName: 'Quoted', specbookLineStatusIsFinancial: false });
    expect(lineItemStatusOf('other').specbookLineStatusId).toBe(1);
  });
});

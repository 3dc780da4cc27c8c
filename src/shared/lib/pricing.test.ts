import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { toUnits } from './money';
import {
  shownMargin,
  shownMultiplier,
  PRICE_FIELD_TYPES,
  applyPriceEdit,
  applyPriceEdits,
  buildTotalsBlock,
  displayTotal,
  hasCost,
  lineTotal,
  priceChanged,
  priceFacts,
  summaryKind,
  type PriceEdit,
  type PriceRecord,
} from './pricing';
import { PRICING_MESSAGES as M } from './pricing-messages';

const EMPTY: PriceRecord = {
  listPrice: null,
  salePrice: null,
  cost: null,
  multiplier: null,
  multiplierLabel: null,
  profitMargin: null,
  shippingCost: null,
  qty: 1,
};
const PRICED: PriceRecord = { ...EMPTY, listPrice: '100.00', salePrice: '65.00', cost: '40.00', multiplier: '0.6500', profitMargin: '38.46', qty: 2 };

function ok(record: PriceRecord, ...edits: PriceEdit[]): PriceRecord {
  const result = applyPriceEdits(record, edits);
  if (!result.ok) throw new Error(`${result.field}: ${result.message}`);
  return result.price;
}
function fail(record: PriceRecord, edit: PriceEdit) {
  const result = applyPriceEdit(record, edit);
  if (result.ok) throw new Error('expected a failure');
  return { field: result.field, message: result.message };
}

describe('price edits', () => {
  it('list: sale follows the multiplier, then the margin', () => {
    const price = ok(PRICED, { fieldType: 'price', fieldValue: '200' });
    expect(price).toMatchObject({ listPrice: '200.00', salePrice: '130.00', multiplier: '0.6500', cost: '40.00', profitMargin: '69.23' });
  });

  it('list without a multiplier: the multiplier follows from the sale price; with neither the sale follows the list', () => {
    expect(ok({ ...EMPTY, salePrice: '50.00' }, { fieldType: 'price', fieldValue: 80 })).toMatchObject({ multiplier: '0.6250', salePrice: '50.00' });
    const bare = ok(EMPTY, { fieldType: 'price', fieldValue: '$1,234.5' });
    expect(bare).toMatchObject({ listPrice: '1234.50', salePrice: null, multiplier: null, profitMargin: '100.00' });
    expect(priceFacts(bare)).toMatchObject({ sale: '1234.50', total: '1234.50', hasCost: false });
  });

  it('sale: multiplier = sale / list; clearing it clears the multiplier', () => {
    expect(ok(PRICED, { fieldType: 'sale_price', fieldValue: '70' })).toMatchObject({ salePrice: '70.00', multiplier: '0.7000', profitMargin: '42.86' });
    expect(ok({ ...EMPTY, salePrice: '1.00' }, { fieldType: 'sale_price', fieldValue: 3 })).toMatchObject({ salePrice: '3.00', multiplier: null });
    expect(ok(PRICED, { fieldType: 'sale_price', fieldValue: null })).toMatchObject({ salePrice: null, multiplier: null, profitMargin: '60.00' });
    expect(ok(PRICED, { fieldType: 'sale_price', fieldValue: '' })).toMatchObject({ salePrice: null });
  });

  it('multiplier: sale = list × multiplier (half-up to the cent)', () => {
    expect(ok(PRICED, { fieldType: 'multiplier', fieldValue: '0.555' })).toMatchObject({ salePrice: '55.50', multiplier: '0.5550' });
    expect(ok({ ...PRICED, listPrice: '0.99' }, { fieldType: 'multiplier', fieldValue: 0.5 })).toMatchObject({ salePrice: '0.50' }); // 0.495 → 0.50
    expect(ok({ ...EMPTY, salePrice: '5.00' }, { fieldType: 'multiplier', fieldValue: 2 })).toMatchObject({ salePrice: '5.00', multiplier: '2.0000' });
  });

  it('cost: margin only', () => {
    const price = ok(PRICED, { fieldType: 'cost', fieldValue: '52' });
    expect(price).toMatchObject({ salePrice: '65.00', cost: '52.00', profitMargin: '20.00' });
    expect(hasCost(price.cost)).toBe(true);
    expect(hasCost(ok(PRICED, { fieldType: 'cost', fieldValue: 0 }).cost)).toBe(false);
    expect(ok(PRICED, { fieldType: 'cost', fieldValue: null })).toMatchObject({ cost: null, profitMargin: '100.00' });
  });

  it('profit margin: sale = cost / (1 − margin), then the multiplier', () => {
    expect(ok(PRICED, { fieldType: 'profit_margin', fieldValue: '50%' })).toMatchObject({ salePrice: '80.00', multiplier: '0.8000', profitMargin: '50.00' });
    expect(ok(PRICED, { fieldType: 'profit_margin', fieldValue: -25 })).toMatchObject({ salePrice: '32.00', profitMargin: '-25.00' });
    expect(fail(PRICED, { fieldType: 'profit_margin', fieldValue: 100 })).toEqual({ field: 'profitMargin', message: M.marginTooHigh });
    expect(fail(PRICED, { fieldType: 'profit_margin', fieldValue: '120' }).message).toBe(M.marginTooHigh);
    expect(fail({ ...PRICED, cost: null }, { fieldType: 'profit_margin', fieldValue: 30 }).message).toBe(M.marginNeedsCost);
    expect(fail(PRICED, { fieldType: 'profit_margin', fieldValue: null }).message).toBe(M.marginNumber);
  });

  it('qty, shipping cost and multiplier label are just set', () => {
    expect(ok(PRICED, { fieldType: 'qty', fieldValue: '5' })).toMatchObject({ qty: 5, salePrice: '65.00' });
    expect(lineTotal(ok(PRICED, { fieldType: 'qty', fieldValue: 3 }))).toBe('195.00');
    expect(ok(PRICED, { fieldType: 'shipping_cost', fieldValue: '12.345' })).toMatchObject({ shippingCost: '12.35' });
    expect(ok(PRICED, { fieldType: 'multiplier_label', fieldValue: '  Trade ' })).toMatchObject({ multiplierLabel: 'Trade' });
    expect(ok(PRICED, { fieldType: 'multiplier_label', fieldValue: '' })).toMatchObject({ multiplierLabel: null });
  });

  it('applies a list in order and is all-or-nothing', () => {
    const price = ok(EMPTY, { fieldType: 'price', fieldValue: 100 }, { fieldType: 'cost', fieldValue: 30 }, { fieldType: 'multiplier', fieldValue: 0.6 });
    expect(price).toMatchObject({ listPrice: '100.00', salePrice: '60.00', cost: '30.00', multiplier: '0.6000', profitMargin: '50.00' });
    const result = applyPriceEdits(EMPTY, [{ fieldType: 'price', fieldValue: 100 }, { fieldType: 'cost', fieldValue: -1 }]);
    expect(result).toEqual({ ok: false, field: 'cost', message: M.costNegative });
  });

  it('refuses bad values with the field and a clear message', () => {
    const cases: [PriceEdit, string, string][] = [
      [{ fieldType: 'price', fieldValue: '-5' }, 'listPrice', M.listPositive],
      [{ fieldType: 'price', fieldValue: '0' }, 'listPrice', M.listPositive],
      [{ fieldType: 'price', fieldValue: '12abc' }, 'listPrice', M.listDigits],
      [{ fieldType: 'price', fieldValue: '10000000000' }, 'listPrice', M.amountTooLarge('List price')],
      [{ fieldType: 'sale_price', fieldValue: -1 }, 'salePrice', M.saleNegative],
      [{ fieldType: 'sale_price', fieldValue: 'x' }, 'salePrice', M.saleNumber],
      [{ fieldType: 'cost', fieldValue: '1,2' }, 'cost', M.costNumber],
      [{ fieldType: 'shipping_cost', fieldValue: -0.01 }, 'shippingCost', M.shippingNegative],
      [{ fieldType: 'multiplier', fieldValue: -0.5 }, 'multiplier', M.multiplierNegative],
      [{ fieldType: 'multiplier', fieldValue: null }, 'multiplier', M.multiplierNumber],
      [{ fieldType: 'multiplier', fieldValue: Number.NaN }, 'multiplier', M.multiplierNumber],
      [{ fieldType: 'multiplier', fieldValue: '1000000' }, 'multiplier', M.multiplierTooLarge],
      [{ fieldType: 'qty', fieldValue: 0 }, 'qty', M.qtyMin],
      [{ fieldType: 'qty', fieldValue: 1.5 }, 'qty', M.qtyNumber],
      [{ fieldType: 'qty', fieldValue: 'two' }, 'qty', M.qtyNumber],
      [{ fieldType: 'qty', fieldValue: 1_000_001 }, 'qty', M.qtyMax],
      [{ fieldType: 'multiplier_label', fieldValue: 'x'.repeat(101) }, 'multiplierLabel', M.multiplierLabelTooLong],
      [{ fieldType: 'nope' as PriceEdit['fieldType'], fieldValue: 1 }, 'fieldType', M.fieldType],
    ];
    for (const [edit, field, message] of cases) expect(fail(PRICED, edit)).toEqual({ field, message });
  });

  it('refuses results that do not fit their columns', () => {
    expect(fail({ ...PRICED, listPrice: '9999999999.00' }, { fieldType: 'multiplier', fieldValue: 2 }).message).toBe(M.resultTooLarge);
    expect(fail({ ...PRICED, listPrice: '0.01' }, { fieldType: 'sale_price', fieldValue: '999999' }).message).toBe(M.resultMultiplierTooLarge);
    expect(fail({ ...PRICED, salePrice: '0.01', listPrice: null }, { fieldType: 'cost', fieldValue: '100000' }).message).toBe(M.resultMarginOutOfRange);
  });

  it('tells price changes from quantity and label changes', () => {
    expect(priceChanged(PRICED, ok(PRICED, { fieldType: 'qty', fieldValue: 9 }))).toBe(false);
    expect(priceChanged(PRICED, ok(PRICED, { fieldType: 'multiplier_label', fieldValue: 'A' }))).toBe(false);
    expect(priceChanged(PRICED, ok(PRICED, { fieldType: 'cost', fieldValue: 1 }))).toBe(true);
  });
});

// ---- properties ------------------------------------------------------------------------------

const cents = (max: number) => fc.integer({ min: 0, max }).map((c) => (c / 100).toFixed(2));
const editArb: fc.Arbitrary<PriceEdit> = fc.oneof(
  fc.record({ fieldType: fc.constant('price' as const), fieldValue: fc.oneof(cents(10_000_000), fc.constant(null)) }),
  fc.record({ fieldType: fc.constant('sale_price' as const), fieldValue: fc.oneof(cents(10_000_000), fc.constant(null)) }),
  fc.record({ fieldType: fc.constant('multiplier' as const), fieldValue: fc.integer({ min: 0, max: 40_000 }).map((u) => (u / 10_000).toFixed(4)) }),
  fc.record({ fieldType: fc.constant('cost' as const), fieldValue: fc.oneof(cents(10_000_000), fc.constant(null)) }),
  fc.record({ fieldType: fc.constant('profit_margin' as const), fieldValue: fc.integer({ min: -20_000, max: 9_999 }).map((h) => (h / 100).toFixed(2)) }),
  fc.record({ fieldType: fc.constant('qty' as const), fieldValue: fc.integer({ min: 1, max: 500 }) }),
  fc.record({ fieldType: fc.constant('shipping_cost' as const), fieldValue: cents(100_000) }),
);

/** Every consistency rule a stored price keeps, checked with plain rational arithmetic. */
function expectConsistent(price: PriceRecord) {
  const list = price.listPrice === null ? null : toUnits(price.listPrice, 2);
  const sale = price.salePrice === null ? null : toUnits(price.salePrice, 2);
  const cost = price.cost === null ? 0 : toUnits(price.cost, 2);
  for (const money of [price.listPrice, price.salePrice, price.cost, price.shippingCost]) {
    if (money !== null) expect(money).toMatch(/^\d+\.\d{2}$/);
  }
  // sale ≈ list × multiplier: within half a cent plus the multiplier's own rounding (½ × 0.0001 × list).
  if (list !== null && list > 0 && sale !== null && price.multiplier !== null) {
    const product = list * toUnits(price.multiplier, 4); // cents × 10^4
    expect(Math.abs(sale * 10_000 - product)).toBeLessThanOrEqual(5_000 + list * 0.5 + 1e-6);
  }
  const effective = sale ?? list ?? 0;
  const margin = effective === 0 ? 0 : ((effective - cost) / effective) * 100;
  expect(Math.abs(Number(price.profitMargin) - margin)).toBeLessThanOrEqual(0.005 + 1e-9);
}

describe('price properties', () => {
  it('every edit keeps sale, multiplier and margin consistent (or is refused, changing nothing)', () => {
    fc.assert(
      fc.property(fc.array(editArb, { minLength: 1, maxLength: 12 }), (edits) => {
        let price = EMPTY;
        for (const edit of edits) {
          const result = applyPriceEdit(price, edit);
          if (!result.ok) continue;
          price = result.price;
          expectConsistent(price);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('editing list or multiplier sets sale = round(list × multiplier) exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }).map((c) => (c / 100).toFixed(2)), fc.integer({ min: 0, max: 30_000 }), (list, units) => {
        const price = ok(EMPTY, { fieldType: 'multiplier', fieldValue: (units / 10_000).toFixed(4) }, { fieldType: 'price', fieldValue: list });
        const expected = (BigInt(toUnits(list, 2)) * BigInt(units) * 2n + 10_000n) / 20_000n; // half-up
        expect(price.salePrice).toBe((Number(expected) / 100).toFixed(2));
      }),
    );
  });

  it('setting a value twice changes nothing the second time (no drift)', () => {
    fc.assert(
      fc.property(fc.array(editArb, { minLength: 1, maxLength: 6 }), editArb, (setup, edit) => {
        const base = applyPriceEdits(EMPTY, setup);
        if (!base.ok) return;
        const once = applyPriceEdit(base.price, edit);
        if (!once.ok) return;
        const twice = applyPriceEdit(once.price, edit);
        expect(twice).toEqual(once);
      }),
      { numRuns: 300 },
    );
  });

  it('covers every field type', () => {
    expect(PRICE_FIELD_TYPES).toHaveLength(8);
  });
});

describe('totals', () => {
  const sums = { listCents: 100_000, saleCents: 70_000, costCents: 40_000, shippingCents: 2_550 };

  it('builds T with summaries: tax on the subtotal half-up, total = subtotal + shipping + tax', () => {
    const block = buildTotalsBlock(sums, { taxRateHundredths: 825, shipping: true, summary: true });
    expect(block).toEqual({
      list: '1000.00',
      sale: '700.00',
      cost: '400.00',
      profit: '300.00',
      subtotalAsCurrency: '$700.00',
      listTotalAsCurrency: '$1,000.00',
      summary: {
        all: { subtotal: '700.00', savings: '300.00', shipping: '25.50', tax: '57.75', total: '783.25' },
        list: { subtotal: '1000.00', savings: '0.00', shipping: '25.50', tax: '82.50', total: '1108.00' },
        sale: { subtotal: '700.00', savings: '0.00', shipping: '25.50', tax: '57.75', total: '783.25' },
      },
    });
    const bare = buildTotalsBlock({ listCents: 0, saleCents: 0, costCents: 0, shippingCents: 0 }, { taxRateHundredths: 0, shipping: true, summary: false });
    expect(bare).toEqual({ list: '0.00', sale: '0.00', cost: '0.00', profit: '0.00', subtotalAsCurrency: '$0.00', listTotalAsCurrency: '$0.00' });
    const noShipping = buildTotalsBlock(sums, { taxRateHundredths: 0, shipping: false, summary: true });
    expect(noShipping.summary?.sale).toEqual({ subtotal: '700.00', savings: '0.00', shipping: '0.00', tax: '0.00', total: '700.00' });
  });

  it('adds line items: to list and sale, shipping lines to shipping whatever the calculation, tax only on taxable amounts', () => {
    const lineItems = { listCents: 20_000, saleCents: 15_000, untaxedListCents: 10_000, untaxedSaleCents: 10_000, shippingCents: 5_000 };
    const block = buildTotalsBlock(sums, { taxRateHundredths: 1000, shipping: false, summary: true }, lineItems);
    expect(block).toMatchObject({ list: '1200.00', sale: '850.00', cost: '400.00', profit: '450.00' });
    // sale: taxable 850 − 100 = 750 → tax 75.00; shipping = the delivery line only (calculation off)
    expect(block.summary?.sale).toEqual({ subtotal: '850.00', savings: '0.00', shipping: '50.00', tax: '75.00', total: '975.00' });
    expect(block.summary?.all).toEqual({ subtotal: '850.00', savings: '350.00', shipping: '50.00', tax: '75.00', total: '975.00' });
    expect(block.summary?.list).toEqual({ subtotal: '1200.00', savings: '0.00', shipping: '50.00', tax: '110.00', total: '1360.00' });
  });

  it('tax = (subtotal − untaxed) × rate half-up and total = subtotal + shipping + tax, for any sums', () => {
    const cents = fc.integer({ min: 0, max: 10_000_000 });
    fc.assert(
      fc.property(cents, cents, cents, cents, fc.integer({ min: 0, max: 10_000 }), fc.boolean(), (sale, untaxed, shipping, lineShipping, rate, calc) => {
        const lineItems = { listCents: untaxed, saleCents: untaxed, untaxedListCents: untaxed, untaxedSaleCents: untaxed, shippingCents: lineShipping };
        const block = buildTotalsBlock({ listCents: sale, saleCents: sale, costCents: 0, shippingCents: shipping }, { taxRateHundredths: rate, shipping: calc, summary: true }, lineItems);
        const line = block.summary!.sale;
        // the taxable part is `sale` (the line items here are all untaxed): tax = sale × rate, half-up
        expect(toUnits(line.tax, 2)).toBe(Number((BigInt(sale) * BigInt(rate) * 2n + 10_000n) / 20_000n));
        expect(toUnits(line.shipping, 2)).toBe((calc ? shipping : 0) + lineShipping);
        expect(toUnits(line.total, 2)).toBe(toUnits(line.subtotal, 2) + toUnits(line.shipping, 2) + toUnits(line.tax, 2));
      }),
    );
  });

  it('display rule: list and sale → subtotal; list only → list total; otherwise subtotal', () => {
    const block = buildTotalsBlock(sums, { taxRateHundredths: 0, shipping: true, summary: true });
    expect(summaryKind({ showList: true, showSale: true })).toBe('all');
    expect(summaryKind({ showList: true, showSale: false })).toBe('list');
    expect(summaryKind({ showList: false, showSale: true })).toBe('sale');
    expect(summaryKind({ showList: false, showSale: false })).toBe('sale');
    expect(displayTotal(block, { showList: true, showSale: true })).toBe('700.00');
    expect(displayTotal(block, { showList: true, showSale: false })).toBe('1000.00');
    expect(displayTotal(block, { showList: false, showSale: false })).toBe('700.00');
    expect(displayTotal({ list: '5.00', sale: '4.00' }, { showList: true, showSale: false })).toBe('5.00');
    expect(displayTotal({ list: '5.00', sale: '4.00' }, { showList: false, showSale: true })).toBe('4.00');
  });
});

describe('what the margin and multiplier fields show', () => {
  const catalogue = { list: '100.00', sale: '80.00', cost: null, multiplier: null, profitMargin: '100.00' };

  it("shows no margin ('—') while the cost is blank or 0, where the arithmetic says 100 %", () => {
    expect(shownMargin(catalogue)).toBeNull();
    expect(shownMargin({ cost: '0.00', profitMargin: '100.00' })).toBeNull();
  });

  it('shows the stored margin once a cost exists', () => {
    expect(shownMargin({ cost: '50.00', profitMargin: '37.50' })).toBe('37.50');
    expect(shownMargin({ cost: '120.00', profitMargin: '-50.00' })).toBe('-50.00');
  });

  it('shows the multiplier a sale price implies (sale / list) when none is stored', () => {
    expect(shownMultiplier(catalogue)).toBe('0.8000');
    expect(shownMultiplier({ list: '3.00', sale: '1.00', multiplier: null })).toBe('0.3333');
    expect(shownMultiplier({ list: '3.00', sale: '2.00', multiplier: null })).toBe('0.6667');
  });

  it('prefers the stored multiplier, and shows none without both prices or with a list of 0', () => {
    expect(shownMultiplier({ list: '100.00', sale: '80.00', multiplier: '0.7999' })).toBe('0.7999');
    expect(shownMultiplier({ list: '100.00', sale: null, multiplier: null })).toBeNull();
    expect(shownMultiplier({ list: null, sale: '80.00', multiplier: null })).toBeNull();
    expect(shownMultiplier({ list: '0.00', sale: '80.00', multiplier: null })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { toUnits } from './money';
import { priceFacts, type PriceRecord } from './pricing';
import { normalized, priceByGroup, ruleFor, type GroupRule } from './pricing-groups';

const money = (min: number, max: number) => fc.integer({ min, max }).map((c) => (c / 100).toFixed(2));
const multiplier = fc.integer({ min: 1, max: 30_000 }).map((u) => (u / 10_000).toFixed(4));
const profit = fc.integer({ min: -5_000, max: 9_500 }).map((h) => (h / 100).toFixed(2));

/** A stored price: list, sale, cost and multiplier independent (as imports and edits leave them). */
const recordArb: fc.Arbitrary<PriceRecord> = fc.record({
  listPrice: fc.option(money(1, 5_000_000), { nil: null }),
  salePrice: fc.option(money(0, 5_000_000), { nil: null }),
  cost: fc.option(money(0, 2_000_000), { nil: null }),
  multiplier: fc.option(multiplier, { nil: null }),
  multiplierLabel: fc.constant(null),
  profitMargin: fc.constant(null),
  shippingCost: fc.option(money(0, 10_000), { nil: null }),
  qty: fc.integer({ min: 1, max: 50 }),
});
const ruleArb: fc.Arbitrary<GroupRule> = fc.record({
  base: fc.constantFrom('list' as const, 'cost' as const),
  multiplier,
  profit: fc.option(profit, { nil: null }),
});

const cents = (v: string | null) => (v === null ? 0 : toUnits(v, 2));

describe('priceByGroup (property)', () => {
  it('base list with a list price: sale = list × multiplier, half-up to the cent', () => {
    fc.assert(
      fc.property(recordArb, ruleArb, (record, rule) => {
        fc.pre(record.listPrice !== null && (rule.base === 'list' || rule.profit === null || cents(record.cost) === 0));
        const after = priceByGroup(record, rule);
        const exact = (cents(record.listPrice) * toUnits(rule.multiplier, 4)) / 10_000;
        // Refused only when the margin would not fit its column (cost above 1000 × the sale).
        if (cents(record.cost) < 999 * exact) {
          expect(Math.abs(cents(priceFacts(after).sale) - exact)).toBeLessThanOrEqual(0.5);
          expect(after.multiplier).toBe(rule.multiplier);
        } else expect([after, normalized(record)]).toContainEqual(after);
      }),
    );
  });

  it('base cost with a cost: the margin is the group’s profit (to the rounding of a cent)', () => {
    fc.assert(
      fc.property(recordArb, ruleArb, (record, rule) => {
        fc.pre(rule.base === 'cost' && rule.profit !== null && cents(record.cost) > 0);
        const after = priceByGroup(record, rule);
        const sale = cents(priceFacts(after).sale);
        fc.pre(sale > 0 && after.salePrice !== record.salePrice);
        // margin = 1 − cost / sale: half a cent of rounding moves it by at most cost × ½ / (sale × (sale − ½)),
        // and the margin itself is rounded to 0.01 %.
        const tolerance = ((cents(record.cost) * 0.5) / (sale * (sale - 0.5))) * 100 + 0.005;
        expect(Math.abs(Number(after.profitMargin) - Number(rule.profit))).toBeLessThanOrEqual(tolerance + 1e-9);
      }),
    );
  });

  it('is idempotent and keeps quantity, cost, shipping and label', () => {
    fc.assert(
      fc.property(recordArb, fc.option(ruleArb, { nil: null }), fc.option(money(1, 5_000_000), { nil: null }), (record, rule, vendor) => {
        const once = priceByGroup(record, rule, vendor);
        expect(priceByGroup(once, rule, vendor)).toEqual(once);
        expect([once.qty, once.cost, once.shippingCost, once.multiplierLabel]).toEqual([record.qty, record.cost, record.shippingCost, record.multiplierLabel]);
      }),
    );
  });

  it('a vendor refresh sets the catalogue list price, or changes nothing', () => {
    fc.assert(
      fc.property(recordArb, fc.option(ruleArb, { nil: null }), money(1, 5_000_000), (record, rule, vendor) => {
        const after = priceByGroup(record, rule, vendor);
        // All or nothing: refused only when a result does not fit the columns.
        if (after.listPrice !== vendor) expect(after).toEqual(normalized(record));
      }),
    );
  });
});

describe('priceByGroup (examples)', () => {
  const base: PriceRecord = { listPrice: '100.00', salePrice: null, cost: '60.00', multiplier: null, multiplierLabel: null, profitMargin: null, shippingCost: null, qty: 2 };

  it('prices from the list, from the cost, or leaves a price without what the rule needs', () => {
    expect(priceByGroup(base, { base: 'list', multiplier: '0.8500', profit: null })).toMatchObject({ salePrice: '85.00', multiplier: '0.8500' });
    expect(priceByGroup(base, { base: 'cost', multiplier: '1.0000', profit: '25.00' })).toMatchObject({ salePrice: '80.00', profitMargin: '25.00' });
    const bare = { ...base, listPrice: null, cost: null };
    expect(priceByGroup(bare, { base: 'list', multiplier: '0.5000', profit: '30.00' })).toEqual({ ...bare, profitMargin: '0.00' });
  });

  it('takes the manufacturer’s entry over the group’s own rule', () => {
    const group = { multiplier: '0.9000', profit: '20.00' };
    expect(ruleFor(group, null)).toEqual({ base: 'list', multiplier: '0.9000', profit: '20.00' });
    expect(ruleFor(group, { base: 'cost', multiplier: '1.0000', profit: '40.00' }).base).toBe('cost');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, balanceDueCents, invoiceDraftLines, formatInvoiceDate, invoiceAmounts, invoiceTaxPercent, lineAmounts, paidCents, specbookBillingStatus } from './invoice-money';
import { invoiceStatusOn } from './invoice-status';
import { fromCents, percentOfCents } from './money';

const cents = fc.integer({ min: 0, max: 10_000_000 });
const rate = fc.integer({ min: 0, max: 10_000 });
const line = fc.record({ unitCents: fc.integer({ min: 0, max: 1_000_000 }), quantity: fc.integer({ min: 1, max: 500 }), isTaxable: fc.boolean(), isShipping: fc.boolean() });

describe('invoice lines and totals', () => {
  it('taxes only taxable lines, half-up to the cent, and total = subtotal + tax', () => {
    fc.assert(
      fc.property(line, rate, (l, r) => {
        const a = lineAmounts(l, r);
        expect(a.subtotalCents).toBe(l.unitCents * l.quantity);
        expect(a.taxCents).toBe(l.isTaxable ? percentOfCents(a.subtotalCents, r) : 0);
        expect(a.totalCents).toBe(a.subtotalCents + a.taxCents);
        // half-up: the exact tax is within half a cent, and an exact half rounds up.
        if (l.isTaxable) expect(Math.abs(a.taxCents * 10_000 - a.subtotalCents * r)).toBeLessThanOrEqual(5_000);
      }),
    );
    expect(lineAmounts({ unitCents: 5, quantity: 1, isTaxable: true, isShipping: false }, 1_000).taxCents).toBe(1); // 0.5 cent → 1
  });

  it('adds shipping lines to shipping, the rest to the subtotal; total is every part plus the fee', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), rate, cents, (lines, r, fee) => {
        const amounts = invoiceAmounts(lines.map((l) => ({ ...lineAmounts(l, r), isShipping: l.isShipping })), fee);
        const lineSum = lines.reduce((s, l) => s + lineAmounts(l, r).totalCents, 0);
        expect(amounts.totalCents).toBe(lineSum + fee);
        expect(amounts.shippingCents).toBe(lines.filter((l) => l.isShipping).reduce((s, l) => s + l.unitCents * l.quantity, 0));
        expect(amounts.subtotalCents + amounts.shippingCents + amounts.taxCents + amounts.feeCents).toBe(amounts.totalCents);
      }),
    );
  });
});

describe('payments, refunds and voids', () => {
  const movement = fc.record({
    kind: fc.constantFrom('payment', 'refund', 'void'),
    status: fc.constantFrom('succeeded', 'pending', 'authorized', 'failed', 'canceled'),
    amount: cents.map((c) => fromCents(c)),
  });

  it('paid = succeeded payments − succeeded reversals; nothing else counts', () => {
    fc.assert(
      fc.property(fc.array(movement, { maxLength: 20 }), (movements) => {
        const ok = movements.filter((m) => m.status === 'succeeded');
        const sum = (kinds: string[]) => ok.filter((m) => kinds.includes(m.kind)).reduce((s, m) => s + Math.round(Number(m.amount) * 100), 0);
        expect(paidCents(movements)).toEqual({ paidCents: sum(['payment']) - sum(['refund', 'void']), refundedCents: sum(['refund', 'void']) });
      }),
    );
  });

  it('partial payments up to the total end Paid; the balance never goes below 0', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 10 }), (total, parts) => {
        let paid = 0;
        for (const part of parts) {
          const amount = Math.min(part, balanceDueCents(total, paid));
          if (amount === 0) break;
          paid += amount;
          const status = invoiceStatusOn({ status: 'open', total: fromCents(total), paid: fromCents(paid), refunded: '0', due: null, voided: false }, '2030-01-01');
          expect(status).toBe(paid >= total ? 'paid' : 'partial_paid');
        }
        expect(balanceDueCents(total, paid)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('a full refund reads Refunded, a void wins over everything', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (total) => {
        const base = { status: 'open', total: fromCents(total), due: '2020-01-01', voided: false };
        expect(invoiceStatusOn({ ...base, paid: '0', refunded: fromCents(total) }, '2030-01-01')).toBe('refunded');
        expect(invoiceStatusOn({ ...base, paid: fromCents(total), refunded: '0', voided: true }, '2030-01-01')).toBe('voided');
        expect(invoiceStatusOn({ ...base, paid: '0', refunded: '0' }, '2030-01-01')).toBe('past_due');
        expect(invoiceStatusOn({ ...base, paid: '0', refunded: '0' }, '2020-01-01')).toBe('due_today');
        expect(invoiceStatusOn({ ...base, paid: '0', refunded: '0' }, '2019-12-31')).toBe('open');
      }),
    );
  });

  it('a specbook follows the sums of its invoices', () => {
    expect(specbookBillingStatus({ count: 0, totalCents: 0, paidCents: 0, refundedCents: 0 })).toBeNull();
    expect(specbookBillingStatus({ count: 2, totalCents: 100, paidCents: 0, refundedCents: 0 })).toBe('invoiced');
    expect(specbookBillingStatus({ count: 2, totalCents: 100, paidCents: 40, refundedCents: 0 })).toBe('partial_paid');
    expect(specbookBillingStatus({ count: 2, totalCents: 100, paidCents: 100, refundedCents: 10 })).toBe('paid');
    expect(specbookBillingStatus({ count: 1, totalCents: 100, paidCents: 0, refundedCents: 100 })).toBe('refunded');
  });
});

describe('tax percentage and dates (spec §9)', () => {
  it("is tax ÷ total × 100 with 2 decimals, '0.00%' when either is 0", () => {
    expect(invoiceTaxPercent('29.00', '354.00')).toBe('8.19%');
    expect(invoiceTaxPercent('0', '354.00')).toBe('0.00%');
    expect(invoiceTaxPercent('5.00', '0')).toBe('0.00%');
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 1_000_000 }), (tax, total) => {
        const shown = invoiceTaxPercent(fromCents(tax), fromCents(total));
        expect(shown).toMatch(/^\d+\.\d{2}%$/);
        expect(Math.abs(Number(shown.slice(0, -1)) - (tax / total) * 100)).toBeLessThanOrEqual(0.005 + 1e-9);
      }),
    );
  });

  it("formats a due date as 'Month D, YYYY'", () => {
    expect(formatInvoiceDate('2030-03-04')).toBe('March 4, 2030');
    expect(formatInvoiceDate('2031-12-25T10:00:00.000Z')).toBe('December 25, 2031');
    expect(formatInvoiceDate(null)).toBe('');
    fc.assert(
      fc.property(fc.date({ min: new Date('1990-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }), (date) => {
        const iso = date.toISOString().slice(0, 10);
        const expected = date.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
        expect(formatInvoiceDate(iso)).toBe(expected);
      }),
    );
  });

  it('adds days across months and years', () => {
    expect(addDays('2030-12-25', 15)).toBe('2031-01-09');
    expect(addDays('2030-03-01', -1)).toBe('2030-02-28');
  });
});

describe('the lines of a new invoice', () => {
  const spec = (id: number, shippingCents: number) => ({ source: 'spec' as const, id, label: `S${id}`, status: 'approved', quantity: 1, unitCents: 1000, isTaxable: true, isShipping: false, shippingCents });
  const item = (id: number) => ({ source: 'lineItem' as const, id, label: `L${id}`, status: 'approved', quantity: 1, unitCents: 500, isTaxable: false, isShipping: false, shippingCents: 0 });

  it('bills the kept specs, one Shipping line of their shipping when the specbook calculates it, then the kept line items', () => {
    const sources = [spec(1, 300), spec(2, 200), item(1), item(2)];
    const lines = invoiceDraftLines(sources, { specs: [2], lineItems: [1] }, true);
    expect(lines.map((l) => [l.label, l.unitCents, l.isShipping])).toEqual([['S1', 1000, false], ['Shipping', 300, true], ['L2', 500, false]]);
    expect(invoiceDraftLines(sources, { specs: [], lineItems: [] }, false).map((l) => l.label)).toEqual(['S1', 'S2', 'L1', 'L2']);
    expect(invoiceDraftLines(sources, { specs: [1, 2], lineItems: [1, 2] }, true)).toEqual([]);
  });
});

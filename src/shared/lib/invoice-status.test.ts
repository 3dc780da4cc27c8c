import { describe, expect, it } from 'vitest';
import { INVOICE_STATUSES, invoiceStatusOf, shownInvoiceStatus } from './invoice-status';

describe('invoice status', () => {
  it('has the eleven statuses of reading two, each with its own colour, Open first', () => {
    expect(INVOICE_STATUSES.map((s) => s.label)).toEqual([
      'Open', 'Invoiced', 'Paid', 'Unpaid', 'Refunded', 'Due Today', 'Past Due', 'Failed Payment', 'Partially Paid', 'Pending', 'Voided',
    ]);
    expect(new Set(INVOICE_STATUSES.map((s) => s.color)).size).toBe(INVOICE_STATUSES.length);
  });

  it("shows 'paid' with 0 < paid ≠ total as partial_paid", () => {
    expect(shownInvoiceStatus('paid', '300.00', '800.00')).toBe('partial_paid');
    expect(shownInvoiceStatus('paid', '800.00', '800.00')).toBe('paid');
    expect(shownInvoiceStatus('paid', '800.0', 800)).toBe('paid');
    expect(shownInvoiceStatus('paid', '0.00', '800.00')).toBe('paid');
    expect(shownInvoiceStatus('unpaid', '300.00', '800.00')).toBe('unpaid');
  });

  it('reads an unknown status as Open', () => {
    expect(shownInvoiceStatus('mystery', '0', '0')).toBe('open');
    expect(invoiceStatusOf('due_today').label).toBe('Due Today');
    expect(invoiceStatusOf('nope').label).toBe('Open');
  });
});

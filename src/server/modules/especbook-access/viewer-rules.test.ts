import { describe, expect, it } from 'vitest';
import { redactForViewer, type RedactionViewer } from './viewer-rules';

const FULL = { showListPrice: true, showSalePrice: true, showModelNumbers: true, canApprove: true, showNotifications: true };
const member = (flags: Partial<typeof FULL> = {}): RedactionViewer => ({ kind: 'especbook', permissions: { ...FULL, ...flags } });
const QR: RedactionViewer = { kind: 'qr', permissions: { ...FULL, showListPrice: false, showSalePrice: false, canApprove: false, showNotifications: false } };

const line = (subtotal: string) => ({ total: subtotal, subtotal, savings: '0.00', shipping: '5.00', tax: '1.00' });
const ZERO_LINE = { total: '0.00', subtotal: '0.00', savings: '0.00', shipping: '0.00', tax: '0.00' };

/** A spec line, a totals block and a room, as the API answers them (only the keys that matter). */
function answer() {
  return {
    spec: {
      modelNumber: 'AB-100',
      model: 'AB-100',
      description: 'Brushed nickel, 1.2 gpm',
      name: 'Faucet',
      qty: 2,
      total: '300.00',
      overstock: true,
      price: { list: '200.00', listPrice: '200.00', sale: '150.00', salePrice: '150.00', cost: '100.00', hasCost: true, shippingCost: '5.00', multiplier: '0.50' },
    },
    totals: {
      quoted: { list: '400.00', sale: '300.00', cost: '200.00', profit: '100.00', summary: { all: { ...line('300.00'), savings: '100.00' }, list: line('400.00'), sale: line('300.00') } },
    },
    room: { name: 'Bath', description: 'not a spec', totalListPrice: '400.00', totalSalesPrice: '300.00', totalShippingCost: '10.00', totalCost: '200.00' },
    meta: { total: 1 },
    notification: { data: { name: 'Faucet', model: 'AB-100' } },
  };
}

function redacted(viewer: RedactionViewer) {
  const payload = answer();
  redactForViewer(payload, viewer);
  return payload;
}

describe('redactForViewer', () => {
  it('a full member keeps prices and model numbers; the seller-only figures go for everyone', () => {
    const a = redacted(member());
    expect(a.spec).toMatchObject({ modelNumber: 'AB-100', model: 'AB-100', description: 'Brushed nickel, 1.2 gpm', total: '300.00', overstock: false });
    expect(a.spec.price).toEqual({ list: '200.00', listPrice: '200.00', sale: '150.00', salePrice: '150.00', cost: '0.00', hasCost: false, shippingCost: '5.00', multiplier: '0.00' });
    expect(a.totals.quoted).toEqual({ ...answer().totals.quoted, cost: '0.00', profit: '0.00' });
    expect(a.room).toMatchObject({ totalListPrice: '400.00', totalSalesPrice: '300.00', totalCost: '0.00' });
  });

  it('without showListPrice: list figures, summary.list and summary.all are "0.00"; sale figures stay', () => {
    const a = redacted(member({ showListPrice: false }));
    expect(a.spec.price).toMatchObject({ list: '0.00', listPrice: '0.00', sale: '150.00', salePrice: '150.00', shippingCost: '5.00' });
    expect(a.spec.total).toBe('300.00');
    expect(a.totals.quoted).toMatchObject({ list: '0.00', sale: '300.00', summary: { all: ZERO_LINE, list: ZERO_LINE, sale: line('300.00') } });
    expect(a.room).toMatchObject({ totalListPrice: '0.00', totalSalesPrice: '300.00', totalShippingCost: '10.00' });
  });

  it('without showSalePrice: sale figures, the line total, summary.sale and summary.all are "0.00"; list figures stay', () => {
    const a = redacted(member({ showSalePrice: false }));
    expect(a.spec.price).toMatchObject({ list: '200.00', listPrice: '200.00', sale: '0.00', salePrice: '0.00' });
    expect(a.spec.total).toBe('0.00');
    expect(a.totals.quoted).toMatchObject({ list: '400.00', sale: '0.00', summary: { all: ZERO_LINE, list: line('400.00'), sale: ZERO_LINE } });
    expect(a.room).toMatchObject({ totalListPrice: '400.00', totalSalesPrice: '0.00' });
    expect(a.meta.total).toBe(1);
  });

  it('without either price, and for a QR viewer, no money at all', () => {
    for (const viewer of [member({ showListPrice: false, showSalePrice: false }), QR]) {
      const a = redacted(viewer);
      expect(a.spec.price).toMatchObject({ list: '0.00', sale: '0.00', shippingCost: '0.00' });
      expect(a.spec.total).toBe('0.00');
      expect(a.totals.quoted.summary).toEqual({ all: ZERO_LINE, list: ZERO_LINE, sale: ZERO_LINE });
      expect(a.room).toMatchObject({ totalListPrice: '0.00', totalSalesPrice: '0.00', totalShippingCost: '0.00' });
      expect(a.spec.modelNumber).toBe('AB-100');
    }
  });

  it('without showModelNumbers: model numbers and a spec\'s description are null, other descriptions stay', () => {
    const a = redacted(member({ showModelNumbers: false }));
    expect(a.spec).toMatchObject({ modelNumber: null, model: null, description: null, name: 'Faucet' });
    expect(a.notification.data).toEqual({ name: 'Faucet', model: null });
    expect(a.room.description).toBe('not a spec');
    expect(a.spec.price.list).toBe('200.00');
  });

  it("a route whose amounts are billed at sale prices (amounts: 'sale') answers none of them without the sale price", () => {
    const invoice = () => [{ number: 'T-1', subtotal: '887.50', tax: '12.50', total: '900.00', paid: '200.00', due: '2030-03-14' }];
    const hidden = invoice();
    redactForViewer(hidden, member({ showSalePrice: false }), { access: 'read', amounts: 'sale' });
    expect(hidden).toEqual([{ number: 'T-1', subtotal: '0.00', tax: '0.00', total: '0.00', paid: '0.00', due: '2030-03-14' }]);
    const shown = invoice();
    redactForViewer(shown, member({ showListPrice: false }), { access: 'read', amounts: 'sale' });
    expect(shown).toEqual(invoice());
  });

  it('a QR viewer receives no contact details; a member does', () => {
    const people = () => ({ team: [{ name: 'Ann', email: 'ann@example.com', emailAddress: 'ann@example.com' }], profile: { phone: '555-0100', fax: null, address: '1 Elm St', contact: 'Pat' } });
    const qr = people();
    redactForViewer(qr, QR);
    expect(qr).toEqual({ team: [{ name: 'Ann', email: '', emailAddress: '' }], profile: { phone: '', fax: null, address: '', contact: '' } });
    const seen = people();
    redactForViewer(seen, member());
    expect(seen).toEqual(people());
  });
});

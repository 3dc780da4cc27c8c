import { PURCHASE_ORDER_MESSAGES as M } from '#shared/lib/purchase-orders';
import { t, tPlural } from '#client/lib/i18n';

/**
 * The words of the purchase-order screens (Specfolio's own where the spec gives none), in the
 * current language: every entry is a getter or a function, so it is translated when a screen
 * renders it, never frozen at import (docs/decisions/068).
 */
export const PO_UI = {
  get button() {
    return t('Purchase Orders');
  },
  get drawerTitle() {
    return t('Purchase Orders');
  },
  get create() {
    return t(M.createTitle);
  },
  get allOrders() {
    return t('All purchase orders');
  },
  get empty() {
    return t(M.empty);
  },
  get emptyHint() {
    return t('Create purchase orders from the approved specs: one per seller.');
  },
  get columns() {
    return { name: t('Purchase order'), seller: t('Seller'), status: t('Status'), specs: t('Specs'), total: t('Total'), created: t('Created') };
  },
  get steps() {
    return { choose: t('Choose specs'), review: t('Review orders'), create: t('Create') };
  },
  stepOf: (n: number, of: number, label: string) => t('Step {n} of {of} · {label}', { n, of, label }),
  get selectAll() {
    return t('Select all');
  },
  specCount: (n: number) => tPlural(n, '{count} spec', '{count} specs'),
  selectedCount: (selected: number, total: number) => t('{selected} of {total}', { selected, total }),
  get noOrderableSpecs() {
    return t('Nothing to order yet: this specbook has no specs that can be ordered.');
  },
  get excluded() {
    return { rejected: t('Rejected'), optional: t('Optional') };
  },
  get calculate() {
    return t('Calculate orders');
  },
  get calculating() {
    return t('Calculating purchase orders…');
  },
  get calculateFailed() {
    return t('Could not calculate the purchase orders');
  },
  get back() {
    return t('Back');
  },
  get preferred() {
    return t('Preferred seller');
  },
  get lineColumns() {
    return {
      spec: t('Spec'),
      seller: t('Seller'),
      quantity: t('Qty'),
      price: t('Unit price'),
      total: t('Total'),
      leadTime: t('Lead time'),
      stock: t('Stock'),
      shipping: t('Shipping method'),
    };
  },
  get noPrice() {
    return t('No price');
  },
  missingPrices: (n: number) => tPlural(n, '1 line has no price and is left out of the total.', '{count} lines have no price and are left out of the total.'),
  get subtotal() {
    return t('Subtotal');
  },
  get shipping() {
    return t('Shipping');
  },
  get total() {
    return t('Total');
  },
  get grandTotal() {
    return t('Total of all orders');
  },
  changeSeller: (spec: string, room: string) => t('Seller of {spec} in {room}', { spec, room }),
  get loadingSellers() {
    return t('Loading sellers…');
  },
  get unassignedTitle() {
    return t('No seller offers these specs');
  },
  get unassignedHint() {
    return t('Add a seller offer for them on the Vendors page to order them.');
  },
  get vendorsLink() {
    return t('Open Vendors');
  },
  get noDrafts() {
    return t('None of the chosen specs has a seller yet.');
  },
  createN: (n: number) => tPlural(n, 'Create 1 purchase order', 'Create {count} purchase orders'),
  progress: (done: number, total: number) => t('{done} of {total} created', { done, total }),
  get retry() {
    return t('Retry');
  },
  get close() {
    return t('Close');
  },
  get done() {
    return t('Done');
  },
  get itemState() {
    return { pending: t('Waiting'), running: t('Creating…'), done: t('Created'), failed: t('Failed') };
  },
  get createFailed() {
    return t('Could not create the purchase order');
  },
  get openEspecbook() {
    return t('Open e-Specbook');
  },
  get downloadPdf() {
    return t('Download PDF');
  },
  get sendToVendor() {
    return t('Send to vendor');
  },
  sentOn: (date: string) => t('Sent {date}', { date }),
  get archive() {
    return t('Archive');
  },
  get unarchive() {
    return t('Restore');
  },
  get archived() {
    return t('Archived');
  },
  get statusLabel() {
    return t('Status');
  },
  shippingMethodOf: (spec: string, room: string) => t('Shipping method of {spec} in {room}', { spec, room }),
  get shippingPlaceholder() {
    return t('Choose');
  },
  get shippingSaved() {
    return t('Shipping method saved.');
  },
  get saveFailed() {
    return t('Could not save the purchase order');
  },
  get lines() {
    return t('Lines');
  },
  from: (specbook: string) => t('From {specbook}', { specbook }),
};

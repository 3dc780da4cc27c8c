import { z } from 'zod';
import { SPECBOOK_CUSTOMER_MESSAGES as M } from '#shared/lib/specbook-customer-messages';
import { ZAddress, ZCustomer } from './customer';
import { ZSpecbookUpdate } from './specbook';

const MAX_ID = 2_147_483_647;

/** `{"id": n}` or null (null detaches); a bad id answers `message`. */
function zRef(message: string) {
  const id = z.number({ error: message }).int(message).positive(message).max(MAX_ID, message);
  return z.object({ id }, { error: message }).nullable();
}

/**
 * Body of PATCH {u}/specbook/{id}/customer inside {"updateSpecbookRequest": {"Specbook": …}}:
 * the specbook's customer, its shipping and billing address (existing addresses of that
 * customer), price group, tax and payment terms. Only the fields sent change; null clears.
 * A new customer without addresses in the same request takes the customer's current ones.
 */
export const ZSpecbookCustomerUpdate = z.object({
  customer: zRef(M.customerNotFound).optional(),
  shippingAddress: zRef(M.addressNotFound).optional(),
  billingAddress: zRef(M.addressNotFound).optional(),
  priceGroup: zRef(M.priceGroupNotFound).optional(),
  tax: ZSpecbookUpdate.shape.tax,
  paymentTerms: ZSpecbookUpdate.shape.paymentTerms,
});
export type TSpecbookCustomerUpdateInput = z.input<typeof ZSpecbookCustomerUpdate>;
export type TSpecbookCustomerUpdate = z.output<typeof ZSpecbookCustomerUpdate>;

const zText = z.string().nullable();

/**
 * GET {u}/specbook/{id}/customer: the customer panel of the manage page — the customer (with the
 * spec's "customer fields on a specbook" flattened beside it), the specbook's own shipping and
 * billing addresses, price group, tax and payment terms.
 */
export const ZSpecbookCustomer = z.object({
  specbookId: z.number().int(),
  customerId: z.number().int().nullable(),
  customer: ZCustomer.nullable(),
  customerEmail: zText,
  customerFirstName: zText,
  customerLastName: zText,
  customerNumber: zText,
  customerPhone: zText,
  shippingAddress: ZAddress.nullable(),
  billingAddress: ZAddress.nullable(),
  priceGroup: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Percent with 2 decimals; null = the account default. */
  tax: z.string().nullable(),
  paymentTerms: z.number().int().nullable(),
});
export type TSpecbookCustomer = z.infer<typeof ZSpecbookCustomer>;

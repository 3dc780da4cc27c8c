import { z } from 'zod';
import { INVOICE_STATUS_VALUES, USER_INVOICE_STATUSES } from '#shared/lib/invoice-status';
import { ZMoney } from './totals';
import { INVOICE_MESSAGES as M } from '#shared/lib/invoice-messages';

/**
 * An invoice (spec/business-records.md §3 "Invoice", client-view-and-downloads.md §3). Money is a
 * decimal string ("1250.00"); `due` is a date (YYYY-MM-DD) or null; `status` is the shown status
 * (invoiceStatusOn); `balance` = total − paid; `taxPercent` is tax ÷ total as 'N.NN%'.
 */
export const ZInvoice = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.enum(INVOICE_STATUS_VALUES),
  due: z.string().nullable(),
  subtotal: z.string(),
  tax: z.string(),
  total: z.string(),
  paid: z.string(),
  /** total − paid, never below 0 (the Balance Due). */
  balance: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  specbook: z.object({ id: z.number().int() }),
});
export type TInvoice = z.infer<typeof ZInvoice>;

/** An invoice as its seller manages it: the listed fields and the rest of its record. */
export const ZInvoiceDetail = ZInvoice.extend({
  updateAt: z.string(),
  tags: z.array(z.string()),
  shipping: ZMoney,
  fee: ZMoney,
  refunded: ZMoney,
  taxRate: z.string(),
  taxPercent: z.string(),
  voidedAt: z.string().nullable(),
  customer: z.object({ id: z.number().int().nullable(), name: z.string().nullable(), email: z.string().nullable() }),
  specbook: z.object({ id: z.number().int(), name: z.string() }),
  items: z.number().int(),
});
export type TInvoiceDetail = z.infer<typeof ZInvoiceDetail>;

/** One invoice line (spec §3 "InvoiceLine"). */
export const ZInvoiceLine = z.object({
  id: z.number().int(),
  label: z.string(),
  name: z.string(),
  status: z.string(),
  tags: z.array(z.string()),
  quantity: z.number().int(),
  unitPrice: ZMoney,
  subtotal: ZMoney,
  tax: ZMoney,
  taxRate: z.string(),
  total: ZMoney,
  isTaxable: z.boolean(),
  isShipping: z.boolean(),
  specSpecbookId: z.number().int().nullable(),
  lineItemId: z.number().int().nullable(),
  invoice: z.object({ id: z.number().int() }),
});
export type TInvoiceLine = z.infer<typeof ZInvoiceLine>;

/** Manual payment methods; 'card' comes through a card processor only. */
export const MANUAL_PAYMENT_METHODS = ['cash', 'check', 'ach', 'other'] as const;
export const PAYMENT_METHODS = ['cash', 'check', 'ach', 'card', 'other'] as const;
export const PAYMENT_STATUSES = ['pending', 'authorized', 'succeeded', 'failed', 'canceled'] as const;
export const PAYMENT_KINDS = ['payment', 'refund', 'void'] as const;

/** A payment or a reversal (refund, void) of one (spec §3 "Payment"). */
export const ZPayment = z.object({
  id: z.number().int(),
  kind: z.enum(PAYMENT_KINDS),
  status: z.enum(PAYMENT_STATUSES),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string().nullable(),
  amount: ZMoney,
  /** What is left to refund of a succeeded payment ("0.00" for reversals). */
  refundable: ZMoney,
  reversesPaymentId: z.number().int().nullable(),
  invoice: z.object({ id: z.number().int() }),
  tags: z.array(z.string()),
  due: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TPayment = z.infer<typeof ZPayment>;

/** An amount typed by a user: a positive number with at most 2 decimals. */
const ZAmountInput = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .refine((v) => /^\d{1,10}(\.\d{1,2})?$/.test(v), 'Amount must be a number with at most 2 decimals.');

const ZTags = z.array(z.string().trim().min(1).max(60)).max(30);
const ZDay = z.iso.date('Due must be a date (YYYY-MM-DD).');

/** The Invoice of createInvoiceRequest: all optional (due defaults from the payment terms). */
export const ZInvoiceCreate = z.object({ due: ZDay.optional(), tags: ZTags.optional(), fee: ZAmountInput.optional() });
export type TInvoiceCreate = z.infer<typeof ZInvoiceCreate>;

/** `{"id": {"notin": [ids]}}`: the approved specs or line items left out of a new invoice. */
export const ZIdNotInFilter = z.object({ id: z.object({ notin: z.array(z.number().int().positive()).max(5000) }).strict() }).strict();
export type TIdNotInFilter = z.infer<typeof ZIdNotInFilter>;

/** The body of POST …/specbook/{id}/invoices. */
export const ZInvoiceCreateBody = z.object({
  createInvoiceRequest: z.object({ Invoice: ZInvoiceCreate }, { error: 'Request body must be {"createInvoiceRequest": {"Invoice": {...}}}.' }),
  specSpecbookFilter: ZIdNotInFilter.optional(),
  lineItemFilter: ZIdNotInFilter.optional(),
});
export type TInvoiceCreateBody = z.infer<typeof ZInvoiceCreateBody>;

/** The Invoice of updateInvoiceRequest. */
export const ZInvoiceUpdate = z.object({
  due: ZDay.nullable().optional(),
  tags: ZTags.optional(),
  fee: ZAmountInput.optional(),
  status: z.enum(USER_INVOICE_STATUSES).optional(),
});
export type TInvoiceUpdate = z.infer<typeof ZInvoiceUpdate>;

/** The Payment of createPaymentRequest: a manual payment. */
export const ZPaymentCreate = z.object({
  amount: ZAmountInput,
  method: z.enum(MANUAL_PAYMENT_METHODS, 'Method must be one of cash, check, ach, other.'),
  reference: z.string().trim().max(120, 'Reference must be at most 120 characters.').nullable().optional(),
});
export type TPaymentCreate = z.infer<typeof ZPaymentCreate>;

/** The body of a refund: optional amount (default: all that is left). */
export const ZRefundBody = z.object({ amount: ZAmountInput.optional() }).optional();

/**
 * The body of a card checkout: the path of this site the payer comes back to (the e-Specbook's
 * own address with its token, or the manage page), never another site.
 */
export const ZCardCheckoutBody = z.object({
  returnPath: z
    .string()
    .max(2000, M.returnPathInvalid)
    .regex(/^\/(?![/\\])[^\s\\]*$/, M.returnPathInvalid),
});
export type TCardCheckoutBody = z.infer<typeof ZCardCheckoutBody>;

/** A started card checkout: the provider's hosted payment page and the pending payment. */
export const ZCardCheckout = z.object({ url: z.string(), paymentId: z.number().int() });
export type TCardCheckout = z.infer<typeof ZCardCheckout>;

/** The body of a void: `{"confirm": true}` once the user confirmed. */
export const ZVoidBody = z.object({ confirm: z.boolean().optional() }).optional();

/** The query of the account-wide invoice list. */
export const ZInvoiceListFilters = z.object({
  status: z.enum(INVOICE_STATUS_VALUES).optional(),
  customer: z.coerce.number().int().positive().optional(),
  specbook: z.coerce.number().int().positive().optional(),
  search: z.string().trim().max(60).optional(),
  startDate: z.iso.date().optional(),
  endDate: z.iso.date().optional(),
});
export type TInvoiceListFilters = z.infer<typeof ZInvoiceListFilters>;


/** What a new invoice of a specbook may bill (GET …/specbook/{id}/invoices/preview), for the Create invoice dialog. */
export const ZInvoicePreview = z.object({
  taxRate: z.string(),
  shippingCalculation: z.boolean(),
  lines: z.array(
    z.object({
      source: z.enum(['spec', 'lineItem']),
      id: z.number().int(),
      label: z.string(),
      status: z.string(),
      quantity: z.number().int(),
      unitPrice: ZMoney,
      isTaxable: z.boolean(),
      isShipping: z.boolean(),
      /** A spec's shipping (billed on the Shipping line when the specbook calculates shipping). */
      shipping: ZMoney,
      /** The number of the newest invoice, not voided, that already bills it (null when none): the dialog leaves it unchecked. */
      invoicedOn: z.string().nullable(),
    }),
  ),
});
export type TInvoicePreview = z.infer<typeof ZInvoicePreview>;

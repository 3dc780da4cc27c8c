import { z } from 'zod';
import { LINE_ITEM_LIMITS as L, LINE_ITEM_MESSAGES as M } from '#shared/lib/line-item-messages';
import { LINE_ITEM_STATUSES } from '#shared/lib/line-items';
import { normalizeMoney } from '#shared/lib/money';
import { ZMoney } from './totals';

const MONEY_INPUT = /^\d{1,10}(\.\d{1,2})?$/;

/**
 * A price as typed or sent: a number or numeric text, 0 or more, at most 2 decimals, answered as
 * "12.50"; null or blank text clears it.
 */
const zPrice = z
  .union([z.number(), z.string(), z.null()], { error: M.priceInvalid })
  .transform((v, ctx) => {
    const text = typeof v === 'number' ? String(v) : (v ?? '').trim();
    if (text === '') return null;
    if (!MONEY_INPUT.test(text)) {
      ctx.addIssue({ code: 'custom', message: M.priceInvalid });
      return z.NEVER;
    }
    return normalizeMoney(text);
  });

const zName = z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(L.nameMax, M.nameMax);

const zQuantity = z
  .number({ error: M.quantityWhole })
  .int(M.quantityWhole)
  .min(1, M.quantityMin)
  .max(L.quantityMax, M.quantityMax);

const zFlag = z.boolean({ error: M.flagInvalid });

/** A status as sent: 'quoted' or 'approved' (decision 050). */
const zStatus = z.enum(LINE_ITEM_STATUSES, { error: M.statusInvalid });

/** Whether at least one of the prices is set (spec §3: the unit price needs one). */
export function hasAPrice(prices: { listPrice?: string | null; salePrice?: string | null }): boolean {
  return (prices.listPrice ?? null) !== null || (prices.salePrice ?? null) !== null;
}

const createFields = {
  name: zName,
  quantity: zQuantity.default(1),
  listPrice: zPrice.optional(),
  salePrice: zPrice.optional(),
  isTaxable: zFlag.default(false),
  isShipping: zFlag.default(false),
  status: zStatus.optional(),
};

/**
 * A new line item, inside `{"createLineItemRequest": {"LineItem": {…}}}`: name (1–255
 * characters), quantity (whole, 1 or more; default 1), listPrice and/or salePrice (at least one),
 * isTaxable and isShipping (default false), status ('approved' by default).
 */
export const ZLineItemCreate = z
  .object(createFields, { error: M.upsertPayload })
  // Checked also when another field fails, so that a form shows every message at once.
  .refine(hasAPrice, { message: M.priceRequired, path: ['salePrice'], when: (payload) => typeof payload.value === 'object' && payload.value !== null });
export type TLineItemCreateInput = z.input<typeof ZLineItemCreate>;
export type TLineItemCreate = z.output<typeof ZLineItemCreate>;

/**
 * Changes to a line item, inside `{"updateLineItemRequest": {"LineItem": {…}}}`: any of the
 * create fields. Clearing both prices is refused by the service (the stored one counts).
 */
export const ZLineItemUpdate = z.object(
  {
  name: zName.optional(),
  quantity: zQuantity.optional(),
  listPrice: zPrice.optional(),
  salePrice: zPrice.optional(),
  isTaxable: zFlag.optional(),
  isShipping: zFlag.optional(),
  status: zStatus.optional(),
  },
  { error: M.upsertPayload },
);
export type TLineItemUpdateInput = z.input<typeof ZLineItemUpdate>;
export type TLineItemUpdate = z.output<typeof ZLineItemUpdate>;

/** One entry of an upsert: a post (a new line item) or a patch (an existing one, payload.id). */
const ZUpsertEntry = z.discriminatedUnion(
  'method',
  [
    z.strictObject({ method: z.literal('post'), payload: ZLineItemCreate }, { error: M.upsertPayload }),
    z.strictObject(
      { method: z.literal('patch'), payload: ZLineItemUpdate.extend({ id: z.number({ error: M.upsertPayload }).int(M.upsertPayload).positive(M.upsertPayload) }) },
      { error: M.upsertPayload },
    ),
  ],
  { error: M.upsertPayload },
);
export type TLineItemUpsertEntry = z.output<typeof ZUpsertEntry>;

/**
 * Body of the upsert: `{"upsertLineItemsRequest": {"LineItems": [{"method": "post", "payload":
 * {…}} | {"method": "patch", "payload": {"id", …}}, …]}}`; any other entry answers 400
 * 'Payload for upserting a line item is not correct'.
 */
export const ZLineItemUpsert = z.object({
  upsertLineItemsRequest: z.object(
    { LineItems: z.array(ZUpsertEntry, { error: M.upsertPayload }).min(1, M.upsertPayload).max(L.upsertMax, M.upsertTooMany) },
    { error: M.upsertPayload },
  ),
});
export type TLineItemUpsert = z.output<typeof ZLineItemUpsert>;

/** A line item's status on the wire. */
export const ZLineItemStatus = z.object({
  specbookLineStatusId: z.union([z.literal(1), z.literal(2)]),
  specbookLineStatusName: z.enum(['Quoted', 'Approved']),
  specbookLineStatusIsFinancial: z.boolean(),
});

/**
 * A line item as answered (spec/business-records.md §3 "Specbook line item"), plus `unitPrice`
 * (sale when both prices are set, else list, else sale), `total` = unit × quantity and
 * `listTotal` = (list ?? sale) × quantity, what it adds to list totals. Money as "12.50".
 */
export const ZLineItem = z.object({
  id: z.number().int(),
  specbookID: z.number().int(),
  name: z.string(),
  quantity: z.number().int(),
  isTaxable: z.boolean(),
  isShipping: z.boolean(),
  deleted: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  deleteDatetime: z.string().nullable(),
  listPrice: ZMoney.nullable(),
  salePrice: ZMoney.nullable(),
  unitPrice: ZMoney.nullable(),
  total: ZMoney,
  listTotal: ZMoney,
  status: ZLineItemStatus,
});
export type TLineItem = z.infer<typeof ZLineItem>;

/**
 * GET …/listtotal: the specbook's quoted figures before shipping and tax, specs and line items
 * together — listTotal (at list prices), subtotal (at sale prices), each also as '$1,234.50', and
 * lineItemsTotal (the quoted line items' totals, shipping lines included).
 */
export const ZListTotal = z.object({
  listTotal: ZMoney,
  listTotalAsCurrency: z.string(),
  subtotal: ZMoney,
  subtotalAsCurrency: z.string(),
  lineItemsTotal: ZMoney,
});
export type TListTotal = z.infer<typeof ZListTotal>;

/**
 * GET …/transactions: what the specbook is worth and how much of it is billed and paid, at sale
 * prices with shipping and tax: quoted and approved totals, invoiced (invoices not voided), paid,
 * balanceDue = invoiced − paid, notInvoiced = approved − invoiced (0 when more was invoiced).
 */
export const ZTransactionSummary = z.object({
  quotedTotal: ZMoney,
  approvedTotal: ZMoney,
  invoiced: ZMoney,
  paid: ZMoney,
  balanceDue: ZMoney,
  notInvoiced: ZMoney,
});
export type TTransactionSummary = z.infer<typeof ZTransactionSummary>;

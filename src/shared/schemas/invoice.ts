import { z } from 'zod';
import { INVOICE_STATUS_VALUES } from '#shared/lib/invoice-status';

/**
 * An invoice as listed to clients (spec/client-view-and-downloads.md §3, business-records.md §3
 * "Invoice"). Money is a decimal string ("1250.00"); `due` is a date (YYYY-MM-DD) or null;
 * `status` already has the partial_paid rule applied.
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
  createdAt: z.string(),
  updatedAt: z.string(),
  specbook: z.object({ id: z.number().int() }),
});
export type TInvoice = z.infer<typeof ZInvoice>;

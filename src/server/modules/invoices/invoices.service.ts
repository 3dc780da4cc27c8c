import { and, desc, eq } from 'drizzle-orm';
import { invoices } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { requireSpecbook } from '#server/modules/specbooks/specbook-access';
import { shownInvoiceStatus } from '#shared/lib/invoice-status';
import type { TInvoice } from '#shared/schemas/invoice';

type InvoiceRow = typeof invoices.$inferSelect;

function toInvoice(row: InvoiceRow): TInvoice {
  return {
    id: row.id,
    number: row.number,
    status: shownInvoiceStatus(row.status, row.paid, row.total),
    due: row.due,
    subtotal: row.subtotal,
    tax: row.tax,
    total: row.total,
    paid: row.paid,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    specbook: { id: row.specbookId },
  };
}

/** The specbook's invoices, newest first, as listed to clients (read-only; decision 031). */
export async function listInvoices(ctx: ServiceContext, specbookId: number): Promise<TInvoice[]> {
  const specbook = await requireSpecbook(ctx, specbookId);
  const rows = await ctx.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.specbookId, specbook.id), eq(invoices.accountId, specbook.accountId)))
    .orderBy(desc(invoices.createdAt), desc(invoices.id));
  return rows.map(toInvoice);
}

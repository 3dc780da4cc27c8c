import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { invoicePayments, invoices } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { NotFoundError } from '#server/lib/http/errors';
import { rowId } from '#server/modules/notifications/scope';
import { requireAccess } from '#server/lib/access';

/** An invoices row. */
export type InvoiceRow = typeof invoices.$inferSelect;
/** An invoice_payments row. */
export type PaymentRow = typeof invoicePayments.$inferSelect;

/** 403 unless the acting user (an e-Specbook's owner for a token viewer) can use invoicing. */
export function requireInvoicing(ctx: ServiceContext): void {
  requireAccess(ctx.user, 'invoicing');
}


/** The caller's account scope over a table's account column (none for a platform admin). */
function inAccount(ctx: ServiceContext, column: typeof invoices.accountId | typeof invoicePayments.accountId): SQL | undefined {
  return ctx.user.isPlatformAdmin ? undefined : eq(column, ctx.user.accountId);
}

/**
 * An invoice of the caller's account, locked for the rest of the transaction when read with
 * `lock` (every change of its lines or payments takes this lock first). Anything else: 404.
 */
export async function requireInvoice(ctx: ServiceContext, raw: string | number, db: Pick<Db, 'select'> = ctx.db, lock = false): Promise<InvoiceRow> {
  const query = db.select().from(invoices).where(and(eq(invoices.id, rowId(raw)), inAccount(ctx, invoices.accountId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new NotFoundError();
  return row;
}

/** A payment of the caller's account, or 404. */
export async function requirePayment(ctx: ServiceContext, raw: string | number, db: Pick<Db, 'select'> = ctx.db): Promise<PaymentRow> {
  const [row] = await db.select().from(invoicePayments).where(and(eq(invoicePayments.id, rowId(raw)), inAccount(ctx, invoicePayments.accountId)));
  if (!row) throw new NotFoundError();
  return row;
}

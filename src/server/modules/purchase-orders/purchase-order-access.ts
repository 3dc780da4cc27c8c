/**
 * Loading purchase orders and sellers for the purchase-order services (docs/decisions/054): the
 * caller's account only (any account for a platform admin); anything else answers 404.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { purchaseOrders, sellers } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { NotFoundError, UnprocessableError } from '#server/lib/http/errors';
import { rowId } from '#server/modules/notifications/scope';
import { PURCHASE_ORDER_MESSAGES as M } from '#shared/lib/purchase-orders';

/** A purchase_orders row. */
export type PurchaseOrderRow = typeof purchaseOrders.$inferSelect;
/** A sellers row. */
export type SellerRow = typeof sellers.$inferSelect;

type Reader = Pick<Db, 'select'>;

/** The caller's account scope over an account column (none for a platform admin). */
export function inAccount(ctx: ServiceContext, column: typeof purchaseOrders.accountId | typeof sellers.accountId): SQL | undefined {
  return ctx.user.isPlatformAdmin ? undefined : eq(column, ctx.user.accountId);
}

/** A purchase order of the caller's account (its id is its specbook's), locked with `lock`; else 404. */
export async function requirePurchaseOrder(ctx: ServiceContext, raw: string | number, db: Reader = ctx.db, lock = false): Promise<PurchaseOrderRow> {
  const query = db.select().from(purchaseOrders).where(and(eq(purchaseOrders.specbookId, rowId(raw)), inAccount(ctx, purchaseOrders.accountId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new NotFoundError();
  return row;
}

/**
 * A seller of `accountId` an order may go to: 404 for another account's or a missing one, 422
 * for the account's own stock (nobody orders from themselves, decision 053).
 */
export async function requireOrderSeller(db: Reader, accountId: number, sellerId: number): Promise<SellerRow> {
  const [row] = await db.select().from(sellers).where(and(eq(sellers.id, rowId(sellerId)), eq(sellers.accountId, accountId)));
  if (!row) throw new NotFoundError(M.sellerNotFound);
  if (row.ownStock) throw new UnprocessableError(M.ownStockSeller);
  return row;
}

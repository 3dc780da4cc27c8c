/**
 * Purchase orders once executed (spec/business-records.md §7 "Purchase orders" list and search;
 * docs/decisions/054): one with its lines, a specbook's (createdAt descending), the account's
 * (search and filters, paginated), and the user-managed changes.
 */
import { and, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { purchaseOrders, sellers, specbooks } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { pageParams } from '#server/lib/http/pagination';
import { containsPattern } from '#server/lib/sql-like';
import { requireSpecbook } from '#server/modules/specbooks/specbook-access';
import type { TPurchaseOrderLine, TPurchaseOrderListQuery, TPurchaseOrderUpdate, TSpecbookPurchaseOrder } from '#shared/schemas/purchase-order';
import { indexOffers, offerOf, toOrderLine } from './order-calculation';
import { isOrderable, loadOffers, loadSourceLines } from './order-sources';
import { inAccount, requirePurchaseOrder, type PurchaseOrderRow } from './purchase-order-access';
import { purchaseOrderQuery, toPurchaseOrder } from './purchase-order-view';

type Reader = Pick<Db, 'select'>;

const newestFirst = [desc(purchaseOrders.createdAt), desc(purchaseOrders.specbookId)];

/** The order's lines (its specbook's specs, rejected and optional ones left out) at the prices paid, with the seller's lead time and stock. */
export async function purchaseOrderLines(db: Reader, order: PurchaseOrderRow): Promise<TPurchaseOrderLine[]> {
  const lines = (await loadSourceLines(db, { id: order.specbookId, accountId: order.accountId })).filter(isOrderable);
  const offers = indexOffers(await loadOffers(db, order.accountId, lines.map((line) => line.specId)));
  return lines.map((line) => {
    const offer = offerOf(offers, order.sellerId, line.specId);
    return toOrderLine(line, line.salePrice, offer, { specbook: line.sourceSpecbookId, specbookSpec: line.sourceSpecSpecbookId });
  });
}

/** A purchase order of the caller's account with its lines (404 otherwise). */
export async function getPurchaseOrder(ctx: ServiceContext, purchaseOrderId: string | number): Promise<TSpecbookPurchaseOrder> {
  const order = await requirePurchaseOrder(ctx, purchaseOrderId);
  const [[row], specs] = await Promise.all([purchaseOrderQuery(ctx.db).where(eq(purchaseOrders.specbookId, order.specbookId)), purchaseOrderLines(ctx.db, order)]);
  if (!row) throw new Error('purchase order vanished');
  return { ...toPurchaseOrder(row), specs };
}

/** The purchase orders executed from a specbook, createdAt descending (§9). */
export async function listSpecbookPurchaseOrders(ctx: ServiceContext, specbookId: number): Promise<TSpecbookPurchaseOrder[]> {
  const specbook = await requireSpecbook(ctx, specbookId);
  const rows = await purchaseOrderQuery(ctx.db)
    .where(and(eq(purchaseOrders.sourceSpecbookId, specbook.id), eq(purchaseOrders.accountId, specbook.accountId)))
    .orderBy(...newestFirst);
  return rows.map(toPurchaseOrder);
}

/** The conditions of the account-wide search. */
function searchConditions(ctx: ServiceContext, query: TPurchaseOrderListQuery) {
  const search = query.search ? containsPattern(query.search) : undefined;
  return and(
    inAccount(ctx, purchaseOrders.accountId),
    eq(specbooks.archived, query['filter[archived]'] ?? false),
    query['filter[status]'] ? inArray(specbooks.status, query['filter[status]']) : undefined,
    query['filter[seller.id]'] ? eq(purchaseOrders.sellerId, query['filter[seller.id]']) : undefined,
    search ? or(ilike(specbooks.name, search), ilike(sellers.name, search)) : undefined,
  );
}

/** The account's purchase orders, newest first, by name or seller, status, seller and archived; one page. */
export async function searchPurchaseOrders(
  ctx: ServiceContext,
  query: TPurchaseOrderListQuery,
): Promise<{ rows: TSpecbookPurchaseOrder[]; total: number; page: number | undefined; perPage: number }> {
  const perPage = query.perPage ?? 24;
  const where = searchConditions(ctx, query);
  const { limit, offset } = pageParams(query.page, perPage);
  const [rows, [counted]] = await Promise.all([
    purchaseOrderQuery(ctx.db).where(where).orderBy(...newestFirst).limit(limit).offset(offset),
    ctx.db
      .select({ n: count() })
      .from(purchaseOrders)
      .innerJoin(specbooks, eq(specbooks.id, purchaseOrders.specbookId))
      .innerJoin(sellers, eq(sellers.id, purchaseOrders.sellerId))
      .where(where),
  ]);
  return { rows: rows.map(toPurchaseOrder), total: counted?.n ?? 0, page: query.page, perPage };
}

/**
 * Renames, sets a user-managed order status, archives, or sets the shipping cost or whether it
 * counts (Total = subtotal + shipping cost while the shipping calculation is on).
 */
export async function updatePurchaseOrder(ctx: ServiceContext, purchaseOrderId: string, input: TPurchaseOrderUpdate): Promise<TSpecbookPurchaseOrder> {
  const id = await ctx.db.transaction(async (tx) => {
    const order = await requirePurchaseOrder(ctx, purchaseOrderId, tx, true);
    const book = {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.status !== undefined ? { status: input.status } : {}),
      ...(input.archived !== undefined ? { archived: input.archived } : {}),
    };
    const own = {
      ...(input.shippingCost !== undefined ? { shippingCost: input.shippingCost } : {}),
      ...(input.shippingCalculation !== undefined ? { shippingCalculation: input.shippingCalculation } : {}),
    };
    if (Object.keys(book).length > 0) await tx.update(specbooks).set({ ...book, updatedAt: sql`now()` }).where(eq(specbooks.id, order.specbookId));
    await tx.update(purchaseOrders).set({ ...own, updatedAt: sql`now()` }).where(eq(purchaseOrders.specbookId, order.specbookId));
    return order.specbookId;
  });
  return getPurchaseOrder(ctx, id);
}

/**
 * What a specbook and its specs show of their purchase orders (spec/workspace.md §3: the
 * specbook's hasPurchaseOrders and purchaseOrderLinks / purchaseOrders, a spec's
 * purchaseOrderLinks; docs/decisions/054). Both read through the source-specbook index.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { purchaseOrders, specbooks, specSpecbooks } from '#server/db/schema/index';
import { oneOf } from '#shared/lib/one-of';
import { PURCHASE_ORDER_STATUSES } from '#shared/lib/purchase-orders';
import type { TSpecbookPurchaseOrderLink } from '#shared/schemas/purchase-order';
import { especbookPath } from './purchase-order-view';

type Reader = Pick<Db, 'select'>;

/** The purchase orders executed from a specbook, newest first, as the specbook lists them. */
export async function specbookPurchaseOrderLinks(db: Reader, specbook: { id: number; accountId: number }): Promise<TSpecbookPurchaseOrderLink[]> {
  const rows = await db
    .select({ id: purchaseOrders.specbookId, name: specbooks.name, status: specbooks.status })
    .from(purchaseOrders)
    .innerJoin(specbooks, eq(specbooks.id, purchaseOrders.specbookId))
    .where(and(eq(purchaseOrders.sourceSpecbookId, specbook.id), eq(purchaseOrders.accountId, specbook.accountId)))
    .orderBy(desc(purchaseOrders.createdAt), desc(purchaseOrders.specbookId));
  return rows.map(toPurchaseOrderLink);
}

/** One purchase order as a specbook lists it, from its specbook's id, name and status. */
export function toPurchaseOrderLink(row: PurchaseOrderLinkRow): TSpecbookPurchaseOrderLink {
  return { id: row.id, name: row.name, status: oneOf(PURCHASE_ORDER_STATUSES, row.status) ?? 'ready_to_order', links: { especbook: especbookPath(row.id) } };
}

/** What {@link toPurchaseOrderLink} reads. */
export interface PurchaseOrderLinkRow {
  id: number;
  name: string;
  status: string;
}

/**
 * The purchase orders executed from the row's specbook (`"specbooks"` of the outer query), newest
 * first, as a JSON array of {@link PurchaseOrderLinkRow}: one correlated subquery through the
 * source-specbook index, for lists of specbooks.
 */
export const PURCHASE_ORDER_ROWS = sql<PurchaseOrderLinkRow[]>`(select coalesce(json_agg(json_build_object('id', o.specbook_id,
  'name', b.name, 'status', b.status) order by o.created_at desc, o.specbook_id desc), '[]'::json)
  from purchase_orders o join specbooks b on b.id = o.specbook_id
  where o.source_specbook_id = "specbooks"."id" and o.account_id = "specbooks"."account_id")`;

/** The purchase orders whose copies name a spec of the specbook (ids and links only: names may change without the spec's answer). */
export async function specPurchaseOrderLinks(db: Reader, specbook: { id: number; accountId: number }, joinId: number): Promise<{ id: number; links: { especbook: string } }[]> {
  const rows = await db
    .select({ id: purchaseOrders.specbookId })
    .from(purchaseOrders)
    .innerJoin(specSpecbooks, and(eq(specSpecbooks.specbookId, purchaseOrders.specbookId), eq(specSpecbooks.sourceSpecSpecbookId, joinId)))
    .where(and(eq(purchaseOrders.sourceSpecbookId, specbook.id), eq(purchaseOrders.accountId, specbook.accountId)))
    .groupBy(purchaseOrders.specbookId)
    .orderBy(desc(purchaseOrders.specbookId));
  return rows.map((row) => ({ id: row.id, links: { especbook: especbookPath(row.id) } }));
}

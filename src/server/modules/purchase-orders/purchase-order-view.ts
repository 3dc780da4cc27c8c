/**
 * SpecbookPurchaseOrder answers (spec/business-records.md §3 "Purchase order"; docs/decisions/054):
 * one query reads the order, its specbook, seller, user, source specbook and sums.
 */
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '#server/db/client';
import { purchaseOrders, sellers, specbooks, specSpecbooks, users } from '#server/db/schema/index';
import { fromCents, toCents } from '#shared/lib/money';
import { oneOf } from '#shared/lib/one-of';
import { PURCHASE_ORDER_STATUSES, type TPurchaseOrderStatus } from '#shared/lib/purchase-orders';
import type { TSpecbookPurchaseOrder } from '#shared/schemas/purchase-order';

type Reader = Pick<Db, 'select'>;

const source = alias(specbooks, 'source_specbook');

/** The e-Specbook path of a purchase order (like specbook lists' links.especbook). */
export function especbookPath(purchaseOrderId: number): string {
  return `/v4/especbook/${purchaseOrderId}`;
}

/**
 * The lines an order counts: every spec of its specbook that is neither rejected nor optional.
 * The copies carry the unit price as sale price.
 */
const ordered = sql`${specSpecbooks.specbookId} = ${purchaseOrders.specbookId} and ${specSpecbooks.status} <> 'rejected' and not ${specSpecbooks.isOptional}`;

/** Purchase orders with everything their answer shows; add `.where(…)`, order and paging. */
export function purchaseOrderQuery(db: Reader) {
  return db
    .select({
      order: purchaseOrders,
      name: specbooks.name,
      status: specbooks.status,
      archived: specbooks.archived,
      sourceId: source.id,
      sourceName: source.name,
      seller: { id: sellers.id, name: sellers.name, email: sellers.email, preferred: sellers.preferred },
      user: { id: users.id, name: users.name, email: users.email },
      specCount: sql<number>`(select count(*)::int from ${specSpecbooks} where ${ordered})`,
      subtotal: sql<string>`(select coalesce(sum(${specSpecbooks.salePrice} * ${specSpecbooks.quantity}), 0)::text from ${specSpecbooks} where ${ordered})`,
    })
    .from(purchaseOrders)
    .innerJoin(specbooks, eq(specbooks.id, purchaseOrders.specbookId))
    .innerJoin(sellers, eq(sellers.id, purchaseOrders.sellerId))
    .innerJoin(users, eq(users.id, purchaseOrders.userId))
    .leftJoin(source, eq(source.id, purchaseOrders.sourceSpecbookId));
}

/** A row of {@link purchaseOrderQuery}. */
export type PurchaseOrderViewRow = Awaited<ReturnType<ReturnType<typeof purchaseOrderQuery>['execute']>>[number];

/** The order status: the specbook's, read as ready_to_order while it holds a status orders do not use. */
function orderStatus(value: string): TPurchaseOrderStatus {
  return oneOf(PURCHASE_ORDER_STATUSES, value) ?? 'ready_to_order';
}

/** The SpecbookPurchaseOrder of a row; Total = subtotal + shipping when the shipping calculation is on. */
export function toPurchaseOrder(row: PurchaseOrderViewRow): TSpecbookPurchaseOrder {
  const { order } = row;
  const subtotal = toCents(row.subtotal);
  const shipping = order.shippingCalculation ? toCents(order.shippingCost) : 0;
  return {
    id: order.specbookId,
    name: row.name,
    archived: row.archived,
    status: orderStatus(row.status),
    shippingCost: fromCents(toCents(order.shippingCost)),
    shippingCalculation: order.shippingCalculation,
    sourceSpecbook: row.sourceId === null || row.sourceName === null ? null : { id: row.sourceId, name: row.sourceName },
    seller: row.seller,
    links: { especbook: especbookPath(order.specbookId) },
    user: row.user,
    specCount: row.specCount,
    subtotal: fromCents(subtotal),
    total: fromCents(subtotal + shipping),
    sentAt: order.sentAt?.toISOString() ?? null,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  };
}

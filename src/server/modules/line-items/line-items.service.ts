import { and, asc, eq, sql } from 'drizzle-orm';
import { specbookLineItems } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { NotFoundError, ValidationError } from '#server/lib/http/errors';
import { touchSpecbook, type Tx } from '#server/modules/spec-specbooks/placement';
import { requireSpecbook, type SpecbookRow } from '#server/modules/specbooks/specbook-access';
import { LINE_ITEM_MESSAGES as M } from '#shared/lib/line-item-messages';
import { DEFAULT_LINE_ITEM_STATUS, lineItemListTotal, lineItemStatusOf, lineItemTotal, lineItemUnitPrice } from '#shared/lib/line-items';
import { hasAPrice, type TLineItem, type TLineItemCreate, type TLineItemUpdate, type TLineItemUpsertEntry } from '#shared/schemas/line-item';

type LineItemRow = typeof specbookLineItems.$inferSelect;

/** A stored line item as answered, with its unit price, total and list total. */
function toLineItem(row: LineItemRow): TLineItem {
  const prices = { listPrice: row.listPrice, salePrice: row.salePrice };
  return {
    id: row.id,
    specbookID: row.specbookId,
    name: row.name,
    quantity: row.quantity,
    isTaxable: row.isTaxable,
    isShipping: row.isShipping,
    deleted: row.deleted,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    deleteDatetime: row.deleteDatetime?.toISOString() ?? null,
    listPrice: row.listPrice,
    salePrice: row.salePrice,
    unitPrice: lineItemUnitPrice(prices),
    total: lineItemTotal(prices, row.quantity),
    listTotal: lineItemListTotal(prices, row.quantity),
    status: lineItemStatusOf(row.status),
  };
}

/** The specbook's line items not removed, in the order they were added. */
async function lineItemRows(db: ServiceContext['db'] | Tx, specbook: SpecbookRow): Promise<LineItemRow[]> {
  return db
    .select()
    .from(specbookLineItems)
    .where(and(eq(specbookLineItems.specbookId, specbook.id), eq(specbookLineItems.accountId, specbook.accountId), eq(specbookLineItems.deleted, false)))
    .orderBy(asc(specbookLineItems.sortOrder), asc(specbookLineItems.id));
}

/**
 * GET {u}/specbook/{id}/lineitems: the specbook's line items not removed, in the order added.
 * @throws NotFoundError for another tenant's specbook.
 */
export async function listLineItems(ctx: ServiceContext, specbookId: number): Promise<TLineItem[]> {
  const specbook = await requireSpecbook(ctx, specbookId);
  return (await lineItemRows(ctx.db, specbook)).map(toLineItem);
}

// Every write takes the specbook's row first (touchSpecbook), then the line items, and the
// triggers bump the version row last: the order every specbook write keeps (decision 042).

/** Inserts one line item at the end of the specbook's list. */
async function insertLineItem(tx: Tx, specbook: SpecbookRow, input: TLineItemCreate): Promise<LineItemRow> {
  const nextOrder = sql<number>`(select coalesce(max(${specbookLineItems.sortOrder}) + 1, 0) from ${specbookLineItems} where ${specbookLineItems.specbookId} = ${specbook.id})`;
  const [row] = await tx
    .insert(specbookLineItems)
    .values({
      accountId: specbook.accountId,
      specbookId: specbook.id,
      name: input.name,
      quantity: input.quantity,
      listPrice: input.listPrice ?? null,
      salePrice: input.salePrice ?? null,
      isTaxable: input.isTaxable,
      isShipping: input.isShipping,
      status: input.status ?? DEFAULT_LINE_ITEM_STATUS,
      sortOrder: nextOrder,
    })
    .returning();
  return row!;
}

/**
 * Applies changes to one of the specbook's line items (not removed); the result must keep a price.
 * @throws NotFoundError for a line item not of this specbook or removed; ValidationError when both prices would be empty.
 */
async function changeLineItem(tx: Tx, specbook: SpecbookRow, lineItemId: number, changes: TLineItemUpdate, field = 'salePrice'): Promise<LineItemRow> {
  const where = and(
    eq(specbookLineItems.id, lineItemId),
    eq(specbookLineItems.specbookId, specbook.id),
    eq(specbookLineItems.accountId, specbook.accountId),
    eq(specbookLineItems.deleted, false),
  );
  const [current] = await tx.select().from(specbookLineItems).where(where).for('update');
  if (!current) throw new NotFoundError();
  if (!hasAPrice({ ...current, ...changes })) throw ValidationError.field(field, M.priceRequired);
  const [row] = await tx
    .update(specbookLineItems)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(where)
    .returning();
  return row!;
}

/** A path id as a positive int4, or 404. */
function lineItemIdOf(raw: number): number {
  if (!Number.isInteger(raw) || raw <= 0 || raw > 2_147_483_647) throw new NotFoundError();
  return raw;
}

/**
 * POST {u}/specbook/{id}/lineitems: adds a line item at the end.
 * @throws NotFoundError for another tenant's specbook.
 */
export async function createLineItem(ctx: ServiceContext, specbookId: number, input: TLineItemCreate): Promise<TLineItem> {
  const specbook = await requireSpecbook(ctx, specbookId);
  const row = await ctx.db.transaction(async (tx) => {
    await touchSpecbook(tx, specbook.id);
    return insertLineItem(tx, specbook, input);
  });
  return toLineItem(row);
}

/**
 * PATCH {u}/specbook/{id}/lineitems/{lineItemId}: changes a line item.
 * @throws NotFoundError for another tenant's specbook or a line item not of it (or removed);
 *   ValidationError 'Enter a list price or a sale price.' when both prices would be cleared.
 */
export async function updateLineItem(ctx: ServiceContext, specbookId: number, lineItemId: number, changes: TLineItemUpdate): Promise<TLineItem> {
  const specbook = await requireSpecbook(ctx, specbookId);
  const id = lineItemIdOf(lineItemId);
  const row = await ctx.db.transaction(async (tx) => {
    await touchSpecbook(tx, specbook.id);
    return changeLineItem(tx, specbook, id, changes);
  });
  return toLineItem(row);
}

/**
 * DELETE {u}/specbook/{id}/lineitems/{lineItemId}: removes a line item softly (deleted,
 * deleteDatetime), so that invoice lines that billed it keep their source; it is no longer
 * listed or counted. Answers the removed line item.
 * @throws NotFoundError for another tenant's specbook or a line item not of it (or already removed).
 */
export async function removeLineItem(ctx: ServiceContext, specbookId: number, lineItemId: number): Promise<TLineItem> {
  const specbook = await requireSpecbook(ctx, specbookId);
  const id = lineItemIdOf(lineItemId);
  const row = await ctx.db.transaction(async (tx) => {
    await touchSpecbook(tx, specbook.id);
    const [removed] = await tx
      .update(specbookLineItems)
      .set({ deleted: true, deleteDatetime: sql`now()`, updatedAt: sql`now()` })
      .where(
        and(
          eq(specbookLineItems.id, id),
          eq(specbookLineItems.specbookId, specbook.id),
          eq(specbookLineItems.accountId, specbook.accountId),
          eq(specbookLineItems.deleted, false),
        ),
      )
      .returning();
    if (!removed) throw new NotFoundError();
    return removed;
  });
  return toLineItem(row);
}

/**
 * PUT {u}/specbook/{id}/lineitems: posts new line items and patches existing ones, in order and
 * all or nothing (one transaction); answers the specbook's line items afterwards.
 * @throws NotFoundError for another tenant's specbook or a patched id not of it (nothing is written).
 */
export async function upsertLineItems(ctx: ServiceContext, specbookId: number, entries: readonly TLineItemUpsertEntry[]): Promise<TLineItem[]> {
  const specbook = await requireSpecbook(ctx, specbookId);
  const rows = await ctx.db.transaction(async (tx) => {
    await touchSpecbook(tx, specbook.id);
    for (const [index, entry] of entries.entries()) {
      if (entry.method === 'post') await insertLineItem(tx, specbook, entry.payload);
      else {
        const { id, ...changes } = entry.payload;
        await changeLineItem(tx, specbook, lineItemIdOf(id), changes, `${index}.payload.salePrice`);
      }
    }
    return lineItemRows(tx, specbook);
  });
  return rows.map(toLineItem);
}

/**
 * The inventory center (docs/decisions/053): the offers of the account's own-stock seller, each
 * with its catalogue spec. List (search, status, pages), add a spec, edit and remove a row. The
 * caller has passed requireInventory; every query is scoped to the caller's account and to its
 * own-stock seller, so another account's row answers 404.
 */
import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client';
import { manufacturers, sellerOffers, sellers, specs } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { ConflictError, NotFoundError } from '#server/lib/http/errors';
import { pageParams } from '#server/lib/http/pagination';
import { containsPattern } from '#server/lib/sql-like';
import { visibleTo } from '#server/modules/catalogue/catalogue-query';
import { rowId } from '#server/modules/notifications/scope';
import { INVENTORY_MESSAGES as M } from '#shared/lib/inventory';
import type { TInventoryStatus, TLeadTime } from '#shared/lib/sellers';
import type { TInventoryItem, TInventoryItemCreate, TInventoryItemUpdate, TInventoryListQuery } from '#shared/schemas/inventory';
import { requireListable, requireMarketplaceSeller } from './inventory-listing';
import { ensureOwnStockSeller } from './own-stock';

const o = sellerOffers;

const ITEM_COLUMNS = {
  id: o.id,
  quantity: o.inventoryQuantity,
  status: o.inventoryStatus,
  location: o.location,
  price: o.price,
  leadTime: o.leadTime,
  updatedAt: o.updatedAt,
  importId: o.importId,
  listed: o.listed,
  specId: specs.id,
  name: specs.name,
  modelNumber: specs.modelNumber,
  manufacturerName: manufacturers.name,
  sellInMarketplace: manufacturers.sellInMarketplace,
  imageName: specs.imageName,
};

/** The stock rows (own-stock sellers' offers with their specs and manufacturers); the caller's WHERE scopes them. */
function stockOf(db: Db | Tx) {
  return db
    .select(ITEM_COLUMNS)
    .from(o)
    .innerJoin(sellers, and(eq(sellers.id, o.sellerId), eq(sellers.ownStock, true)))
    .innerJoin(specs, eq(specs.id, o.specId))
    .innerJoin(manufacturers, eq(manufacturers.id, specs.manufacturerId))
    .$dynamic();
}

type ItemRow = Awaited<ReturnType<typeof stockOf>>[number];

/** The API shape of a stock row. */
function toItem(row: ItemRow): TInventoryItem {
  return {
    id: row.id,
    spec: { id: row.specId, name: row.name, modelNumber: row.modelNumber, manufacturerName: row.manufacturerName, imageUrl: row.imageName },
    quantity: row.quantity ?? 0,
    status: (row.status ?? 'in_stock') as TInventoryStatus,
    location: row.location,
    price: row.price,
    leadTime: row.leadTime as TLeadTime | null,
    updatedAt: row.updatedAt.toISOString(),
    importId: row.importId,
    listed: row.listed,
  };
}

/** The conditions of a list query: search over name, model number and manufacturer; one status. */
function listWhere(query: TInventoryListQuery): SQL | undefined {
  const search = query.search ? containsPattern(query.search) : undefined;
  const status = query['filter[status]'];
  const listed = query['filter[listed]'];
  return and(
    search ? or(ilike(specs.name, search), ilike(specs.modelNumber, search), ilike(manufacturers.name, search)) : undefined,
    status ? eq(o.inventoryStatus, status) : undefined,
    listed ? eq(o.listed, listed === 'true') : undefined,
  );
}

/** GET {u}/inventory: one page of the account's stock by product name, and the number of matching rows. */
export async function listInventory(ctx: ServiceContext, query: TInventoryListQuery, perPage: number): Promise<{ rows: TInventoryItem[]; total: number }> {
  const where = and(eq(o.accountId, ctx.user.accountId), listWhere(query));
  const { limit, offset } = pageParams(query.page, perPage);
  const [rows, [counted]] = await Promise.all([
    stockOf(ctx.db).where(where).orderBy(asc(specs.name), asc(o.id)).limit(limit).offset(offset),
    ctx.db.select({ n: count() }).from(stockOf(ctx.db).where(where).as('stock')),
  ]);
  return { rows: rows.map(toItem), total: counted?.n ?? 0 };
}

/** One stock row of the account as read, or 404 'Inventory item not found.'. */
async function readRow(db: Db | Tx, accountId: number, offerId: number): Promise<ItemRow> {
  const [row] = await stockOf(db).where(and(eq(o.accountId, accountId), eq(o.id, offerId)));
  if (!row) throw new NotFoundError(M.itemNotFound);
  return row;
}

/** One stock row of the account, or 404 'Inventory item not found.'. */
async function readItem(db: Db | Tx, accountId: number, offerId: number): Promise<TInventoryItem> {
  return toItem(await readRow(db, accountId, offerId));
}

/** 404 'Product not found.' unless the spec is a catalogue spec the account may use (global or its own, not archived). */
async function requireVisibleSpec(db: Db | Tx, accountId: number, specId: number): Promise<void> {
  const [spec] = await db.select({ id: specs.id }).from(specs).where(and(eq(specs.id, specId), visibleTo(accountId), eq(specs.archived, false)));
  if (!spec) throw new NotFoundError(M.specNotFound);
}

/**
 * POST {u}/inventory: adds a catalogue spec to the account's stock (creating its own-stock seller
 * on first use).
 * @throws NotFoundError for a spec the account cannot see; ConflictError when the spec is already in stock.
 */
export async function createInventoryItem(ctx: ServiceContext, input: TInventoryItemCreate): Promise<TInventoryItem> {
  const accountId = ctx.user.accountId;
  return ctx.db.transaction(async (tx) => {
    await requireVisibleSpec(tx, accountId, input.spec.id);
    const sellerId = await ensureOwnStockSeller(tx, accountId);
    const [created] = await tx
      .insert(o)
      .values({
        accountId,
        sellerId,
        specId: input.spec.id,
        inventoryQuantity: input.quantity,
        inventoryStatus: input.status,
        location: input.location,
        price: input.price ?? null,
        leadTime: input.leadTime ?? null,
      })
      .onConflictDoNothing({ target: [o.sellerId, o.specId] })
      .returning({ id: o.id });
    if (!created) throw new ConflictError(M.alreadyInStock);
    return readItem(tx, accountId, created.id);
  });
}

/** The columns a PATCH sets: only the fields it names. */
function changesOf(input: TInventoryItemUpdate) {
  return {
    ...(input.quantity === undefined ? {} : { inventoryQuantity: input.quantity }),
    ...(input.status === undefined ? {} : { inventoryStatus: input.status }),
    ...(input.location === undefined ? {} : { location: input.location }),
    ...(input.price === undefined ? {} : { price: input.price }),
    ...(input.leadTime === undefined ? {} : { leadTime: input.leadTime }),
    ...(input.listed === undefined ? {} : { listed: input.listed }),
  };
}

/** Only the account's own-stock rows. */
function ownStockRow(accountId: number, offerId: number): SQL {
  return and(
    eq(o.id, offerId),
    eq(o.accountId, accountId),
    sql`${o.sellerId} = (select id from ${sellers} where ${sellers.accountId} = ${accountId} and ${sellers.ownStock})`,
  )!;
}

/**
 * PATCH {u}/inventory/{offerId}: quantity, status, location, price, lead time of a stock row, and
 * whether it is listed on the Specmarket (docs/decisions/086): listing or unlisting needs
 * ROLE_SPECMARKET_SELLER, and a row being listed must pass the listing rule after the other changes.
 * @throws ForbiddenError listing without the role; NotFoundError for another account's row or one
 *   that is not stock; UnprocessableError for a row that cannot be listed (nothing is written).
 */
export async function updateInventoryItem(ctx: ServiceContext, rawId: string, input: TInventoryItemUpdate): Promise<TInventoryItem> {
  if (input.listed !== undefined) requireMarketplaceSeller(ctx.user);
  const id = rowId(rawId);
  const accountId = ctx.user.accountId;
  return ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(o)
      .set({ ...changesOf(input), updatedAt: sql`now()` })
      .where(ownStockRow(accountId, id))
      .returning({ id: o.id });
    if (!updated) throw new NotFoundError(M.itemNotFound);
    const row = await readRow(tx, accountId, id);
    if (input.listed === true) requireListable(ctx.user, row);
    return toItem(row);
  });
}

/**
 * DELETE {u}/inventory/{offerId}: removes a product from the stock.
 * @throws NotFoundError for another account's row or one that is not stock.
 */
export async function deleteInventoryItem(ctx: ServiceContext, rawId: string): Promise<void> {
  const [deleted] = await ctx.db.delete(o).where(ownStockRow(ctx.user.accountId, rowId(rawId))).returning({ id: o.id });
  if (!deleted) throw new NotFoundError(M.itemNotFound);
}

/**
 * Reading specs in a specbook: one query joins the placement, the catalogue spec, its
 * manufacturer, the room and the status; a second one loads the status logs of the rows shown.
 */
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { categories, manufacturers, specs, specSpecbooks, statuses, statusLog } from '#server/db/schema/index';
import { WORKSPACE_MESSAGES as M } from '#shared/lib/workspace-messages';
import type { TSpecSpecbook } from '#shared/schemas/spec-specbook';
import { inRoom, type Reader, type RoomId } from './placement';

const ss = specSpecbooks;

/** The list price shown: the placement's, else the catalogue's. */
const listPrice = sql<string | null>`coalesce(${ss.listPrice}, ${specs.listPrice})`;
/** The sale price shown: the placement's, else the list price. */
const salePrice = sql<string | null>`coalesce(${ss.salePrice}, ${ss.listPrice}, ${specs.listPrice})`;

/**
 * The margin shown: the stored one, else computed like the pricing rules do (decision 007):
 * (sale − cost) / sale × 100, cost counting as 0, null without a sale price.
 */
const profitMargin = sql<string | null>`coalesce(${ss.profitMargin}, case when ${salePrice} > 0
  then round((${salePrice} - coalesce(${ss.cost}, 0)) / ${salePrice} * 100, 2) end)::text`;

const columns = {
  id: ss.id,
  specId: ss.specId,
  specbookId: ss.specbookId,
  categoryId: ss.categoryId,
  categoryName: categories.name,
  name: sql<string>`coalesce(${ss.name}, ${specs.name})`,
  description: sql<string | null>`coalesce(${ss.description}, ${specs.description})`,
  quantity: ss.quantity,
  sortOrder: ss.sortOrder,
  isOptional: ss.isOptional,
  status: ss.status,
  statusName: statuses.name,
  statusColor: statuses.hexColor,
  listPrice,
  listPriceLabel: ss.listPriceLabel,
  salePrice,
  salesPriceLabel: ss.salesPriceLabel,
  cost: ss.cost,
  multiplier: ss.multiplier,
  multiplierLabel: ss.multiplierLabel,
  profitMargin,
  shippingCost: ss.shippingCost,
  quotedDate: ss.quotedDate,
  priceUpdatedAt: ss.priceUpdatedAt,
  priceUpdatedBy: ss.priceUpdatedBy,
  total: sql<string>`(coalesce(${salePrice}, 0) * ${ss.quantity})::numeric(14, 2)::text`,
  sourceSpecSpecbookId: ss.sourceSpecSpecbookId,
  createdAt: ss.createdAt,
  updatedAt: ss.updatedAt,
  modelNumber: specs.modelNumber,
  manufacturerId: specs.manufacturerId,
  manufacturerName: manufacturers.name,
  imageName: specs.imageName,
  finish: specs.finish,
  collection: specs.collection,
  specAccountId: specs.accountId,
  archived: specs.archived,
};

function baseQuery(db: Reader, where: SQL | undefined) {
  return db
    .select(columns)
    .from(ss)
    .innerJoin(specs, eq(specs.id, ss.specId))
    .innerJoin(manufacturers, eq(manufacturers.id, specs.manufacturerId))
    .leftJoin(categories, eq(categories.id, ss.categoryId))
    .leftJoin(statuses, eq(statuses.value, ss.status))
    .where(where);
}

/** One row of the view query. */
export type SpecRow = Awaited<ReturnType<typeof baseQuery>>[number];

/** Which placements to read: one room, or all of the specbook in room order. */
export interface SpecFilter {
  specbookId: number;
  accountId: number;
  /** undefined = every room; null = Miscellaneous. */
  room?: RoomId;
  /** Only these placements. */
  ids?: readonly number[];
  /** Only the placements of this catalogue spec. */
  specId?: number;
}

function whereOf(filter: SpecFilter): SQL | undefined {
  return and(
    eq(ss.specbookId, filter.specbookId),
    eq(ss.accountId, filter.accountId),
    filter.room === undefined ? undefined : inRoom(filter.room),
    filter.ids === undefined ? undefined : sql`${ss.id} = any(${sql.param([...filter.ids])}::int[])`,
    filter.specId === undefined ? undefined : eq(ss.specId, filter.specId),
  );
}

/** Room order (Miscellaneous last), then the position inside the room. */
const ROOM_ORDER = [sql`${categories.sortOrder} asc nulls last`, sql`${categories.id} asc nulls last`, asc(ss.sortOrder), asc(ss.id)];

/** The placements matching the filter, in room order; limit/offset for a page. */
export async function selectSpecRows(db: Reader, filter: SpecFilter, page?: { limit: number; offset: number }): Promise<SpecRow[]> {
  const query = baseQuery(db, whereOf(filter)).orderBy(...ROOM_ORDER);
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

/** How many placements match the filter. */
export async function countSpecRows(db: Reader, filter: SpecFilter): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(ss).where(whereOf(filter));
  return row?.n ?? 0;
}

type LogEntry = { status: string; email: string; created_at: string };

/** Status logs of the placements, oldest first, keyed by placement id. */
async function logsOf(db: Reader, ids: readonly number[]): Promise<Map<number, LogEntry[]>> {
  const map = new Map<number, LogEntry[]>();
  if (ids.length === 0) return map;
  const rows = await db
    .select({ id: statusLog.specSpecbookId, status: statusLog.status, email: statusLog.email, createdAt: statusLog.createdAt })
    .from(statusLog)
    .where(sql`${statusLog.specSpecbookId} = any(${sql.param([...ids])}::int[])`)
    .orderBy(asc(statusLog.createdAt), asc(statusLog.id));
  for (const r of rows) {
    const list = map.get(r.id) ?? [];
    list.push({ status: r.status, email: r.email, created_at: r.createdAt.toISOString() });
    map.set(r.id, list);
  }
  return map;
}

function priceOf(row: SpecRow): TSpecSpecbook['price'] {
  return {
    id: row.id,
    list: row.listPrice,
    listPrice: row.listPrice,
    listPriceLabel: row.listPriceLabel,
    sale: row.salePrice,
    salePrice: row.salePrice,
    salesPriceLabel: row.salesPriceLabel,
    cost: row.cost,
    hasCost: row.cost !== null && Number(row.cost) > 0,
    multiplier: row.multiplier,
    multiplierLabel: row.multiplierLabel,
    profit: row.profitMargin,
    profitMargin: row.profitMargin,
    shippingCost: row.shippingCost,
    qty: row.quantity,
    quantity: row.quantity,
    quotedDate: row.quotedDate,
    updatedAt: row.priceUpdatedAt?.toISOString() ?? null,
    updatedBy: row.priceUpdatedBy,
    priceUpdatedBy: row.priceUpdatedBy,
  };
}

/** API shape of a spec in a specbook. */
export function toSpecSpecbook(row: SpecRow, log: LogEntry[] = []): TSpecSpecbook {
  const color = row.statusColor ?? '#333333';
  return {
    id: row.id,
    joinID: row.id,
    specID: row.specId,
    specbookID: row.specbookId,
    categoryID: row.categoryId,
    categoryName: row.categoryName ?? M.miscellaneous,
    name: row.name,
    description: row.description,
    modelNumber: row.modelNumber,
    model: row.modelNumber,
    manufacturerID: row.manufacturerId,
    manufacturerName: row.manufacturerName,
    manufacturer: { id: row.manufacturerId, name: row.manufacturerName },
    imageName: row.imageName,
    finishName: row.finish,
    collectionName: row.collection,
    upc: null,
    global: row.specAccountId === null,
    archived: row.archived,
    qty: row.quantity,
    quantity: row.quantity,
    order: row.sortOrder,
    orderID: row.sortOrder,
    isOptional: row.isOptional,
    optional: row.isOptional,
    price: priceOf(row),
    status: { value: row.status, name: row.statusName ?? row.status, color, hexColor: color },
    statusLog: log,
    total: row.total,
    original: row.sourceSpecSpecbookId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Reads placements and shapes them for the API, status logs included. */
export async function readSpecs(db: Reader, filter: SpecFilter, page?: { limit: number; offset: number }): Promise<TSpecSpecbook[]> {
  const rows = await selectSpecRows(db, filter, page);
  const logs = await logsOf(db, rows.map((r) => r.id));
  return rows.map((r) => toSpecSpecbook(r, logs.get(r.id)));
}

/** Reads placements by id, in the order of `ids`. */
export async function readSpecsById(db: Reader, specbook: { id: number; accountId: number }, ids: readonly number[]): Promise<TSpecSpecbook[]> {
  if (ids.length === 0) return [];
  const items = await readSpecs(db, { specbookId: specbook.id, accountId: specbook.accountId, ids });
  const byId = new Map(items.map((i) => [i.id, i]));
  return ids.map((id) => byId.get(id)).filter((i): i is TSpecSpecbook => i !== undefined);
}

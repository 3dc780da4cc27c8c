/**
 * Reading specs in a specbook: one prepared query joins the placement, the catalogue spec, its
 * manufacturer, the room and the status, and carries each row's status log, its comment count
 * and the number of matching placements.
 */
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { preparedQuery } from '#server/db/prepared';
import { categories, comments, manufacturers, specs, specSpecbooks, statuses, statusLog } from '#server/db/schema/index';
import { formatUsd } from '#shared/lib/money';
import { oneOf } from '#shared/lib/one-of';
import { priceOrigin } from '#shared/lib/pricing';
import { SHIPPING_METHODS } from '#shared/lib/shipping-messages';
import { WORKSPACE_MESSAGES as M } from '#shared/lib/workspace-messages';
import type { TSpecSpecbook } from '#shared/schemas/spec-specbook';
import { overstockOf } from '#server/modules/inventory/overstock';
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
  ownListPrice: ss.listPrice,
  ownSalePrice: ss.salePrice,
  listPriceLabel: ss.listPriceLabel,
  salePrice,
  salesPriceLabel: ss.salesPriceLabel,
  cost: ss.cost,
  multiplier: ss.multiplier,
  multiplierLabel: ss.multiplierLabel,
  profitMargin,
  shippingCost: ss.shippingCost,
  shippingMethod: ss.shippingMethod,
  quotedDate: ss.quotedDate,
  priceUpdatedAt: ss.priceUpdatedAt,
  priceUpdatedBy: ss.priceUpdatedBy,
  total: sql<string>`(coalesce(${salePrice}, 0) * ${ss.quantity})::numeric(14, 2)::text`,
  sourceSpecSpecbookId: ss.sourceSpecSpecbookId,
  sourceSpecbookId: ss.sourceSpecbookId,
  originalImportId: ss.originalImportId,
  updatedImportId: ss.updatedImportId,
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
  overstock: overstockOf(ss.accountId, ss.specId),
};

type LogEntry = { status: string; email: string; created_at: string };

/** The status log of the placement, oldest first (evaluated only for the rows of the page). */
const statusLogOf = sql<LogEntry[] | null>`(select json_agg(json_build_object('status', l.status, 'email', l.email,
  'created_at', to_char(l.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) order by l.created_at, l.id)
  from ${statusLog} l where l.spec_specbook_id = ${ss.id})`;

/** Comments on the placement (scoped by the specbook so that the comments index serves it). */
const commentCountOf = sql<number>`(select count(*)::int from ${comments} c
  where c.specbook_id = ${ss.specbookId} and c.spec_specbook_id = ${ss.id})`;

/** Room order (Miscellaneous last), then the position inside the room. */
const ROOM_ORDER = [sql`${categories.sortOrder} asc nulls last`, sql`${categories.id} asc nulls last`, asc(ss.sortOrder), asc(ss.id)];

const inSpecbook = and(eq(ss.specbookId, sql.placeholder('specbookId')), eq(ss.accountId, sql.placeholder('accountId')));

/**
 * The view query over the placements matching `where`, in room order, one page (limit null = all).
 * The page is chosen on narrow rows first (placement and room only, with the number of matches
 * counted before LIMIT); only the page's rows are then joined to the catalogue, so the cost of
 * a page does not grow with the size of the specbook.
 */
function prepareView(db: Db, name: string, where: SQL | undefined) {
  const page = db
    .select({
      id: sql<number>`${ss.id}`.as('page_id'),
      position: sql<number>`row_number() over (order by ${sql.join(ROOM_ORDER, sql`, `)})`.as('position'),
      matching: sql<number>`(count(*) over ())::int`.as('matching'),
    })
    .from(ss)
    .leftJoin(categories, eq(categories.id, ss.categoryId))
    .where(and(inSpecbook, where))
    .orderBy(...ROOM_ORDER)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  return db
    .select({ ...columns, statusLog: statusLogOf, commentCount: commentCountOf, matching: page.matching })
    .from(page)
    .innerJoin(ss, eq(ss.id, page.id))
    .innerJoin(specs, eq(specs.id, ss.specId))
    .innerJoin(manufacturers, eq(manufacturers.id, specs.manufacturerId))
    .leftJoin(categories, eq(categories.id, ss.categoryId))
    .leftJoin(statuses, eq(statuses.value, ss.status))
    .orderBy(page.position)
    .prepare(name);
}

/** Which rooms a view reads: every room, one room, or Miscellaneous. */
const ROOM_SCOPES = { all: undefined, room: eq(ss.categoryId, sql.placeholder('roomId')), misc: isNull(ss.categoryId) };
type RoomScope = keyof typeof ROOM_SCOPES;
type View = ReturnType<typeof prepareView>;

/** What a view narrows the placements to beside the room: one catalogue spec (`filter[spec.id]`), some statuses (`filter[status]`). */
interface Narrowing {
  spec: boolean;
  status: boolean;
}

/** One prepared view per room scope, optionally narrowed to one catalogue spec and to some statuses. */
function scopedViews(narrow: Narrowing): Record<RoomScope, (db: Db) => View> {
  const only = and(
    narrow.spec ? eq(ss.specId, sql.placeholder('specId')) : undefined,
    narrow.status ? sql`${ss.status} = any(${sql.placeholder('statuses')}::text[])` : undefined,
  );
  const prefix = `spec_view_${narrow.spec ? 'spec_' : ''}${narrow.status ? 'status_' : ''}`;
  const view = (scope: RoomScope) => preparedQuery((db) => prepareView(db, `${prefix}${scope}`, and(only, ROOM_SCOPES[scope])));
  return { all: view('all'), room: view('room'), misc: view('misc') };
}

const VIEWS = {
  ...scopedViews({ spec: false, status: false }),
  ids: preparedQuery((db) => prepareView(db, 'spec_view_ids', sql`${ss.id} = any(${sql.placeholder('ids')}::int[])`)),
};
const NARROWED_VIEWS = {
  spec: scopedViews({ spec: true, status: false }),
  status: scopedViews({ spec: false, status: true }),
  both: scopedViews({ spec: true, status: true }),
};

/** One row of the view query. */
export type SpecRow = Awaited<ReturnType<View['execute']>>[number];

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
  /** Only the placements in one of these statuses (values such as 'approved'). */
  statuses?: readonly string[];
}

function viewOf(db: Db, filter: SpecFilter) {
  if (filter.ids !== undefined) return { query: VIEWS.ids(db), extra: { ids: [...filter.ids] } };
  const scope: RoomScope = filter.room === null ? 'misc' : filter.room === undefined ? 'all' : 'room';
  const bySpec = filter.specId !== undefined;
  const byStatus = filter.statuses !== undefined;
  const views = bySpec && byStatus ? NARROWED_VIEWS.both : bySpec ? NARROWED_VIEWS.spec : byStatus ? NARROWED_VIEWS.status : VIEWS;
  return { query: views[scope](db), extra: { roomId: filter.room ?? undefined, specId: filter.specId, statuses: filter.statuses ? [...filter.statuses] : undefined } };
}

/** The placements matching the filter, in room order; limit/offset for a page (none = every row). */
async function selectSpecRows(db: Db, filter: SpecFilter, page?: { limit: number; offset: number }): Promise<SpecRow[]> {
  const { query, extra } = viewOf(db, filter);
  const params = { specbookId: filter.specbookId, accountId: filter.accountId, limit: page?.limit ?? null, offset: page?.offset ?? 0 };
  return query.execute({ ...params, ...extra });
}

/** How many placements match the filter. */
export async function countSpecRows(db: Reader, filter: SpecFilter): Promise<number> {
  const where = and(
    eq(ss.specbookId, filter.specbookId),
    eq(ss.accountId, filter.accountId),
    filter.room === undefined ? undefined : inRoom(filter.room),
    filter.specId === undefined ? undefined : eq(ss.specId, filter.specId),
    filter.statuses === undefined ? undefined : inArray(ss.status, [...filter.statuses]),
  );
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(ss).where(where);
  return row?.n ?? 0;
}

type Price = TSpecSpecbook['price'];

function priceOf(row: SpecRow): Price {
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
    ...priceOrigin(row),
  };
}

/** API shape of a spec in a specbook. */
export function toSpecSpecbook(row: SpecRow, log: LogEntry[] = [], commentCount = 0): TSpecSpecbook {
  const color = row.statusColor ?? '#333333';
  const shippingMethod = oneOf(SHIPPING_METHODS, row.shippingMethod);
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
    displaySaleTotal: formatUsd(row.total),
    imageSrc: row.imageName,
    source: { specbook: row.sourceSpecbookId, specbookSpec: row.sourceSpecSpecbookId },
    original: row.sourceSpecSpecbookId,
    originalImportId: row.originalImportId,
    updatedImportId: row.updatedImportId,
    commentCount,
    shipping: { method: shippingMethod },
    shippingMethod,
    overstock: row.overstock,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A page of placements shaped for the API, and how many match the filter in all. */
export interface SpecPageRead {
  items: TSpecSpecbook[];
  /** null when the page is past the end (no row carried the count). */
  matching: number | null;
}

/** Reads placements and shapes them for the API, status logs and comment counts included, in one query. */
export async function readSpecPage(db: Db, filter: SpecFilter, page?: { limit: number; offset: number }): Promise<SpecPageRead> {
  const rows = await selectSpecRows(db, filter, page);
  return { items: rows.map((r) => toSpecSpecbook(r, r.statusLog ?? [], r.commentCount)), matching: rows[0]?.matching ?? null };
}

/** Reads placements shaped for the API (every match when no page is given). */
export async function readSpecs(db: Db, filter: SpecFilter, page?: { limit: number; offset: number }): Promise<TSpecSpecbook[]> {
  return (await readSpecPage(db, filter, page)).items;
}

/** Reads placements by id, in the order of `ids`. */
export async function readSpecsById(db: Db, specbook: { id: number; accountId: number }, ids: readonly number[]): Promise<TSpecSpecbook[]> {
  if (ids.length === 0) return [];
  const items = await readSpecs(db, { specbookId: specbook.id, accountId: specbook.accountId, ids });
  const byId = new Map(items.map((i) => [i.id, i]));
  return ids.map((id) => byId.get(id)).filter((i): i is TSpecSpecbook => i !== undefined);
}

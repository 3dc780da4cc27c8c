import { and, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { manufacturers, priceGroupManufacturers, priceGroups } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { ConflictError, NotFoundError, PreconditionError } from '#server/lib/http/errors';
import { visibleManufacturers } from '#server/modules/manufacturers/manufacturers.service';
import { resolveListOrder, type ListOrder } from '#server/modules/specbooks/list-order';
import { ERP_MESSAGES } from '#shared/lib/erp';
import { PRICE_GROUP_MESSAGES as M, type TPriceBase, type TPriceGroupType } from '#shared/lib/price-group-messages';
import type {
  TPriceGroup,
  TPriceGroupCreate,
  TPriceGroupManufacturer,
  TPriceGroupManufacturerUpdate,
  TPriceGroupUpdate,
} from '#shared/schemas/price-group';
import { containsPattern } from '#server/lib/sql-like';

type GroupRow = typeof priceGroups.$inferSelect;
type EntryRow = typeof priceGroupManufacturers.$inferSelect;

/** A price group row with the number of specbooks using it. */
export interface PriceGroupRecord {
  row: GroupRow;
  specbookCount: number;
}

/** A visible manufacturer with its entry in a group (null = built from the group). */
export interface ManufacturerEntry {
  manufacturer: { id: number; name: string };
  entry: EntryRow | null;
}

const MAX_ID = 2_147_483_647;

function rowId(id: number): number {
  if (!Number.isInteger(id) || id <= 0 || id > MAX_ID) throw new NotFoundError();
  return id;
}

// Qualified by hand: drizzle leaves the table name off columns of a one-table select.
const specbookCount = sql<number>`(select count(*)::int from specbooks s where s.price_group_id = "price_groups"."id")`;

/** The API shape of a price group. */
export function toPriceGroup({ row, specbookCount: used }: PriceGroupRecord): TPriceGroup {
  return {
    id: row.id,
    name: row.name,
    types: row.types as TPriceGroupType,
    erpPriceClassId: row.erpPriceClassId,
    erpRefreshedAt: row.erpRefreshedAt?.toISOString() ?? null,
    userId: row.userId,
    multiplier: row.multiplier,
    profit: row.profit,
    specbookCount: used,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function groupOrder(sort: unknown): ListOrder<PriceGroupRecord> {
  return resolveListOrder<PriceGroupRecord>(
    sort,
    {
      id: { column: priceGroups.id, value: (r) => r.row.id },
      name: { column: priceGroups.name, value: (r) => r.row.name },
      createdAt: { column: priceGroups.createdAt, value: (r) => r.row.createdAt },
      updatedAt: { column: priceGroups.updatedAt, value: (r) => r.row.updatedAt },
    },
    [{ field: 'name', direction: 'asc' }],
    'asc',
  );
}

/** A page of price groups (perPage + 1 rows) and the order's cursor function. */
export interface PriceGroupPage {
  rows: PriceGroupRecord[];
  cursorOf: ListOrder<PriceGroupRecord>['cursorOf'];
}

/**
 * GET {u}/pricegroup: the account's price groups by name (or `sort`), `search` over the name,
 * only those of `types` when given ('custom' or 'erp'), cursor-paginated.
 */
export async function listPriceGroups(
  ctx: ServiceContext,
  request: { search?: string; sort?: unknown; cursor?: string; perPage: number; types?: TPriceGroupType },
): Promise<PriceGroupPage> {
  const order = groupOrder(request.sort);
  const rows = await ctx.db
    .select({ row: priceGroups, specbookCount })
    .from(priceGroups)
    .where(
      and(
        eq(priceGroups.accountId, ctx.user.accountId),
        request.types ? eq(priceGroups.types, request.types) : undefined,
        request.search ? ilike(priceGroups.name, containsPattern(request.search)) : undefined,
        order.after(request.cursor),
      ),
    )
    .orderBy(...order.orderBy)
    .limit(request.perPage + 1);
  return { rows, cursorOf: order.cursorOf };
}

async function groupRecord(ctx: ServiceContext, id: number): Promise<PriceGroupRecord> {
  const [record] = await ctx.db
    .select({ row: priceGroups, specbookCount })
    .from(priceGroups)
    .where(and(eq(priceGroups.id, rowId(id)), eq(priceGroups.accountId, ctx.user.accountId)));
  if (!record) throw new NotFoundError();
  return record;
}

/** GET {u}/pricegroup/{id}: one of the account's price groups; 404 otherwise. */
export function getPriceGroup(ctx: ServiceContext, id: number): Promise<PriceGroupRecord> {
  return groupRecord(ctx, id);
}

/**
 * A group the seller may change: a custom one. An ERP group is read from the ERP (decision 058).
 * @throws ConflictError (409 priceGroupReadOnly) for an ERP group; NotFoundError for another account's.
 */
async function editableGroup(ctx: ServiceContext, id: number): Promise<PriceGroupRecord> {
  const record = await groupRecord(ctx, id);
  if (record.row.types === 'erp') throw new ConflictError(ERP_MESSAGES.priceGroupReadOnly);
  return record;
}

/** POST {u}/pricegroup: a custom price group (multiplier defaults to 1, no profit). */
export async function createPriceGroup(ctx: ServiceContext, input: TPriceGroupCreate): Promise<PriceGroupRecord> {
  const [row] = await ctx.db
    .insert(priceGroups)
    .values({
      accountId: ctx.user.accountId,
      userId: ctx.user.id,
      name: input.name,
      multiplier: input.multiplier ?? '1',
      profit: input.profit ?? null,
    })
    .returning();
  return { row: row!, specbookCount: 0 };
}

/** PATCH {u}/pricegroup/{id}: changes the fields sent (null profit clears it); 409 for an ERP group. */
export async function updatePriceGroup(ctx: ServiceContext, id: number, input: TPriceGroupUpdate): Promise<PriceGroupRecord> {
  const current = await editableGroup(ctx, id);
  const set: Partial<typeof priceGroups.$inferInsert> = {};
  if (input.name !== undefined) set.name = input.name;
  if (input.multiplier !== undefined) set.multiplier = input.multiplier;
  if (input.profit !== undefined) set.profit = input.profit;
  if (Object.keys(set).length === 0) return current;
  await ctx.db
    .update(priceGroups)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(priceGroups.id, current.row.id), eq(priceGroups.accountId, ctx.user.accountId)));
  return groupRecord(ctx, id);
}

/**
 * DELETE {u}/pricegroup/{id}: deletes a custom group and its manufacturer entries (409 for an ERP one). While specbooks
 * use it the first call answers 412 with a question; repeat with forceDelete=true (the specbooks
 * keep their prices and lose the group).
 */
export async function deletePriceGroup(ctx: ServiceContext, id: number, forceDelete: boolean): Promise<void> {
  const current = await editableGroup(ctx, id);
  if (!forceDelete && current.specbookCount > 0) throw new PreconditionError(M.deleteConfirm(current.specbookCount));
  await ctx.db.delete(priceGroups).where(and(eq(priceGroups.id, current.row.id), eq(priceGroups.accountId, ctx.user.accountId)));
}

// ---- manufacturers of a group --------------------------------------------------------------

/** The API shape of a manufacturer's entry; without an entry it is built from the group. */
export function toManufacturerEntry(group: GroupRow, { manufacturer, entry }: ManufacturerEntry): TPriceGroupManufacturer {
  return {
    id: entry?.id ?? null,
    manufacturerPriceGroupId: group.id,
    priceGroup: { id: group.id },
    manufacturer,
    base: (entry?.base as TPriceBase | undefined) ?? 'list',
    multiplier: entry?.multiplier ?? group.multiplier,
    profit: entry ? entry.profit : group.profit,
    custom: entry !== null,
    createdAt: entry?.createdAt.toISOString() ?? null,
    updatedAt: entry?.updatedAt.toISOString() ?? null,
  };
}

const entryJoin = (groupId: number) =>
  and(eq(priceGroupManufacturers.manufacturerId, manufacturers.id), eq(priceGroupManufacturers.priceGroupId, groupId));

function entryOrder(): ListOrder<ManufacturerEntry> {
  return resolveListOrder<ManufacturerEntry>(
    undefined,
    {
      id: { column: manufacturers.id, value: (r) => r.manufacturer.id },
      name: { column: manufacturers.name, value: (r) => r.manufacturer.name },
    },
    [{ field: 'name', direction: 'asc' }],
    'asc',
  );
}

/** A page of a group's manufacturers (perPage + 1 rows) and the order's cursor function. */
export interface ManufacturerEntryPage {
  group: GroupRow;
  rows: ManufacturerEntry[];
  cursorOf: ListOrder<ManufacturerEntry>['cursorOf'];
}

/**
 * GET {u}/pricegroup/{id}/manufacturers: every manufacturer the account sees (global and its
 * own) with its entry in the group, by name; `search` over the name; `custom` true lists only
 * those with their own entry. Cursor-paginated.
 */
export async function listGroupManufacturers(
  ctx: ServiceContext,
  groupId: number,
  request: { search?: string; custom?: boolean; cursor?: string; perPage: number },
): Promise<ManufacturerEntryPage> {
  const group = (await groupRecord(ctx, groupId)).row;
  const order = entryOrder();
  const conditions: (SQL | undefined)[] = [
    visibleManufacturers(ctx.user.accountId),
    request.search ? ilike(manufacturers.name, containsPattern(request.search)) : undefined,
    request.custom ? sql`${priceGroupManufacturers.id} is not null` : undefined,
    order.after(request.cursor),
  ];
  const rows = await ctx.db
    .select({ manufacturer: { id: manufacturers.id, name: manufacturers.name }, entry: priceGroupManufacturers })
    .from(manufacturers)
    .leftJoin(priceGroupManufacturers, entryJoin(group.id))
    .where(and(...conditions))
    .orderBy(...order.orderBy)
    .limit(request.perPage + 1);
  return { group, rows, cursorOf: order.cursorOf };
}

async function manufacturerEntry(ctx: ServiceContext, group: GroupRow, manufacturerId: number): Promise<ManufacturerEntry> {
  const [row] = await ctx.db
    .select({ manufacturer: { id: manufacturers.id, name: manufacturers.name }, entry: priceGroupManufacturers })
    .from(manufacturers)
    .leftJoin(priceGroupManufacturers, entryJoin(group.id))
    .where(and(eq(manufacturers.id, rowId(manufacturerId)), visibleManufacturers(ctx.user.accountId)));
  if (!row) throw new NotFoundError();
  return row;
}

/** GET {u}/pricegroup/{id}/manufacturers/{manufacturerId}: one manufacturer's entry. */
export async function getGroupManufacturer(ctx: ServiceContext, groupId: number, manufacturerId: number): Promise<TPriceGroupManufacturer> {
  const group = (await groupRecord(ctx, groupId)).row;
  return toManufacturerEntry(group, await manufacturerEntry(ctx, group, manufacturerId));
}

/** PATCH {u}/pricegroup/{id}/manufacturers/{manufacturerId}: sets the manufacturer's own base, multiplier and profit. */
export async function updateGroupManufacturer(
  ctx: ServiceContext,
  groupId: number,
  manufacturerId: number,
  input: TPriceGroupManufacturerUpdate,
): Promise<TPriceGroupManufacturer> {
  const group = (await editableGroup(ctx, groupId)).row;
  const current = await manufacturerEntry(ctx, group, manufacturerId);
  const values = { base: input.base ?? current.entry?.base ?? 'list', multiplier: input.multiplier, profit: input.profit ?? null };
  await ctx.db
    .insert(priceGroupManufacturers)
    .values({ ...values, accountId: ctx.user.accountId, priceGroupId: group.id, manufacturerId: current.manufacturer.id })
    .onConflictDoUpdate({
      target: [priceGroupManufacturers.priceGroupId, priceGroupManufacturers.manufacturerId],
      set: { ...values, updatedAt: new Date() },
    });
  return toManufacturerEntry(group, await manufacturerEntry(ctx, group, manufacturerId));
}

/** DELETE {u}/pricegroup/{id}/manufacturers/{manufacturerId}: the manufacturer follows the group again. */
export async function resetGroupManufacturer(ctx: ServiceContext, groupId: number, manufacturerId: number): Promise<TPriceGroupManufacturer> {
  const group = (await editableGroup(ctx, groupId)).row;
  const current = await manufacturerEntry(ctx, group, manufacturerId);
  if (current.entry) await ctx.db.delete(priceGroupManufacturers).where(eq(priceGroupManufacturers.id, current.entry.id));
  return toManufacturerEntry(group, { ...current, entry: null });
}

/**
 * Manufacturers (brands): the platform's global ones (account_id null) and the caller account's
 * own. Another account's manufacturers are never listed and answer 404.
 */
import { and, asc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { manufacturers } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { ConflictError, ForbiddenError, NotFoundError } from '#server/lib/http/errors';
import { compileFilter, type FilterWhitelist } from '#server/lib/http/filters';
import { resolveListOrder, type ListOrder } from '#server/modules/specbooks/list-order';
import { MANUFACTURER_MESSAGES as M } from '#shared/lib/manufacturer-messages';
import type { TManufacturer, TManufacturerDocument, TManufacturerUpdate } from '#shared/schemas/manufacturer';
import { escapeLike } from '#server/lib/sql-like';

type ManufacturerTableRow = typeof manufacturers.$inferSelect;

/** A manufacturer row with the number of catalogue specs the caller sees of it. */
export type ManufacturerRow = ManufacturerTableRow & { specCount: number };

/** A transaction or the pool: anything that runs Drizzle queries. */
export type Runner = Pick<Db, 'select' | 'insert' | 'update' | 'execute'>;

/**
 * Who owns what the caller adds to the catalogue: their account and themselves; for a platform
 * admin nobody, i.e. the platform (global), as the admin banner says ("all actions will be
 * considered global").
 */
export function catalogueOwner(ctx: ServiceContext): { accountId: number | null; userId: number | null } {
  return ctx.user.isPlatformAdmin ? { accountId: null, userId: null } : { accountId: ctx.user.accountId, userId: ctx.user.id };
}

/** Global manufacturers and the caller account's own. */
export function visibleManufacturers(accountId: number): SQL {
  return or(isNull(manufacturers.accountId), eq(manufacturers.accountId, accountId))!;
}

// Written out: inside a correlated subquery Drizzle would render the outer column unqualified.
function specCount(accountId: number) {
  return sql<number>`(select count(*)::int from specs s where s.manufacturer_id = "manufacturers"."id"
    and not s.archived and (s.account_id is null or s.account_id = ${accountId}))`;
}

/** Filterable manufacturer fields (POST {u}/manufacturer/filter). */
export const MANUFACTURER_FILTERS: FilterWhitelist = {
  id: { column: manufacturers.id, type: 'number' },
  name: { column: manufacturers.name, type: 'string' },
  url: { column: manufacturers.url, type: 'string' },
  active: { column: manufacturers.active, type: 'boolean' },
  enabled: { column: manufacturers.enabled, type: 'boolean' },
  sellInMarketplace: { column: manufacturers.sellInMarketplace, type: 'boolean' },
  global: { column: sql`(${manufacturers.accountId} is null)`, type: 'boolean' },
  createdAt: { column: manufacturers.createdAt, type: 'date' },
  updatedAt: { column: manufacturers.updatedAt, type: 'date' },
};

function manufacturerOrder(sort: unknown): ListOrder<ManufacturerRow> {
  return resolveListOrder<ManufacturerRow>(
    sort,
    {
      id: { column: manufacturers.id, value: (r) => r.id },
      name: { column: manufacturers.name, value: (r) => r.name },
      createdAt: { column: manufacturers.createdAt, value: (r) => r.createdAt },
      updatedAt: { column: manufacturers.updatedAt, value: (r) => r.updatedAt },
    },
    [{ field: 'name', direction: 'asc' }],
    'asc',
  );
}

/** What a manufacturer list asks for. */
export interface ManufacturerListRequest {
  filter?: unknown;
  sort?: unknown;
  cursor?: string;
  perPage: number;
}

/** A page of manufacturers (perPage + 1 rows, for cursorEnvelope) and the order's cursor function. */
export interface ManufacturerPage {
  rows: ManufacturerRow[];
  cursorOf: ListOrder<ManufacturerRow>['cursorOf'];
}

function columns(accountId: number) {
  return { ...allColumns(), specCount: specCount(accountId) };
}

function allColumns() {
  const m = manufacturers;
  return {
    id: m.id,
    accountId: m.accountId,
    userId: m.userId,
    name: m.name,
    url: m.url,
    source: m.source,
    logo: m.logo,
    active: m.active,
    enabled: m.enabled,
    sellInMarketplace: m.sellInMarketplace,
    priceSheet: m.priceSheet,
    catalogs: m.catalogs,
    globalAttachments: m.globalAttachments,
    createdAt: m.createdAt,
    updatedAt: m.updatedAt,
  };
}

/** GET {u}/manufacturer and POST …/filter: visible manufacturers, filtered and sorted (default by name), keyset paginated. */
export async function listManufacturers(ctx: ServiceContext, request: ManufacturerListRequest): Promise<ManufacturerPage> {
  const order = manufacturerOrder(request.sort);
  const rows = await ctx.db
    .select(columns(ctx.user.accountId))
    .from(manufacturers)
    .where(
      and(
        visibleManufacturers(ctx.user.accountId),
        compileFilter(request.filter, MANUFACTURER_FILTERS),
        order.after(request.cursor),
      ),
    )
    .orderBy(...order.orderBy)
    .limit(request.perPage + 1);
  return { rows, cursorOf: order.cursorOf };
}

/**
 * The typeahead (GET {u}/manufacturer?search=, POST …/search): active, enabled, visible
 * manufacturers whose name or one of its words starts with `search` (case-insensitive); names
 * starting with it first, then shorter names, then alphabetically — `orderTypeahead` in
 * #shared/lib/manufacturer-messages is the same rule.
 */
export async function searchManufacturers(ctx: ServiceContext, search: string, limit: number): Promise<ManufacturerRow[]> {
  const q = escapeLike(search.trim().toLowerCase());
  const name = sql`lower(${manufacturers.name})`;
  const rank = sql`case when ${name} like ${`${q}%`} then 0 else 1 end`;
  return ctx.db
    .select(columns(ctx.user.accountId))
    .from(manufacturers)
    .where(
      and(
        visibleManufacturers(ctx.user.accountId),
        eq(manufacturers.active, true),
        eq(manufacturers.enabled, true),
        q ? sql`(${name} like ${`${q}%`} or ${name} like ${`% ${q}%`})` : undefined,
      ),
    )
    .orderBy(asc(rank), asc(sql`length(${manufacturers.name})`), asc(sql`${name} collate "C"`), asc(manufacturers.id))
    .limit(limit);
}

/** One visible manufacturer; 404 for a missing one or another account's. */
export async function getManufacturer(ctx: ServiceContext, id: number): Promise<ManufacturerRow> {
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw new NotFoundError();
  const [row] = await ctx.db
    .select(columns(ctx.user.accountId))
    .from(manufacturers)
    .where(and(eq(manufacturers.id, id), visibleManufacturers(ctx.user.accountId)));
  if (!row) throw new NotFoundError();
  return row;
}

/** 409 unless no manufacturer the account sees (global or own, other than `exceptId`) has this name. */
async function assertNameFree(db: Runner, accountId: number, name: string, exceptId?: number): Promise<void> {
  const [clash] = await db
    .select({ id: manufacturers.id })
    .from(manufacturers)
    .where(
      and(
        visibleManufacturers(accountId),
        sql`lower(trim(${manufacturers.name})) = ${name.trim().toLowerCase()}`,
        exceptId === undefined ? undefined : sql`${manufacturers.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  if (clash) throw new ConflictError(M.duplicate(name.trim()), [{ field: 'name', message: M.duplicate(name.trim()) }]);
}

/** The fields a new manufacturer gets. */
export interface NewManufacturer {
  name: string;
  url: string;
  logo?: string | null;
  source?: string | null;
  sellInMarketplace?: boolean;
  active?: boolean;
  priceSheet?: string | null;
  catalogs?: TManufacturerDocument[];
  globalAttachments?: TManufacturerDocument[];
}

/**
 * Inserts an account-owned manufacturer inside `tx` (the caller's transaction), serialised per
 * account by an advisory lock so that two requests cannot both pass the name check.
 * @throws ConflictError (409) when the account already sees a manufacturer of that name.
 */
export async function insertManufacturer(tx: Runner, ctx: ServiceContext, input: NewManufacturer): Promise<number> {
  const owner = catalogueOwner(ctx);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('manufacturer-name'), ${owner.accountId ?? 0})`);
  await assertNameFree(tx, ctx.user.accountId, input.name);
  const [row] = await tx
    .insert(manufacturers)
    .values({
      accountId: owner.accountId,
      userId: owner.userId,
      name: input.name.trim(),
      url: input.url,
      logo: input.logo ?? null,
      source: input.source ?? null,
      sellInMarketplace: input.sellInMarketplace ?? false,
      active: input.active ?? true,
      priceSheet: input.priceSheet ?? null,
      catalogs: input.catalogs ?? [],
      globalAttachments: input.globalAttachments ?? [],
    })
    .returning({ id: manufacturers.id });
  return row!.id;
}

/** POST {u}/manufacturer: creates one of the account's own manufacturers (a global one for a platform admin). */
export async function createManufacturer(ctx: ServiceContext, input: NewManufacturer): Promise<ManufacturerRow> {
  const id = await ctx.db.transaction((tx) => insertManufacturer(tx, ctx, input));
  return getManufacturer(ctx, id);
}

/**
 * PATCH {u}/manufacturer/{id}: changes one of the account's own manufacturers. Global ones are the
 * platform's: 403 (a platform admin may change them); another account's: 404.
 */
export async function updateManufacturer(ctx: ServiceContext, id: number, input: TManufacturerUpdate): Promise<ManufacturerRow> {
  const current = await getManufacturer(ctx, id);
  if (current.accountId === null && !ctx.user.isPlatformAdmin) throw new ForbiddenError(M.globalReadOnly);
  const fields: Partial<typeof manufacturers.$inferInsert> = {};
  for (const key of ['name', 'url', 'logo', 'source', 'sellInMarketplace', 'active', 'priceSheet', 'catalogs', 'globalAttachments'] as const) {
    if (input[key] !== undefined) Object.assign(fields, { [key]: input[key] });
  }
  if (Object.keys(fields).length === 0) return current;
  await ctx.db.transaction(async (tx) => {
    if (fields.name !== undefined) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('manufacturer-name'), ${ctx.user.accountId})`);
      await assertNameFree(tx, current.accountId ?? ctx.user.accountId, fields.name, id);
    }
    await tx.update(manufacturers).set({ ...fields, updatedAt: new Date() }).where(eq(manufacturers.id, id));
  });
  return getManufacturer(ctx, id);
}

/** The API shape of a manufacturer; `userId` of a global one is null (spec §3). */
export function toManufacturer(row: ManufacturerRow, userId?: number): TManufacturer {
  const global = row.accountId === null;
  return {
    id: row.id,
    userId: global ? null : row.userId,
    name: row.name,
    url: row.url,
    source: row.source,
    logo: row.logo,
    active: row.active,
    enabled: row.enabled,
    global,
    sellInMarketplace: row.sellInMarketplace,
    priceSheet: row.priceSheet,
    catalogs: row.catalogs,
    globalAttachments: row.globalAttachments,
    specCount: row.specCount,
    ...(userId === undefined
      ? {}
      : {
          links: {
            self: `/api/v4/user/${userId}/manufacturer/${row.id}`,
            matrix: `/v4/matrix?search=${encodeURIComponent(row.name)}`,
          },
        }),
  };
}

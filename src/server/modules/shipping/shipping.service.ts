import { and, asc, eq, isNull } from 'drizzle-orm';
import { shippingCosts, shippingDiscounts } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { NotFoundError, ValidationError } from '#server/lib/http/errors';
import { cursorLimit, decodeCursor, keysetCondition } from '#server/lib/http/pagination';
import { SHIPPING_MESSAGES as M } from '#shared/lib/shipping-messages';
import type {
  TShippingCost,
  TShippingCostCreate,
  TShippingCostUpdate,
  TShippingDiscount,
  TShippingDiscountCreate,
  TShippingDiscountUpdate,
  TShippingListQuery,
} from '#shared/schemas/shipping';
import { assertMayUseShippingCenter } from './shipping.policy';

type CostRow = typeof shippingCosts.$inferSelect;
type DiscountRow = typeof shippingDiscounts.$inferSelect;
type Table = typeof shippingCosts | typeof shippingDiscounts;

/** Rows are keyed by id alone: the cursor of a row. */
export const cursorOfRow = (row: { id: number }) => [row.id] as const;

/** A valid serial id, else 404 (a malformed id is not a record). */
function checkedId(id: number): number {
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw new NotFoundError();
  return id;
}

/** The caller's account's rows of `table`, one id, with the pro check first. */
function ownRow(ctx: ServiceContext, table: Table, id: number) {
  assertMayUseShippingCenter(ctx);
  return and(eq(table.id, checkedId(id)), eq(table.accountId, ctx.user.accountId));
}

/** One page (perPage + 1 rows) of the account's rows of `table`, by id, after the cursor. */
function pageCondition(ctx: ServiceContext, table: Table, query: TShippingListQuery) {
  assertMayUseShippingCenter(ctx);
  const after = query.cursor === undefined ? undefined : keysetCondition([table.id], ['asc'], decodeCursor(query.cursor));
  return and(eq(table.accountId, ctx.user.accountId), after);
}

/** The API shape of a shipping cost. */
export function toShippingCost(row: CostRow): TShippingCost {
  return {
    id: row.id,
    name: row.name,
    method: row.method as TShippingCost['method'],
    cost: row.cost,
    active: row.active,
    userID: row.userId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The API shape of a shipping discount. */
export function toShippingDiscount(row: DiscountRow): TShippingDiscount {
  return {
    id: row.id,
    name: row.name,
    type: row.type as TShippingDiscount['type'],
    value: row.value,
    minimumSubtotal: row.minimumSubtotal,
    active: row.active,
    global: row.accountId === null,
    userID: row.userId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The account's shipping costs by id, a page after the cursor (perPage + 1 rows). */
export function listShippingCosts(ctx: ServiceContext, query: TShippingListQuery): Promise<CostRow[]> {
  return ctx.db
    .select()
    .from(shippingCosts)
    .where(pageCondition(ctx, shippingCosts, query))
    .orderBy(asc(shippingCosts.id))
    .limit(cursorLimit(query.perPage));
}

/** One shipping cost of the account; 404 for a missing one or another tenant's. */
export async function getShippingCost(ctx: ServiceContext, id: number): Promise<CostRow> {
  const [row] = await ctx.db.select().from(shippingCosts).where(ownRow(ctx, shippingCosts, id));
  if (!row) throw new NotFoundError();
  return row;
}

/** Creates a shipping cost for the caller's account. */
export async function createShippingCost(ctx: ServiceContext, input: TShippingCostCreate): Promise<CostRow> {
  assertMayUseShippingCenter(ctx);
  const [row] = await ctx.db
    .insert(shippingCosts)
    .values({ ...input, method: input.method ?? null, accountId: ctx.user.accountId, userId: ctx.user.id })
    .returning();
  return row!;
}

/** PUT: replaces every field (unsent optional ones return to their defaults). */
export function replaceShippingCost(ctx: ServiceContext, id: number, input: TShippingCostCreate): Promise<CostRow> {
  return updateShippingCost(ctx, id, { method: null, active: true, ...input });
}

/** PATCH: changes the fields sent; 404 for another tenant's cost. */
export async function updateShippingCost(ctx: ServiceContext, id: number, input: TShippingCostUpdate): Promise<CostRow> {
  const [row] = await ctx.db
    .update(shippingCosts)
    .set({ ...input, updatedAt: new Date() })
    .where(ownRow(ctx, shippingCosts, id))
    .returning();
  if (!row) throw new NotFoundError();
  return row;
}

/** The account's shipping discounts by id, a page after the cursor (perPage + 1 rows). */
export function listShippingDiscounts(ctx: ServiceContext, query: TShippingListQuery): Promise<DiscountRow[]> {
  return ctx.db
    .select()
    .from(shippingDiscounts)
    .where(pageCondition(ctx, shippingDiscounts, query))
    .orderBy(asc(shippingDiscounts.id))
    .limit(cursorLimit(query.perPage));
}

/** The global (platform) shipping discounts that are active, by id. */
export function listGlobalShippingDiscounts(ctx: ServiceContext): Promise<DiscountRow[]> {
  assertMayUseShippingCenter(ctx);
  return ctx.db
    .select()
    .from(shippingDiscounts)
    .where(and(isNull(shippingDiscounts.accountId), eq(shippingDiscounts.active, true)))
    .orderBy(asc(shippingDiscounts.id));
}

/** One shipping discount of the account; 404 for a missing one, a global one or another tenant's. */
export async function getShippingDiscount(ctx: ServiceContext, id: number): Promise<DiscountRow> {
  const [row] = await ctx.db.select().from(shippingDiscounts).where(ownRow(ctx, shippingDiscounts, id));
  if (!row) throw new NotFoundError();
  return row;
}

/** Creates a shipping discount for the caller's account. */
export async function createShippingDiscount(ctx: ServiceContext, input: TShippingDiscountCreate): Promise<DiscountRow> {
  assertMayUseShippingCenter(ctx);
  const [row] = await ctx.db
    .insert(shippingDiscounts)
    .values({ ...input, accountId: ctx.user.accountId, userId: ctx.user.id })
    .returning();
  return row!;
}

/** PUT: replaces every field (unsent optional ones return to their defaults). */
export function replaceShippingDiscount(ctx: ServiceContext, id: number, input: TShippingDiscountCreate): Promise<DiscountRow> {
  return updateShippingDiscount(ctx, id, { minimumSubtotal: '0.00', active: true, ...input });
}

/**
 * PATCH: changes the fields sent; the merged record must still hold a percent of at most 100.
 * 404 for another tenant's discount.
 */
export async function updateShippingDiscount(
  ctx: ServiceContext,
  id: number,
  input: TShippingDiscountUpdate,
): Promise<DiscountRow> {
  const current = await getShippingDiscount(ctx, id);
  const type = input.type ?? current.type;
  const value = input.value ?? current.value;
  if (type === 'percent' && Number(value) > 100) throw ValidationError.field('value', M.percentMax);
  const [row] = await ctx.db
    .update(shippingDiscounts)
    .set({ ...input, updatedAt: new Date() })
    .where(ownRow(ctx, shippingDiscounts, id))
    .returning();
  return row!;
}

/** Deletes a shipping discount of the account; 404 for another tenant's. */
export async function deleteShippingDiscount(ctx: ServiceContext, id: number): Promise<void> {
  const rows = await ctx.db.delete(shippingDiscounts).where(ownRow(ctx, shippingDiscounts, id)).returning({ id: shippingDiscounts.id });
  if (rows.length === 0) throw new NotFoundError();
}

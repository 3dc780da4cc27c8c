import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { manufacturers, priceGroupManufacturers, priceGroups, specbooks, specSpecbooks, specs } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { NotFoundError, ValidationError } from '#server/lib/http/errors';
import { requireAdvancedAccess } from '#server/modules/advanced-access/advanced-access.service';
import { requireSpecbook, type SpecbookRow } from '#server/modules/specbooks/specbook-access';
import { sumMoney } from '#shared/lib/money';
import { PRICE_GROUP_MESSAGES as M, type TPriceBase } from '#shared/lib/price-group-messages';
import { applyPriceEdits, priceChanged, priceFacts, type PriceEdit, type PriceRecord } from '#shared/lib/pricing';
import { normalized, priceByGroup, ruleFor, type GroupRule } from '#shared/lib/pricing-groups';
import type {
  TBulkPriceUpdate,
  TChangePrice,
  TPriceChange,
  TPriceChangeSummary,
  TPriceRefresh,
  TPriceUpdateResult,
  TRawPriceUpdate,
  TSpecPriceQuery,
  TUpdatableQuery,
} from '#shared/schemas/price-update';

/** A transaction or the pool. */
type Runner = Pick<Db, 'select' | 'execute'>;

/** A spec of the specbook with what pricing it needs. */
interface SpecRow {
  id: number;
  specId: number;
  categoryId: number | null;
  name: string;
  modelNumber: string;
  manufacturerId: number;
  manufacturerName: string;
  /** The vendor's current list price (the catalogue's). */
  vendorList: string | null;
  record: PriceRecord;
}

/** The rule of each manufacturer in a group; null = no group (a refresh only). */
type Rules = ((manufacturerId: number) => GroupRule) | null;

async function loadSpecs(db: Runner, book: SpecbookRow, joinIds: number[] | undefined, lock: boolean): Promise<SpecRow[]> {
  const query = db
    .select({
      id: specSpecbooks.id,
      specId: specSpecbooks.specId,
      categoryId: specSpecbooks.categoryId,
      name: sql<string>`coalesce(${specSpecbooks.name}, ${specs.name})`,
      modelNumber: specs.modelNumber,
      manufacturerId: specs.manufacturerId,
      manufacturerName: manufacturers.name,
      vendorList: specs.listPrice,
      listPrice: sql<string | null>`coalesce(${specSpecbooks.listPrice}, ${specs.listPrice})`,
      salePrice: specSpecbooks.salePrice,
      cost: specSpecbooks.cost,
      multiplier: specSpecbooks.multiplier,
      multiplierLabel: specSpecbooks.multiplierLabel,
      profitMargin: specSpecbooks.profitMargin,
      shippingCost: specSpecbooks.shippingCost,
      qty: specSpecbooks.quantity,
    })
    .from(specSpecbooks)
    .innerJoin(specs, eq(specs.id, specSpecbooks.specId))
    .innerJoin(manufacturers, eq(manufacturers.id, specs.manufacturerId))
    .where(
      and(
        eq(specSpecbooks.specbookId, book.id),
        eq(specSpecbooks.accountId, book.accountId),
        joinIds ? sql`${specSpecbooks.id} = any(${sql.param(joinIds)}::int[])` : undefined,
      ),
    )
    .orderBy(specSpecbooks.categoryId, specSpecbooks.sortOrder, specSpecbooks.id);
  const rows = lock ? await query.for('update', { of: specSpecbooks }) : await query;
  if (joinIds && rows.length !== new Set(joinIds).size) throw ValidationError.field('specs', M.specNotInSpecbook);
  return rows.map(({ listPrice, salePrice, cost, multiplier, multiplierLabel, profitMargin, shippingCost, qty, ...spec }) => ({
    ...spec,
    record: { listPrice, salePrice, cost, multiplier, multiplierLabel, profitMargin, shippingCost, qty },
  }));
}

/** The rules of a group of the specbook's account; 400 for any other group. */
async function loadRules(db: Runner, accountId: number, groupId: number | null): Promise<Rules> {
  if (groupId === null) return null;
  const [group] = await db
    .select()
    .from(priceGroups)
    .where(and(eq(priceGroups.id, groupId), eq(priceGroups.accountId, accountId)));
  if (!group) throw ValidationError.field('priceGroup', M.priceGroupInvalid);
  const entries = await db.select().from(priceGroupManufacturers).where(eq(priceGroupManufacturers.priceGroupId, group.id));
  const byManufacturer = new Map(entries.map((e) => [e.manufacturerId, { base: e.base as TPriceBase, multiplier: e.multiplier, profit: e.profit }]));
  return (manufacturerId) => ruleFor(group, byManufacturer.get(manufacturerId));
}

/** 'none' → no group; an id → that group; absent → the specbook's own. */
function groupIdOf(book: SpecbookRow, param: string | number | null | undefined): number | null {
  if (param === undefined) return book.priceGroupId;
  if (param === null || param === 'none') return null;
  return Number(param);
}

/** A spec's new price: the vendor's list price first when `refresh`, then the group's rule. */
function newPrice(spec: SpecRow, rules: Rules, refresh: boolean): PriceRecord {
  return priceByGroup(spec.record, rules ? rules(spec.manufacturerId) : null, refresh ? spec.vendorList : undefined);
}

function toChangePrice(record: PriceRecord): TChangePrice {
  const facts = priceFacts(record);
  return {
    listPrice: record.listPrice,
    salePrice: facts.sale,
    multiplier: record.multiplier,
    cost: record.cost,
    profitMargin: facts.profitMargin,
    total: facts.total,
  };
}

/** The specs whose price the group (and refresh) would change, each with its before and after. */
function changesOf(rows: SpecRow[], rules: Rules, refresh: boolean): { spec: SpecRow; after: PriceRecord }[] {
  return rows
    .map((spec) => ({ spec, after: newPrice(spec, rules, refresh) }))
    .filter(({ spec, after }) => priceChanged(normalized(spec.record), after));
}

/** The updatable specs of a page, with the sums over all of them. */
export interface UpdatableSpecs {
  rows: TPriceChange[];
  total: number;
  summary: TPriceChangeSummary;
}

/**
 * GET {u}/specbook/{id}/specs/updatable: the specs whose price would change when priced by the
 * group (`priceGroup`, else the specbook's own) — after the vendors' current list prices unless
 * `priceGroupChanged` — each as a Price change record (its fields, `before` and `after`).
 * Paged when `showPagination`; `summary` sums every updatable spec's line total before and after.
 */
export async function listUpdatableSpecs(ctx: ServiceContext, specbookId: number, query: TUpdatableQuery): Promise<UpdatableSpecs> {
  const book = await requireSpecbook(ctx, specbookId);
  const rules = await loadRules(ctx.db, book.accountId, groupIdOf(book, query.priceGroup));
  const changes = changesOf(await loadSpecs(ctx.db, book, undefined, false), rules, !query.priceGroupChanged);
  const shown = query.showPagination ? changes.slice((query.page - 1) * query.perPage, query.page * query.perPage) : changes;
  return {
    rows: shown.map(({ spec, after }) => ({
      id: spec.id,
      joinID: spec.id,
      specID: spec.specId,
      categoryID: spec.categoryId,
      name: spec.name,
      modelNumber: spec.modelNumber,
      manufacturerName: spec.manufacturerName,
      qty: spec.record.qty,
      before: toChangePrice(normalized(spec.record)),
      after: toChangePrice(after),
    })),
    total: changes.length,
    summary: {
      count: changes.length,
      before: sumMoney(changes.map(({ spec }) => priceFacts(spec.record).total)),
      after: sumMoney(changes.map(({ after }) => priceFacts(after).total)),
    },
  };
}

/** A new price of one spec; `stamp` when a price field (not qty or label alone) changed. */
interface NewPrice {
  id: number;
  price: PriceRecord;
  stamp: boolean;
}

/** Writes new prices in one statement; a price change also stamps who, when and the quoted date (today). */
async function writePrices(db: Runner, ctx: ServiceContext, book: SpecbookRow, prices: NewPrice[]): Promise<void> {
  if (prices.length === 0) return;
  const column = (pick: (p: PriceRecord) => string | number | null) => sql.param(prices.map((p) => pick(p.price)));
  await db.execute(sql`
    update spec_specbooks s set
      list_price = v.list, sale_price = v.sale, cost = v.cost, multiplier = v.multiplier, profit_margin = v.margin,
      multiplier_label = v.label, shipping_cost = v.shipping, quantity = v.qty, updated_at = now(),
      price_updated_at = case when v.stamp then now() else s.price_updated_at end,
      price_updated_by = case when v.stamp then ${ctx.user.email} else s.price_updated_by end,
      quoted_date = case when v.stamp then current_date else s.quoted_date end
    from unnest(
      ${sql.param(prices.map((p) => p.id))}::int[], ${column((p) => p.listPrice)}::numeric[], ${column((p) => p.salePrice)}::numeric[],
      ${column((p) => p.cost)}::numeric[], ${column((p) => p.multiplier)}::numeric[], ${column((p) => p.profitMargin)}::numeric[],
      ${column((p) => p.multiplierLabel)}::text[], ${column((p) => p.shippingCost)}::numeric[], ${column((p) => p.qty)}::int[],
      ${sql.param(prices.map((p) => p.stamp))}::boolean[]
    ) as v(id, list, sale, cost, multiplier, margin, label, shipping, qty, stamp)
    where s.id = v.id and s.specbook_id = ${book.id} and s.account_id = ${book.accountId}`);
}

/** The group's (or refresh's) changes as rows to write. */
function toWrites(changes: { spec: SpecRow; after: PriceRecord }[]): NewPrice[] {
  return changes.map(({ spec, after }) => ({ id: spec.id, price: after, stamp: true }));
}

function result(updated: number): TPriceUpdateResult {
  return { updated, message: M.pricesSaved };
}

function sameRecord(a: PriceRecord, b: PriceRecord): boolean {
  return (Object.keys(a) as (keyof PriceRecord)[]).every((key) => a[key] === b[key]);
}

/**
 * The specbook whose prices a bulk, refresh or raw update may change: found in the caller's
 * account (404 otherwise) and with advanced access (403 otherwise, docs/decisions/027).
 */
async function requireRepricableBook(ctx: ServiceContext, specbookId: number): Promise<SpecbookRow> {
  const book = await requireSpecbook(ctx, specbookId);
  await requireAdvancedAccess(ctx);
  return book;
}

const joinIdsOf = (specs: readonly { joinId: number }[] | undefined) => specs?.map((s) => s.joinId);

/**
 * POST {u}/specbook/{id}/specs/prices/bulk: prices the chosen specs by the group in one
 * transaction (rows locked), after the vendor refresh when the group did not change, and sets the
 * group on the specbook when one is named. The specbook row is written first: its lock comes
 * before the placements' and their version's, as in every other write of a specbook
 * (docs/decisions/047), so that this cannot deadlock with them.
 * @throws ValidationError (400) for another account's group or a spec not in this specbook.
 */
export async function bulkUpdatePrices(ctx: ServiceContext, specbookId: number, input: TBulkPriceUpdate): Promise<TPriceUpdateResult> {
  const book = await requireRepricableBook(ctx, specbookId);
  const groupId = groupIdOf(book, input.priceGroup === undefined ? undefined : (input.priceGroup?.id ?? null));
  return ctx.db.transaction(async (tx) => {
    if (input.priceGroup !== undefined && groupId !== book.priceGroupId) {
      await tx.update(specbooks).set({ priceGroupId: groupId, updatedAt: new Date() }).where(eq(specbooks.id, book.id));
    }
    const rules = await loadRules(tx, book.accountId, groupId);
    const changes = changesOf(await loadSpecs(tx, book, joinIdsOf(input.specs), true), rules, !input.priceGroupChanged);
    await writePrices(tx, ctx, book, toWrites(changes));
    return result(changes.length);
  });
}

/**
 * POST {u}/specbook/{id}/specs/prices/refresh: the bulk vendor price refresh — each chosen spec
 * (all when none are named) takes its vendor's current list price; its multiplier keeps the sale
 * in step.
 */
export async function refreshVendorPrices(ctx: ServiceContext, specbookId: number, input: TPriceRefresh): Promise<TPriceUpdateResult> {
  const book = await requireRepricableBook(ctx, specbookId);
  return ctx.db.transaction(async (tx) => {
    const changes = changesOf(await loadSpecs(tx, book, joinIdsOf(input.specs), true), null, true);
    await writePrices(tx, ctx, book, toWrites(changes));
    return result(changes.length);
  });
}

/** One spec's price edits ({fieldType, fieldValue}), applied in order. */
export interface SpecPriceEdits {
  joinId: number;
  payload: readonly PriceEdit[];
}

/**
 * Applies each spec's edits through the price rules and writes the changed prices in the caller's
 * transaction (rows locked), all specs or none. Answers the ids of the specs whose price changed.
 * Used by the raw price update and the ERP price update (modules/erp).
 * @throws ValidationError (400) naming the spec's index and the field of the first refused edit,
 *   or 'specs' for a spec not in this specbook.
 */
export async function writeSpecPriceEdits(tx: Runner, ctx: ServiceContext, book: SpecbookRow, specs: readonly SpecPriceEdits[]): Promise<number[]> {
  const rows = new Map((await loadSpecs(tx, book, joinIdsOf(specs), true)).map((r) => [r.id, r]));
  const prices = specs.map(({ joinId, payload }, index) => {
    const before = normalized(rows.get(joinId)!.record);
    const edited = applyPriceEdits(before, payload);
    if (!edited.ok) throw ValidationError.field(`specs.${index}.${edited.field}`, edited.message);
    return { id: joinId, price: edited.price, stamp: priceChanged(before, edited.price), same: sameRecord(before, edited.price) };
  });
  const changed = prices.filter((p) => !p.same);
  await writePrices(tx, ctx, book, changed);
  return changed.map((p) => p.id);
}

/**
 * PATCH {u}/specbook/{id}/specs/prices: the raw price update — each spec's edits
 * ({fieldType, fieldValue}, in order) through the price rules, all specs or none.
 * @throws ValidationError (400) naming the spec's index and the field of the first refused edit.
 */
export async function rawUpdatePrices(ctx: ServiceContext, specbookId: number, input: TRawPriceUpdate): Promise<TPriceUpdateResult> {
  const book = await requireRepricableBook(ctx, specbookId);
  return ctx.db.transaction(async (tx) => result((await writeSpecPriceEdits(tx, ctx, book, input.specs)).length));
}

/**
 * GET {u}/specs/{specId}/price: the price of a catalogue spec by a price group (`priceGroup`,
 * else the `specbook`'s group, else none), from its list price and `cost` (default 0).
 * @throws NotFoundError for a spec or specbook the caller may not see.
 * @throws ValidationError (400) for another account's group.
 */
export async function priceOfSpec(ctx: ServiceContext, specId: number, query: TSpecPriceQuery): Promise<TChangePrice> {
  if (!Number.isInteger(specId) || specId <= 0 || specId > 2_147_483_647) throw new NotFoundError();
  const book = query.specbook === undefined ? null : await requireSpecbook(ctx, query.specbook);
  const accountId = book?.accountId ?? ctx.user.accountId;
  const [spec] = await ctx.db
    .select({ listPrice: specs.listPrice, manufacturerId: specs.manufacturerId })
    .from(specs)
    .where(and(eq(specs.id, specId), or(isNull(specs.accountId), eq(specs.accountId, accountId))));
  if (!spec) throw new NotFoundError();
  const rules = await loadRules(ctx.db, accountId, query.priceGroup ?? book?.priceGroupId ?? null);
  const record: PriceRecord = {
    listPrice: spec.listPrice,
    salePrice: null,
    cost: query.cost,
    multiplier: null,
    multiplierLabel: null,
    profitMargin: null,
    shippingCost: null,
    qty: 1,
  };
  return toChangePrice(priceByGroup(record, rules ? rules(spec.manufacturerId) : null));
}

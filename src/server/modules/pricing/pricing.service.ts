import { and, eq, sql } from 'drizzle-orm';
import { specSpecbooks, specs } from '#server/db/schema/index';
import type { Db } from '#server/db/client';
import type { ServiceContext } from '#server/lib/context';
import { NotFoundError, ValidationError } from '#server/lib/http/errors';
import { requireAdvancedAccess } from '#server/modules/advanced-access/advanced-access.service';
import { touchSpecbook } from '#server/modules/spec-specbooks/placement';
import { requireSpecbook, type SpecbookRow } from '#server/modules/specbooks/specbook-access';
import { isAdvancedPriceField } from '#shared/lib/advanced-access-messages';
import { applyPriceEdits, priceChanged, priceFacts, priceOrigin, type PriceEdit, type PriceRecord } from '#shared/lib/pricing';
import type { TSpecPriceAnswer } from '#shared/schemas/pricing';

/** A transaction or the pool: both run the same queries. */
type Runner = Pick<Db, 'select' | 'update'>;

/** The price columns of a spec in a specbook; the list price falls back to the catalogue's. */
const priceColumns = {
  id: specSpecbooks.id,
  quantity: specSpecbooks.quantity,
  listPrice: sql<string | null>`coalesce(${specSpecbooks.listPrice}, ${specs.listPrice})`,
  ownListPrice: specSpecbooks.listPrice,
  isOptional: specSpecbooks.isOptional,
  listPriceLabel: specSpecbooks.listPriceLabel,
  salePrice: specSpecbooks.salePrice,
  salesPriceLabel: specSpecbooks.salesPriceLabel,
  cost: specSpecbooks.cost,
  multiplier: specSpecbooks.multiplier,
  multiplierLabel: specSpecbooks.multiplierLabel,
  profitMargin: specSpecbooks.profitMargin,
  shippingCost: specSpecbooks.shippingCost,
  quotedDate: specSpecbooks.quotedDate,
  priceUpdatedAt: specSpecbooks.priceUpdatedAt,
  priceUpdatedBy: specSpecbooks.priceUpdatedBy,
};

function selectPrice(db: Runner, specbook: SpecbookRow, joinId: number) {
  return db
    .select(priceColumns)
    .from(specSpecbooks)
    .innerJoin(specs, eq(specs.id, specSpecbooks.specId))
    .where(
      and(
        eq(specSpecbooks.id, joinId),
        eq(specSpecbooks.specbookId, specbook.id),
        eq(specSpecbooks.accountId, specbook.accountId),
      ),
    );
}

type PriceRow = Awaited<ReturnType<typeof selectPrice>>[number];

/** Loads one spec of the specbook (tenant-scoped), optionally locking it for an update. */
async function loadPriceRow(db: Runner, specbook: SpecbookRow, joinId: number, lock: boolean): Promise<PriceRow> {
  if (!Number.isInteger(joinId) || joinId <= 0 || joinId > 2_147_483_647) throw new NotFoundError();
  const query = selectPrice(db, specbook, joinId);
  const [row] = lock ? await query.for('update', { of: specSpecbooks }) : await query;
  if (!row) throw new NotFoundError();
  return row;
}

/** The price columns of a spec in a specbook, as the shared price rules read them. */
export type PlacementPrices = Pick<typeof specSpecbooks.$inferSelect, 'listPrice' | 'salePrice' | 'cost' | 'multiplier' | 'multiplierLabel' | 'profitMargin' | 'shippingCost' | 'quantity'>;

/** A placement's price columns as a price record (the shared rules' input). */
export function toRecord(row: PlacementPrices): PriceRecord {
  return {
    listPrice: row.listPrice,
    salePrice: row.salePrice,
    cost: row.cost,
    multiplier: row.multiplier,
    multiplierLabel: row.multiplierLabel,
    profitMargin: row.profitMargin,
    shippingCost: row.shippingCost,
    qty: row.quantity,
  };
}

/** The API answer for a price row (spec §3 "Price", both names where the spec gives two). */
function toAnswer(row: PriceRow): TSpecPriceAnswer {
  const record = toRecord(row);
  const facts = priceFacts(record);
  return {
    id: row.id,
    joinID: row.id,
    price: {
      list: record.listPrice,
      listPrice: record.listPrice,
      listPriceLabel: row.listPriceLabel,
      sale: facts.sale,
      salePrice: facts.sale,
      salesPriceLabel: row.salesPriceLabel,
      cost: record.cost,
      hasCost: facts.hasCost,
      multiplier: record.multiplier,
      multiplierLabel: record.multiplierLabel,
      profit: facts.profitMargin,
      profitMargin: facts.profitMargin,
      shippingCost: record.shippingCost,
      qty: record.qty,
      quantity: record.qty,
      quotedDate: row.quotedDate,
      updatedAt: row.priceUpdatedAt?.toISOString() ?? null,
      updatedBy: row.priceUpdatedBy,
      priceUpdatedBy: row.priceUpdatedBy,
      ...priceOrigin({ ...row, ownSalePrice: row.salePrice }),
    },
    total: facts.total,
  };
}

/** GET …/specs/{joinId}/price: the price of one spec in a specbook. */
export async function getSpecPrice(ctx: ServiceContext, specbookId: number, joinId: number): Promise<TSpecPriceAnswer> {
  const specbook = await requireSpecbook(ctx, specbookId);
  return toAnswer(await loadPriceRow(ctx.db, specbook, joinId, false));
}

/** Writes the new record; a price change also stamps who, when and the quoted date (today). */
async function savePrice(tx: Runner, ctx: ServiceContext, row: PriceRow, after: PriceRecord): Promise<void> {
  const stamp = priceChanged(toRecord(row), after)
    ? { priceUpdatedAt: sql`now()`, priceUpdatedBy: ctx.user.email, quotedDate: sql`current_date` }
    : {};
  await tx
    .update(specSpecbooks)
    .set({
      listPrice: after.listPrice,
      salePrice: after.salePrice,
      cost: after.cost,
      multiplier: after.multiplier,
      multiplierLabel: after.multiplierLabel,
      profitMargin: after.profitMargin,
      shippingCost: after.shippingCost,
      quantity: after.qty,
      updatedAt: sql`now()`,
      ...stamp,
    })
    .where(eq(specSpecbooks.id, row.id));
}

function sameRecord(a: PriceRecord, b: PriceRecord): boolean {
  return (Object.keys(a) as (keyof PriceRecord)[]).every((key) => a[key] === b[key]);
}

/**
 * PATCH …/specs/{joinId}/price: applies the edits in order with the shared rule set
 * (src/shared/lib/pricing.ts) to the stored price, all or nothing, and answers the new price.
 * The client's `prices{…}` context is ignored: the stored row is the truth. The row is locked
 * for the read-modify-write so concurrent edits do not lose each other.
 * @throws NotFoundError for another tenant's specbook or a spec not in this specbook.
 * @throws ValidationError (400) with the field and message of the first refused edit.
 * @throws ForbiddenError (403) for a cost, multiplier, margin or multiplier-label edit without advanced access.
 */
export async function updateSpecPrice(
  ctx: ServiceContext,
  specbookId: number,
  joinId: number,
  edits: readonly PriceEdit[],
): Promise<TSpecPriceAnswer> {
  const specbook = await requireSpecbook(ctx, specbookId);
  if (edits.some((e) => isAdvancedPriceField(e.fieldType))) await requireAdvancedAccess(ctx);
  return ctx.db.transaction(async (tx) => {
    // The lock order of every specbook write (decision 047): the specbook row, then the placement,
    // then the version row its trigger bumps; a price edit taking the placement first deadlocked
    // with a concurrent move or duplicate that already held the version.
    await touchSpecbook(tx, specbook.id);
    const row = await loadPriceRow(tx, specbook, joinId, true);
    const stored = toRecord(row);
    const before = { ...stored, profitMargin: priceFacts(stored).profitMargin };
    const result = applyPriceEdits(before, edits);
    if (!result.ok) throw ValidationError.field(result.field, result.message);
    if (sameRecord(before, result.price)) return toAnswer(row);
    await savePrice(tx, ctx, row, result.price);
    return toAnswer(await loadPriceRow(tx, specbook, joinId, false));
  });
}

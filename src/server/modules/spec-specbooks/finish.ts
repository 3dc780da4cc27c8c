/**
 * The finish of a spec in a specbook (the More Options page, docs/decisions/082): every placement
 * of the catalogue spec in the specbook moves to another variant of its group (same manufacturer
 * and base model), keeping rooms, positions, quantities, overrides, status, comments and tags; the
 * list price follows the variant's unless the seller had changed it, and the sale price and
 * margin are derived again by the shared price rules.
 */
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { specs, specSpecbooks } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { UnprocessableError, ValidationError } from '#server/lib/http/errors';
import { visibleTo } from '#server/modules/catalogue/catalogue-query';
import { requireSpecbook, type SpecbookRow } from '#server/modules/specbooks/specbook-access';
import { applyPriceEdit, type PriceRecord } from '#shared/lib/pricing';
import { toRecord } from '#server/modules/pricing/pricing.service';
import { WORKSPACE_MESSAGES as M } from '#shared/lib/workspace-messages';
import type { TSpecSpecbook } from '#shared/schemas/spec-specbook';
import { requirePlacement, type PlacementRow } from './copy';
import { parseId, touchSpecbook, type Tx } from './placement';
import { readSpecsById } from './spec-view';

/** The catalogue fields a finish change reads. */
interface GroupSpec {
  id: number;
  manufacturerId: number;
  baseModel: string | null;
  listPrice: string | null;
}

async function readSpec(tx: Tx, id: number): Promise<GroupSpec | undefined> {
  const [row] = await tx
    .select({ id: specs.id, manufacturerId: specs.manufacturerId, baseModel: specs.baseModel, listPrice: specs.listPrice })
    .from(specs)
    .where(eq(specs.id, id));
  return row;
}

/**
 * The variant named as the new finish, when it is one of the current spec's finishes: visible to
 * the specbook's account, not archived, naming a finish, of the same manufacturer and base model.
 * @throws UnprocessableError 'This finish is not one of the spec’s finishes.' otherwise (also for
 * an id that does not exist or belongs to another account: nothing is revealed).
 */
async function requireFinishVariant(tx: Tx, book: SpecbookRow, current: GroupSpec, finishSpecId: number): Promise<GroupSpec> {
  if (current.baseModel === null) throw new UnprocessableError(M.finishNotInGroup);
  const [row] = await tx
    .select({ id: specs.id, manufacturerId: specs.manufacturerId, baseModel: specs.baseModel, listPrice: specs.listPrice })
    .from(specs)
    .where(
      and(
        eq(specs.id, finishSpecId),
        visibleTo(book.accountId),
        eq(specs.archived, false),
        isNotNull(specs.finish),
        eq(specs.manufacturerId, current.manufacturerId),
        eq(specs.baseModel, current.baseModel),
      ),
    );
  if (!row) throw new UnprocessableError(M.finishNotInGroup);
  return row;
}

/**
 * The prices of a placement moved to a variant: a list price the seller did not change (none of
 * its own, or the old catalogue price) becomes the variant's, and the sale price follows through
 * the multiplier as a list price edit does; cost, shipping and labels stay.
 */
export function repricedForVariant(row: PlacementRow, oldList: string | null, newList: string | null): Partial<PlacementRow> {
  const followsCatalogue = row.listPrice === null || row.listPrice === oldList;
  if (!followsCatalogue || newList === null) return {};
  const record: PriceRecord = { ...toRecord(row), listPrice: row.listPrice ?? oldList };
  const result = applyPriceEdit(record, { fieldType: 'price', fieldValue: newList });
  if (!result.ok) throw ValidationError.field(result.field, result.message);
  const { listPrice, salePrice, multiplier, profitMargin } = result.price;
  return { listPrice, salePrice, multiplier, profitMargin };
}

/**
 * PATCH …/specs/{joinId}/finish: moves every placement of this spec in the specbook to the
 * variant `finishSpecId` (one transaction). Choosing the current finish changes nothing.
 * @returns the spec in the specbook as it is now.
 * @throws NotFoundError for a specbook or placement the caller cannot see; UnprocessableError
 * for a spec that is not a finish of this one's group.
 */
export async function changeSpecFinish(ctx: ServiceContext, specbookId: number, rawJoinId: string, finishSpecId: number): Promise<TSpecSpecbook> {
  const book = await requireSpecbook(ctx, specbookId);
  const joinId = parseId(rawJoinId, M.specSpecbookNotFound);
  await ctx.db.transaction(async (tx) => {
    await touchSpecbook(tx, book.id);
    const row = await requirePlacement(tx, book, joinId);
    if (row.specId === finishSpecId) return;
    const current = (await readSpec(tx, row.specId))!;
    const variant = await requireFinishVariant(tx, book, current, finishSpecId);
    const placements = await tx
      .select()
      .from(specSpecbooks)
      .where(and(eq(specSpecbooks.specbookId, book.id), eq(specSpecbooks.specId, row.specId)));
    for (const p of placements) {
      const prices = repricedForVariant(p, current.listPrice, variant.listPrice);
      await tx
        .update(specSpecbooks)
        .set({ ...prices, specId: variant.id, updatedAt: sql`now()` })
        .where(eq(specSpecbooks.id, p.id));
    }
  });
  const [item] = await readSpecsById(ctx.db, book, [joinId]);
  return item!;
}

/**
 * POST {u}/specbook/{id}/purchaseorders/calculate (spec/business-records.md §7 "calculate";
 * docs/decisions/054): the chosen specs of a specbook as one draft per seller, and the Total.
 */
import type { Db } from '#server/db/client';
import type { ServiceContext } from '#server/lib/context';
import { ValidationError } from '#server/lib/http/errors';
import { requireSpecbook, type SpecbookRow } from '#server/modules/specbooks/specbook-access';
import { filteredJoinIds } from '#shared/lib/category-selection';
import { fromCents, toCents } from '#shared/lib/money';
import { PURCHASE_ORDER_MESSAGES as M } from '#shared/lib/purchase-orders';
import type { TCalculatePurchaseOrders, TPurchaseOrderDraft, TPurchaseOrderFilter } from '#shared/schemas/purchase-order';
import { requireOrderSeller } from './purchase-order-access';
import { assignLines, byDraftOrder, draftOf, indexOffers, type DraftSeller } from './order-calculation';
import { isOrderable, loadOffers, loadSourceLines, roomsOf, type OrderSourceLine } from './order-sources';

type Reader = Pick<Db, 'select'>;

/** The specs a filter chooses that may be ordered (not rejected, not optional), in room and spec order. */
export interface ChosenLines {
  specbook: SpecbookRow;
  chosen: OrderSourceLine[];
}

/**
 * The specbook (404 unless the caller's) and the orderable specs its filter chooses.
 * @throws ValidationError nothingSelected (field `filter`) when none is chosen.
 */
export async function chosenLines(ctx: ServiceContext, db: Reader, specbookId: number, filter: TPurchaseOrderFilter | undefined): Promise<ChosenLines> {
  const specbook = await requireSpecbook(ctx, specbookId);
  const lines = await loadSourceLines(db, specbook);
  const picked = new Set(filteredJoinIds(filter, roomsOf(lines)));
  const chosen = lines.filter((line) => picked.has(line.joinId) && isOrderable(line));
  if (chosen.length === 0) throw ValidationError.field('filter', M.nothingSelected);
  return { specbook, chosen };
}

/** The answer of calculate: the drafts and meta (Total, unassigned specs). */
export interface PurchaseOrderCalculation {
  data: TPurchaseOrderDraft[];
  meta: { total: string; unassigned: { id: number; name: string; modelNumber: string }[] };
}

/**
 * One draft per seller of the chosen specs (see ./order-calculation.ts for the assignment and
 * prices), preferred sellers first; `meta.total` sums the drafts' Totals; specs no seller offers
 * are listed in `meta.unassigned`. A seller of the request that is not the account's answers 404,
 * the account's own stock 422.
 */
export async function calculatePurchaseOrders(ctx: ServiceContext, specbookId: number, input: TCalculatePurchaseOrders): Promise<PurchaseOrderCalculation> {
  const { specbook, chosen } = await chosenLines(ctx, ctx.db, specbookId, input.filter);
  return calculateDrafts(ctx.db, { specbook, chosen }, input.PurchaseOrder.sellers);
}

/**
 * The calculation of {@link calculatePurchaseOrders} over lines already chosen (the cart page
 * calculates over the whole cart), with the sellers of the request (`listed`, may be empty).
 */
export async function calculateDrafts(db: Reader, { specbook, chosen }: ChosenLines, listed: TCalculatePurchaseOrders['PurchaseOrder']['sellers']): Promise<PurchaseOrderCalculation> {
  const [rows, offers] = await Promise.all([
    Promise.all(listed.map((seller) => requireOrderSeller(db, specbook.accountId, seller.id))),
    loadOffers(db, specbook.accountId, chosen.map((line) => line.specId)),
  ]);
  const sellers = new Map<number, DraftSeller>();
  for (const offer of offers) sellers.set(offer.sellerId, { id: offer.sellerId, name: offer.sellerName, email: offer.sellerEmail, preferred: offer.preferred });
  for (const row of rows) sellers.set(row.id, { id: row.id, name: row.name, email: row.email, preferred: row.preferred });
  const { bySeller, unassigned } = assignLines(chosen, listed, offers);
  const index = indexOffers(offers);
  const drafts = [...bySeller.entries()].map(([sellerId, lines]) => draftOf(sellers.get(sellerId)!, lines, index, specbook.id, specbook.shippingCalculation)).sort(byDraftOrder);
  const total = fromCents(drafts.reduce((sum, draft) => sum + toCents(draft.total), 0));
  return { data: drafts, meta: { total, unassigned: unassigned.map((line) => ({ id: line.joinId, name: line.name, modelNumber: line.modelNumber })) } };
}

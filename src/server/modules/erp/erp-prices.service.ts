/**
 * Step 01 of the ERP wizard, "Checking Price Updates" (docs/decisions/058): a 'prices' job reads
 * the ERP stock items of the specbook's model numbers and lists the specs whose prices differ
 * (ERP DefaultPrice vs the sale price, MSRP vs the list price); the user then applies the chosen
 * ones (list ← MSRP, sale ← ERP price) through the price rules in one transaction.
 */
import type { ErpStockItem } from '#server/lib/erp-gateway/gateway';
import { UnprocessableError, ValidationError } from '#server/lib/http/errors';
import { gatewayForAccount } from '#server/modules/erp-connection/erp-connection.service';
import { writeSpecPriceEdits, type SpecPriceEdits } from '#server/modules/price-updates/price-updates.service';
import { requireSpecbook } from '#server/modules/specbooks/specbook-access';
import { ERP_MESSAGES as M } from '#shared/lib/erp';
import { normalizeMoney } from '#shared/lib/money';
import type { PriceEdit } from '#shared/lib/pricing';
import type { TErpPriceDifference, TErpPricesApply, TErpPricesResult } from '#shared/schemas/erp';
import { createErpJob, latestSucceededJob, type ErpContext, specbookOfJob, type ErpJobRow, type ErpJobRun } from './erp-jobs.service';
import { inventoryIdsOf, loadErpSpecs, type ErpSpec } from './erp-specs';

const money = (value: number | null): string | null => (value === null ? null : normalizeMoney(value));

/** The spec's difference from its stock item; null when the ERP's prices (where it has them) are the spec's. */
function differenceOf(spec: ErpSpec, item: ErpStockItem): TErpPriceDifference | null {
  const erpPrice = money(item.DefaultPrice);
  const msrp = money(item.MSRP);
  const salePrice = spec.salePrice ?? spec.listPrice;
  const saleDiffers = erpPrice !== null && erpPrice !== salePrice;
  const listDiffers = msrp !== null && msrp !== spec.listPrice;
  if (!saleDiffers && !listDiffers) return null;
  return { joinId: spec.joinId, modelNumber: spec.modelNumber, name: spec.name, erpPrice, msrp, salePrice, listPrice: spec.listPrice };
}

/** The 'prices' job: the active specs whose prices differ from their ERP stock items. */
export async function runPriceCheck({ db, job, gateway }: ErpJobRun): Promise<TErpPricesResult> {
  const specs = await loadErpSpecs(db, specbookOfJob(job));
  const items = await (await gateway()).getStockItems(inventoryIdsOf(specs));
  const byId = new Map(items.map((item) => [item.InventoryID.toUpperCase(), item]));
  const differences = specs.flatMap((spec) => {
    const item = byId.get(spec.inventoryId);
    const difference = item ? differenceOf(spec, item) : null;
    return difference ? [difference] : [];
  });
  return { differences };
}

/**
 * POST {u}/specbook/{id}/erp/prices: starts a price check of the specbook against the ERP.
 * @throws NotFoundError for another account's specbook; UnprocessableError (422) without a connection.
 */
export async function startPriceCheck(ctx: ErpContext, specbookId: number): Promise<ErpJobRow> {
  const book = await requireSpecbook(ctx, specbookId);
  await gatewayForAccount(ctx.db, book.accountId, ctx.erp.settings);
  return createErpJob(ctx, 'prices', { accountId: book.accountId, userId: ctx.user.id, specbookId: book.id }, {});
}

/** A difference's edits: the list price first (it may move the sale price by the multiplier), then the sale price. */
function editsOf(difference: TErpPriceDifference): PriceEdit[] {
  const edits: PriceEdit[] = [];
  if (difference.msrp !== null) edits.push({ fieldType: 'price', fieldValue: difference.msrp });
  if (difference.erpPrice !== null) edits.push({ fieldType: 'sale_price', fieldValue: difference.erpPrice });
  return edits;
}

/**
 * POST {u}/specbook/{id}/erp/prices/apply: list price ← MSRP and sale price ← ERP price of the
 * chosen specs, from the specbook's latest succeeded price check, through the price rules, all in
 * one transaction. Answers the ids whose price changed.
 * @throws NotFoundError for another account's specbook; UnprocessableError (422) when no check has
 *   succeeded; ValidationError (400, joinIds) for a spec that is not one of its differences.
 */
export async function applyErpPrices(ctx: ErpContext, specbookId: number, input: TErpPricesApply): Promise<{ updated: number[] }> {
  const book = await requireSpecbook(ctx, specbookId);
  return ctx.db.transaction(async (tx) => {
    const check = await latestSucceededJob(tx, book.accountId, book.id, 'prices');
    if (!check) throw new UnprocessableError(M.pricesNotChecked);
    const differences = new Map((check.result as TErpPricesResult).differences.map((d) => [d.joinId, d]));
    const chosen = [...new Set(input.joinIds)];
    if (chosen.some((joinId) => !differences.has(joinId))) throw ValidationError.field('joinIds', M.specNotInPriceCheck);
    const edits: SpecPriceEdits[] = chosen.map((joinId) => ({ joinId, payload: editsOf(differences.get(joinId)!) }));
    return { updated: await writeSpecPriceEdits(tx, ctx, book, edits) };
  });
}

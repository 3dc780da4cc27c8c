/**
 * Importing a bid (an ERP opportunity) into a profile (spec/business-records.md §2, §7 "ERP
 * integration"; docs/decisions/058): a 'bid' job reads the opportunity and creates a specbook under
 * the profile, named after its Subject, with its erp_opportunity_id (so a later submit updates that
 * opportunity). Each line is matched to the catalogue by InventoryID = model number (the imports'
 * matcher, any manufacturer); its room is the line's TransactionDescription (none: Miscellaneous),
 * its quantity the line's Qty and its sale price the line's UnitPrice (through the price rules).
 * Lines no spec matches are reported.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { erpJobs, specbooks, specSpecbooks } from '#server/db/schema/index';
import type { ErpOpportunity, ErpOpportunityLine } from '#server/lib/erp-gateway/gateway';
import { requireAccess } from '#server/lib/access';
import { NotFoundError, UnprocessableError } from '#server/lib/http/errors';
import { createErpJob, type ErpContext, type ErpJobRow, type ErpJobRun } from '#server/modules/erp/erp-jobs.service';
import { gatewayForAccount } from '#server/modules/erp-connection/erp-connection.service';
import { addRooms, nextPosition, openRooms, type RoomState } from '#server/modules/imports/import-rooms';
import { catalogueRecord, forEachMatchedBatch, type MatchedSpec } from '#server/modules/imports/spec-match';
import { profileInAccount } from '#server/modules/profiles/profiles.service';
import type { Tx } from '#server/modules/spec-specbooks/placement';
import { ERP_MESSAGES as M } from '#shared/lib/erp';
import { applyPriceEdit, type PriceRecord } from '#shared/lib/pricing';
import { SPECBOOK_LIMITS } from '#shared/lib/specbook-messages';
import type { TErpBidImport, TErpBidResult } from '#shared/schemas/erp';

type Unmatched = TErpBidResult['unmatched'][number];

/**
 * POST {u}/profile/{profileId}/erp: starts importing the opportunity as a new specbook of the profile.
 * @throws ForbiddenError (403) without the flag erpIntegration.canImportOrders (docs/decisions/088);
 *   NotFoundError for another account's profile; UnprocessableError (422) without a connection.
 */
export async function startBidImport(ctx: ErpContext, profileId: number, input: TErpBidImport): Promise<ErpJobRow> {
  requireAccess(ctx.user, 'erpImport');
  if (!Number.isInteger(profileId) || profileId <= 0 || !(await profileInAccount(ctx, profileId, ctx.user.accountId))) throw new NotFoundError();
  await gatewayForAccount(ctx.db, ctx.user.accountId, ctx.erp.settings);
  return createErpJob(ctx, 'bid', { accountId: ctx.user.accountId, userId: ctx.user.id, profileId }, { opportunityId: input.opportunityId });
}

/** The new specbook's name: the opportunity's Subject, else "Opportunity {id}", within the name limit. */
function bidName(opportunity: ErpOpportunity): string {
  const subject = opportunity.Subject?.trim();
  return (subject || `Opportunity ${opportunity.OpportunityID}`).slice(0, SPECBOOK_LIMITS.nameMaxChars);
}

/** The line's room: its TransactionDescription, null (Miscellaneous) when it has none. */
function roomOf(line: ErpOpportunityLine): string | null {
  return line.TransactionDescription?.trim() || null;
}

/** The line's quantity as a whole number of at least 1 (a specbook counts whole pieces). */
function quantityOf(line: ErpOpportunityLine): number {
  return Math.max(1, Math.round(line.Qty));
}

/** The placement's price: the catalogue's, its quantity the line's, its sale price the line's UnitPrice when the price rules accept it. */
function priceOf(spec: MatchedSpec, line: ErpOpportunityLine): PriceRecord {
  const record = { ...catalogueRecord(spec), qty: quantityOf(line) };
  if (line.UnitPrice === null) return record;
  const priced = applyPriceEdit(record, { fieldType: 'sale_price', fieldValue: line.UnitPrice });
  return priced.ok ? priced.price : record;
}

/** Writes the matched lines of a batch into their rooms (created in line order), after the specs already there. */
async function placeLines(tx: Tx, target: { accountId: number; specbookId: number }, rooms: RoomState, lines: readonly { line: ErpOpportunityLine; spec: MatchedSpec }[]): Promise<void> {
  if (lines.length === 0) return;
  await addRooms(tx, target, rooms, lines.map(({ line }) => roomOf(line)));
  await tx.insert(specSpecbooks).values(
    lines.map(({ line, spec }) => {
      const price = priceOf(spec, line);
      const { categoryId, order } = nextPosition(rooms, roomOf(line));
      return {
        accountId: target.accountId,
        specbookId: target.specbookId,
        specId: spec.id,
        categoryId,
        sortOrder: order,
        quantity: price.qty,
        listPrice: price.listPrice,
        salePrice: price.salePrice,
        cost: price.cost,
        multiplier: price.multiplier,
        profitMargin: price.profitMargin,
        shippingCost: price.shippingCost,
      };
    }),
  );
}

/**
 * Creates the specbook of the opportunity in one transaction, which also records the result on the
 * job (so a retried job finds its specbook instead of making a second); answers it with the lines
 * no spec matched.
 */
async function writeBid(db: Db, job: ErpJobRow, profileId: number, opportunity: ErpOpportunity): Promise<TErpBidResult> {
  const unmatched: Unmatched[] = [];
  const specbookId = await db.transaction(async (tx) => {
    const [book] = await tx
      .insert(specbooks)
      .values({ accountId: job.accountId, userId: job.userId, profileId, name: bidName(opportunity), erpOpportunityId: opportunity.OpportunityID })
      .returning({ id: specbooks.id });
    const target = { accountId: job.accountId, specbookId: book!.id };
    const rooms = await openRooms(tx, target);
    await forEachMatchedBatch(db, job.accountId, opportunity.Products, (line) => ({ manufacturer: null, modelNumber: line.InventoryID, specId: null }), async (batch, matches) => {
      const matched = batch.flatMap((line, i) => {
        const spec = matches.get(i);
        if (!spec) unmatched.push({ inventoryId: line.InventoryID, quantity: line.Qty, description: line.TransactionDescription });
        return spec ? [{ line, spec }] : [];
      });
      await placeLines(tx, target, rooms, matched);
    });
    await tx.update(erpJobs).set({ result: { specbookId: book!.id, unmatched } }).where(eq(erpJobs.id, job.id));
    return book!.id;
  });
  return { specbookId, unmatched };
}

/**
 * The 'bid' job: reads the opportunity and writes its specbook (once: a retry answers the specbook written).
 * @throws UnprocessableError (opportunityNotFound) when the ERP has no such opportunity.
 */
export async function runBidImport({ db, job, gateway }: ErpJobRun): Promise<TErpBidResult> {
  const written = job.result as TErpBidResult | null;
  if (written) return written;
  const { opportunityId } = job.input as TErpBidImport;
  if (job.profileId === null) throw new Error(`erp job ${job.id} has no profile`);
  const opportunity = await (await gateway()).getOpportunity(opportunityId);
  if (!opportunity) throw new UnprocessableError(M.opportunityNotFound);
  return writeBid(db, job, job.profileId, opportunity);
}

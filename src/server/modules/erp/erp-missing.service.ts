/**
 * Step 02 of the ERP wizard, "Check for Missing Products" (docs/decisions/058): a 'missing' job
 * lists the specs whose model number the ERP does not know; a 'create_missing' job creates the
 * chosen ones as stock items of an item class, each under its idempotency key
 * `acct-{accountId}-stock-{MODEL}` (persisted first), and lists per-item failures.
 */
import { and, eq, gt } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client';
import { erpJobs } from '#server/db/schema/index';
import { ErpGatewayError } from '#server/lib/erp-gateway/gateway';
import { gatewayForAccount, mapGatewayError } from '#server/modules/erp-connection/erp-connection.service';
import { pathUser } from '#server/modules/notifications/scope';
import { requireSpecbook } from '#server/modules/specbooks/specbook-access';
import { UnprocessableError } from '#server/lib/http/errors';
import { ERP_LIMITS } from '#shared/lib/erp';
import type { TErpItemClass, TErpMissingCreate, TErpMissingCreated, TErpMissingResult } from '#shared/schemas/erp';
import { awaitGateway } from './erp-gateway-call';
import { createErpJob, specbookOfJob, type ErpContext, type ErpJobRow, type ErpJobRun } from './erp-jobs.service';
import { recordErpRequest, stockItemKey } from './erp-requests';
import { inventoryIdOf, inventoryIdsOf, loadErpSpecs, type ErpSpec } from './erp-specs';

/** The first spec of each model number (one stock item per model). */
function onePerModel(specs: readonly ErpSpec[]): ErpSpec[] {
  const seen = new Set<string>();
  return specs.filter((spec) => spec.inventoryId.length > 0 && !seen.has(spec.inventoryId) && seen.add(spec.inventoryId));
}

/**
 * How long after a 'create_missing' job its items count as known without the ERP saying so: the
 * gateway answers the same stock-item id set within 2 minutes with its earlier read (spec/erp-gateway.md),
 * which would list a product just created as still missing.
 */
const CREATED_TRUSTED_MS = 5 * 60_000;

/** Inventory ids the account's 'create_missing' jobs created within CREATED_TRUSTED_MS. */
async function recentlyCreated(db: Db | Tx, accountId: number): Promise<string[]> {
  const rows = await db
    .select({ result: erpJobs.result })
    .from(erpJobs)
    .where(
      and(
        eq(erpJobs.accountId, accountId),
        eq(erpJobs.kind, 'create_missing'),
        eq(erpJobs.status, 'succeeded'),
        gt(erpJobs.updatedAt, new Date(Date.now() - CREATED_TRUSTED_MS)),
      ),
    );
  return rows.flatMap((row) => (row.result as TErpMissingCreated | null)?.created.map((item) => inventoryIdOf(item.modelNumber)) ?? []);
}

/** The 'missing' job: one spec per model number the ERP has no stock item for (nor was just created in it). */
export async function runMissingCheck({ db, job, gateway }: ErpJobRun): Promise<TErpMissingResult> {
  const specs = await loadErpSpecs(db, specbookOfJob(job));
  const read = await (await gateway()).getStockItems(inventoryIdsOf(specs));
  const known = new Set([...read.map((item) => item.InventoryID.toUpperCase()), ...(await recentlyCreated(db, job.accountId))]);
  const missing = onePerModel(specs).filter((spec) => !known.has(spec.inventoryId));
  return { missing: missing.map(({ joinId, modelNumber, name, manufacturerName }) => ({ joinId, modelNumber, name, manufacturerName })) };
}

/**
 * POST {u}/specbook/{id}/erp/missing: starts the check for missing products.
 * @throws NotFoundError for another account's specbook; UnprocessableError (422) without a connection.
 */
export async function startMissingCheck(ctx: ErpContext, specbookId: number): Promise<ErpJobRow> {
  const book = await requireSpecbook(ctx, specbookId);
  await gatewayForAccount(ctx.db, book.accountId, ctx.erp.settings);
  return createErpJob(ctx, 'missing', { accountId: book.accountId, userId: ctx.user.id, specbookId: book.id }, {});
}

/**
 * GET {u}/erp/item-classes: the ERP's item classes (waits for the gateway job).
 * @throws UnprocessableError (422) without a connection or when the gateway fails.
 */
export async function listItemClasses(ctx: ErpContext, userIdParam: string): Promise<TErpItemClass[]> {
  const owner = await pathUser(ctx, userIdParam);
  const gateway = await gatewayForAccount(ctx.db, owner.accountId, ctx.erp.settings);
  const rows = await awaitGateway(() => gateway.getItemClasses());
  return rows.map((row) => ({ id: row.ClassID, description: row.Description }));
}

/**
 * POST {u}/specbook/{id}/erp/missing/create: starts creating the chosen specs as stock items.
 * @throws NotFoundError for another account's specbook; ValidationError (400, joinIds) for a spec
 *   that is not an active spec of it; UnprocessableError (422) without a connection.
 */
export async function startCreateMissing(ctx: ErpContext, specbookId: number, input: TErpMissingCreate): Promise<ErpJobRow> {
  const book = await requireSpecbook(ctx, specbookId);
  await loadErpSpecs(ctx.db, book, input.joinIds);
  await gatewayForAccount(ctx.db, book.accountId, ctx.erp.settings);
  return createErpJob(ctx, 'create_missing', { accountId: book.accountId, userId: ctx.user.id, specbookId: book.id }, input);
}

/** The price a stock item is created with: the spec's, 0 when unset. */
const priceOf = (value: string | null): number => (value === null ? 0 : Number(value));

/**
 * The 'create_missing' job: each chosen model once, as a stock item (InventoryID = model number,
 * Description = spec name, MSRP = list price (0 when unset), DefaultPrice = the effective sale price:
 * the sale price, else the list price, as everywhere in pricing; 0 when neither is set). It succeeds when at least
 * one was created (the others listed with their message) and fails with the first message when none was.
 */
export async function runCreateMissing({ db, job, gateway }: ErpJobRun): Promise<TErpMissingCreated> {
  const input = job.input as TErpMissingCreate;
  const specs = onePerModel(await loadErpSpecs(db, specbookOfJob(job), input.joinIds));
  const erp = await gateway();
  const result: TErpMissingCreated = { created: [], failed: [] };
  for (const spec of specs) {
    const key = stockItemKey(job.accountId, spec.inventoryId);
    await recordErpRequest(db, job.accountId, key, 'create_stock_item');
    const item = {
      InventoryID: spec.inventoryId,
      ItemClass: input.itemClass,
      Description: spec.name.slice(0, ERP_LIMITS.gatewayStringMax),
      MSRP: priceOf(spec.listPrice),
      DefaultPrice: priceOf(spec.salePrice ?? spec.listPrice),
    };
    try {
      await erp.createStockItem(item, key);
      result.created.push({ joinId: spec.joinId, modelNumber: spec.modelNumber });
    } catch (error) {
      if (!(error instanceof ErpGatewayError)) throw error;
      result.failed.push({ joinId: spec.joinId, modelNumber: spec.modelNumber, message: mapGatewayError(error) });
    }
  }
  if (result.created.length === 0 && result.failed[0]) throw new UnprocessableError(result.failed[0].message);
  return result;
}

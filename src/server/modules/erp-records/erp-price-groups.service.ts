/**
 * ERP price groups (docs/decisions/058): the gateway's contract has no price-list operation, so a
 * 'price_groups' job reads the ERP customers of the account's customers that have an ERP customer
 * id, and makes one read-only price group (types 'erp') per PriceClassID found. Each gets
 * per-manufacturer multipliers: the median of DefaultPrice / MSRP over the ERP stock items of the
 * specs of that manufacturer in the account's specbooks (at most 200 per manufacturer; the
 * connector reads them 25 at a time); the group's own multiplier is the median over all of them.
 */
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { customers, priceGroupManufacturers, priceGroups } from '#server/db/schema/index';
import type { ErpGateway, ErpStockItem } from '#server/lib/erp-gateway/gateway';
import { createErpJob, type ErpContext, type ErpJobRow, type ErpJobRun } from '#server/modules/erp/erp-jobs.service';
import { inventoryIdOf } from '#server/modules/erp/erp-specs';
import { gatewayForAccount } from '#server/modules/erp-connection/erp-connection.service';
import type { TErpPriceGroupsResult } from '#shared/schemas/erp';

/** Stock items read per manufacturer at most. */
export const MAX_ITEMS_PER_MANUFACTURER = 200;

/**
 * POST {u}/erp/price-groups/refresh: starts reading the ERP price groups of the caller's account.
 * @throws UnprocessableError (422) without a connection.
 */
export async function startErpPriceGroupsRefresh(ctx: ErpContext): Promise<ErpJobRow> {
  await gatewayForAccount(ctx.db, ctx.user.accountId, ctx.erp.settings);
  return createErpJob(ctx, 'price_groups', { accountId: ctx.user.accountId, userId: ctx.user.id }, {});
}

/** The distinct ERP price classes of the account's customers that have an ERP customer id. */
async function priceClasses(db: Db, gateway: ErpGateway, accountId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ erpId: customers.erpCustomerId })
    .from(customers)
    .where(and(eq(customers.accountId, accountId), isNotNull(customers.erpCustomerId)));
  const classes = new Set<string>();
  for (const { erpId } of rows) {
    const priceClass = (await gateway.getCustomer(erpId!))?.PriceClassID?.trim();
    if (priceClass) classes.add(priceClass);
  }
  return [...classes].sort();
}

/** The model numbers of the specs in the account's specbooks, by manufacturer (at most MAX_ITEMS_PER_MANUFACTURER each). */
async function modelsByManufacturer(db: Db, accountId: number): Promise<Map<number, string[]>> {
  const result = await db.execute<{ manufacturer_id: number; model: string }>(sql`
    select manufacturer_id, model from (
      select s.manufacturer_id, upper(trim(s.model_number)) as model,
             row_number() over (partition by s.manufacturer_id order by upper(trim(s.model_number))) as n
        from (select distinct spec_id from spec_specbooks where account_id = ${accountId}) ss
        join specs s on s.id = ss.spec_id and (s.account_id is null or s.account_id = ${accountId})
       where trim(s.model_number) <> ''
       group by s.manufacturer_id, upper(trim(s.model_number))) m
     where n <= ${MAX_ITEMS_PER_MANUFACTURER}`);
  const models = new Map<number, string[]>();
  for (const row of result.rows) models.set(row.manufacturer_id, [...(models.get(row.manufacturer_id) ?? []), row.model]);
  return models;
}

/** The median of some numbers; null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** An item's DefaultPrice / MSRP, when it has both and an MSRP above 0. */
function ratioOf(item: ErpStockItem): number | null {
  return item.MSRP !== null && item.MSRP > 0 && item.DefaultPrice !== null && item.DefaultPrice > 0 ? item.DefaultPrice / item.MSRP : null;
}

/** A multiplier as stored (numeric(10,4)), or null when the ratio cannot be one. */
function multiplierOf(ratio: number | null): string | null {
  if (ratio === null) return null;
  const fixed = ratio.toFixed(4);
  return Number(fixed) > 0 && Number(fixed) <= 999_999.9999 ? fixed : null;
}

/** The per-manufacturer multipliers, and the group's (the median over every item). */
async function erpMultipliers(db: Db, gateway: ErpGateway, accountId: number): Promise<{ group: string; manufacturers: Map<number, string> }> {
  const models = await modelsByManufacturer(db, accountId);
  const items = await gateway.getStockItems([...new Set([...models.values()].flat())]);
  const ratioById = new Map(items.flatMap((item) => {
    const ratio = ratioOf(item);
    return ratio === null ? [] : [[inventoryIdOf(item.InventoryID), ratio] as const];
  }));
  const manufacturers = new Map<number, string>();
  for (const [manufacturerId, list] of models) {
    const multiplier = multiplierOf(median(list.flatMap((model) => ratioById.get(model) ?? [])));
    if (multiplier) manufacturers.set(manufacturerId, multiplier);
  }
  return { group: multiplierOf(median([...ratioById.values()])) ?? '1', manufacturers };
}

/** Writes one ERP group per price class (kept by class across refreshes) with its manufacturers' multipliers, in one transaction. */
async function writeGroups(db: Db, job: ErpJobRow, classes: readonly string[], multipliers: { group: string; manufacturers: Map<number, string> }): Promise<TErpPriceGroupsResult> {
  return db.transaction(async (tx) => {
    const groups: TErpPriceGroupsResult['groups'] = [];
    for (const priceClassId of classes) {
      const [group] = await tx
        .insert(priceGroups)
        .values({ accountId: job.accountId, userId: job.userId, name: priceClassId, types: 'erp', erpPriceClassId: priceClassId, erpRefreshedAt: sql`now()`, multiplier: multipliers.group })
        .onConflictDoUpdate({
          target: [priceGroups.accountId, priceGroups.erpPriceClassId],
          set: { types: 'erp', multiplier: multipliers.group, erpRefreshedAt: sql`now()`, updatedAt: sql`now()` },
        })
        .returning({ id: priceGroups.id, name: priceGroups.name });
      await tx.delete(priceGroupManufacturers).where(eq(priceGroupManufacturers.priceGroupId, group!.id));
      const entries = [...multipliers.manufacturers].map(([manufacturerId, multiplier]) => ({ accountId: job.accountId, priceGroupId: group!.id, manufacturerId, multiplier }));
      if (entries.length > 0) await tx.insert(priceGroupManufacturers).values(entries);
      groups.push({ id: group!.id, name: group!.name, priceClassId, manufacturers: entries.length });
    }
    return { groups };
  });
}

/** The 'price_groups' job: reads the price classes and the multipliers, then writes the groups. */
export async function runErpPriceGroupsRefresh({ db, job, gateway }: ErpJobRun): Promise<TErpPriceGroupsResult> {
  const erp = await gateway();
  const classes = await priceClasses(db, erp, job.accountId);
  if (classes.length === 0) return { groups: [] };
  return writeGroups(db, job, classes, await erpMultipliers(db, erp, job.accountId));
}

import { and, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '#server/db/client';
import { sellerOffers, specs } from '#server/db/schema/index';
import { ensureOwnStockSeller } from '#server/modules/inventory/own-stock';
import type { TInventoryStatus, TLeadTime } from '#shared/lib/sellers';
import { DEMO_MARKETPLACE_BRANDS, DEMO_SPECS } from './catalogue-data';

type DemoStockRow = { model: string; quantity: number; status: TInventoryStatus; location: string; price: string | null; leadTime: TLeadTime | null; listed?: boolean };

/** The clearance price of a listing: under every demo vendor's price (55–66 % of list), so that buyers see it sold by the showroom. */
const CLEARANCE_FACTOR = 0.45;

/**
 * Three clearance products of marketplace brands that the showroom lists on the Specmarket
 * (docs/decisions/086): after the thirty products the demo specbooks use, at catalogue positions
 * that no account's preferred vendor offers (sellers-data.ts sellersOfSpec: position % 3 === 2).
 */
const CLEARANCE: DemoStockRow[] = DEMO_SPECS.flatMap((spec, i) => (i >= 30 && i % 3 === 2 && DEMO_MARKETPLACE_BRANDS.includes(spec.mfr) ? [spec] : []))
  .slice(0, 3)
  .map((spec) => ({ model: spec.model, quantity: 4, status: 'in_stock', location: 'Clearance rack', price: (Number(spec.price) * CLEARANCE_FACTOR).toFixed(2), leadTime: '1-3 days', listed: true }));

/**
 * The showroom's stock (the inventory center): products of its demo specbooks, two of them
 * overstock; the priced ones of marketplace brands are listed on the Specmarket (docs/decisions/086).
 */
const DEMO_STOCK: Record<string, DemoStockRow[]> = {
  lakeside: [
    { model: 'AQ-3300-WH', quantity: 3, status: 'overstock', location: 'Warehouse A, Bay 2', price: '1650.00', leadTime: '1-3 days', listed: true },
    { model: 'AQ-7020-PC', quantity: 12, status: 'in_stock', location: 'Showroom floor', price: null, leadTime: '1-3 days' },
    { model: 'BF-305-MB', quantity: 4, status: 'available', location: 'Warehouse A, Bay 5', price: null, leadTime: '4-7 days' },
    { model: 'BF-210-SS', quantity: 9, status: 'overstock', location: 'Warehouse B, Rack 1', price: '410.00', leadTime: '1-3 days', listed: true },
    { model: 'NL-2290-WH', quantity: 6, status: 'in_stock', location: 'Warehouse B, Rack 4', price: null, leadTime: '1-3 days' },
    ...CLEARANCE,
  ],
};

/** Seeds an account's demo stock as its own-stock seller's offers (rows already there are kept). Idempotent. */
export async function ensureDemoInventory(tx: Tx, accountId: number, key: string): Promise<void> {
  const stock = DEMO_STOCK[key];
  if (!stock) return;
  const sellerId = await ensureOwnStockSeller(tx, accountId);
  const found = await tx
    .select({ id: specs.id, model: specs.modelNumber })
    .from(specs)
    .where(and(isNull(specs.accountId), inArray(specs.modelNumber, stock.map((s) => s.model))));
  const idOf = new Map(found.map((f) => [f.model, f.id]));
  const rows = stock.flatMap((s) => {
    const specId = idOf.get(s.model);
    if (specId === undefined) return [];
    return [{ accountId, sellerId, specId, inventoryQuantity: s.quantity, inventoryStatus: s.status, location: s.location, price: s.price, leadTime: s.leadTime, listed: s.listed ?? false }];
  });
  if (rows.length) await tx.insert(sellerOffers).values(rows).onConflictDoNothing();
}

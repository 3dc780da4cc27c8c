import { and, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '#server/db/client';
import { sellerOffers, specs } from '#server/db/schema/index';
import { ensureOwnStockSeller } from '#server/modules/inventory/own-stock';
import type { TInventoryStatus, TLeadTime } from '#shared/lib/sellers';

/**
 * The showroom's stock (the inventory center): products of its demo specbooks, two of them
 * overstock; the priced ones of marketplace brands are listed on the Specmarket (docs/decisions/086).
 */
const DEMO_STOCK: Record<string, { model: string; quantity: number; status: TInventoryStatus; location: string; price: string | null; leadTime: TLeadTime | null; listed?: boolean }[]> = {
  lakeside: [
    { model: 'AQ-3300-WH', quantity: 3, status: 'overstock', location: 'Warehouse A, Bay 2', price: '1650.00', leadTime: '1-3 days', listed: true },
    { model: 'AQ-7020-PC', quantity: 12, status: 'in_stock', location: 'Showroom floor', price: null, leadTime: '1-3 days' },
    { model: 'BF-305-MB', quantity: 4, status: 'available', location: 'Warehouse A, Bay 5', price: null, leadTime: '4-7 days' },
    { model: 'BF-210-SS', quantity: 9, status: 'overstock', location: 'Warehouse B, Rack 1', price: '410.00', leadTime: '1-3 days', listed: true },
    { model: 'NL-2290-WH', quantity: 6, status: 'in_stock', location: 'Warehouse B, Rack 4', price: null, leadTime: '1-3 days' },
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

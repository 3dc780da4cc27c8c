/**
 * Idempotency keys of ERP creates (docs/decisions/058): deterministic per business action and
 * written to `erp_requests` before the gateway is called, so that a retried job re-sends the same
 * key and gets the same gateway job, never a second opportunity or stock item.
 */
import type { Db } from '#server/db/client';
import { erpRequests } from '#server/db/schema/index';

/** The action an idempotency key stands for. */
export type ErpRequestAction = 'create_opportunity' | 'create_stock_item';

/** The key of a specbook's n-th submission. */
export function submitKey(specbookId: number, version: number): string {
  return `sb-${specbookId}-submit-v${version}`;
}

/** The key of creating a stock item of an account. */
export function stockItemKey(accountId: number, inventoryId: string): string {
  return `acct-${accountId}-stock-${inventoryId}`;
}

/** Persists the key (committed at once, outside any transaction); a key already recorded is kept. */
export async function recordErpRequest(db: Db, accountId: number, idempotencyKey: string, action: ErpRequestAction): Promise<void> {
  await db.insert(erpRequests).values({ accountId, idempotencyKey, action }).onConflictDoNothing();
}

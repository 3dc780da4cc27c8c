/**
 * The account's own stock as a seller (docs/decisions/053): at most one `sellers` row per account
 * has `own_stock` (a partial unique index); the inventory center's rows are its offers.
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client';
import { SELLER_MESSAGES } from '#shared/lib/sellers';

/**
 * The id of the account's own-stock seller, created on first use and named after the company
 * (the account's name; 'Our stock' when it has none). Safe under concurrent first uses: the
 * partial unique index decides, and the loser reads the winner's row.
 */
export async function ensureOwnStockSeller(tx: Db | Tx, accountId: number): Promise<number> {
  const created = await tx.execute<{ id: number }>(sql`
    insert into sellers (account_id, name, own_stock)
    select a.id, coalesce(nullif(trim(a.name), ''), ${SELLER_MESSAGES.ownStockName}), true from accounts a where a.id = ${accountId}
    on conflict (account_id) where own_stock do nothing
    returning id`);
  if (created.rows[0]) return created.rows[0].id;
  const existing = await tx.execute<{ id: number }>(sql`select id from sellers where account_id = ${accountId} and own_stock`);
  const id = existing.rows[0]?.id;
  if (id === undefined) throw new Error(`Account ${accountId} does not exist`);
  return id;
}

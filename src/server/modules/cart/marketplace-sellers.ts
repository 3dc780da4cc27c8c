/**
 * The buyer's records of Specmarket sellers (docs/decisions/086): when a buyer puts another
 * account's listing in the cart or checks out, the buyer's account gets (once) a seller record
 * standing for the selling account — named after its company, with the company's e-mail or its
 * first user's — so that the cart's groups, checkout and the purchase order treat it as any vendor.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '#server/db/client';
import { specSpecbooks } from '#server/db/schema/index';
import type { CartRow } from './cart-access';

/**
 * Makes the buyer's seller records of every account that lists one of these specs to it (listed,
 * priced, quantity above 0); records already there, archived ones included, are kept as they are.
 */
export async function ensureMarketplaceSellers(tx: Tx, buyerAccountId: number, specIds: readonly number[]): Promise<void> {
  if (specIds.length === 0) return;
  await tx.execute(sql`
    insert into sellers (account_id, name, email, marketplace_account_id)
    select ${buyerAccountId}, a.name, coalesce(a.email, (select u.email from users u where u.account_id = a.id order by u.id limit 1)), a.id
      from accounts a
     where a.id <> ${buyerAccountId}
       and exists (select 1 from seller_offers o
                    where o.account_id = a.id and o.listed and o.price is not null and o.inventory_quantity > 0
                      and o.spec_id in (${sql.join([...new Set(specIds)].map((id) => sql`${id}`), sql`, `)}))
    on conflict (account_id, marketplace_account_id) where marketplace_account_id is not null do nothing`);
}

/** {@link ensureMarketplaceSellers} for every spec of the cart (checkout: listings may have appeared since the items were added). */
export async function ensureMarketplaceSellersOfCart(tx: Tx, cart: Pick<CartRow, 'id' | 'accountId'>): Promise<void> {
  const rows = await tx
    .selectDistinct({ specId: specSpecbooks.specId })
    .from(specSpecbooks)
    .where(and(eq(specSpecbooks.specbookId, cart.id), eq(specSpecbooks.accountId, cart.accountId)));
  await ensureMarketplaceSellers(tx, cart.accountId, rows.map((row) => row.specId));
}

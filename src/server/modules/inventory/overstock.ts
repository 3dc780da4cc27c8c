/**
 * A spec's `overstock` flag (spec/workspace.md §3): the account's own stock of it has status
 * overstock (docs/decisions/053). One EXISTS probe on seller_offers(account_id, spec_id) per row,
 * inside the query that reads the specs, never a round trip of its own.
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { sellerOffers, sellers } from '#server/db/schema/index';

/** SQL true when `accountId`'s own stock of `specId` is overstock (both may be columns or values). */
export function overstockOf(accountId: SQLWrapper | number, specId: SQLWrapper | number): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${sellerOffers} o join ${sellers} s on s.id = o.seller_id and s.own_stock
    where o.account_id = ${accountId} and o.spec_id = ${specId} and o.inventory_status = 'overstock')`;
}

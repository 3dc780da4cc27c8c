import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';

/**
 * Global (platform) manufacturer aliases: the names quotes use for a manufacturer of the global
 * catalogue (issue 19 item 4; docs/decisions/057). Keyed by the manufacturer's exact name; a name
 * the catalogue lacks is skipped. The demo catalogue's makers first, then well-known brands for a
 * catalogue that has them.
 */
export const GLOBAL_MANUFACTURER_ALIASES: Readonly<Record<string, readonly string[]>> = {
  Aquaterra: ['Aquaterra Inc.', 'Aqua Terra', 'AQT'],
  'Brookline Faucet Co.': ['Brookline Faucet Company', 'BFC', 'BFCO'],
  'Northlight Lighting': ['Northlight Lighting Inc.', 'North Light', 'NLL'],
  'Stonebridge Sinks': ['Stonebridge Sink Co.', 'Stone Bridge', 'SBS'],
  'Cascade Plumbing Works': ['Cascade Plumbing', 'CPW'],
  'Halden Appliances': ['Halden Appliance Group', 'HAL'],
  'Ashford Hardware': ['Ashford Hardware Co.', 'AHW'],
  'Everett Kitchen Appliances': ['Everett Appliances', 'EKA'],
  Kohler: ['Kohler Co.', 'KOH'],
  Moen: ['Moen Inc.', 'Moen Incorporated'],
  'Delta Faucet': ['Delta Faucet Company', 'Delta'],
  'American Standard': ['American Standard Brands', 'Am Std', 'AMSTD'],
};

/** The rows of GLOBAL_MANUFACTURER_ALIASES: manufacturer name, alias, alias key (lower-cased, letters and digits only). */
function aliasRows(): { name: string; alias: string; key: string }[] {
  return Object.entries(GLOBAL_MANUFACTURER_ALIASES).flatMap(([name, aliases]) =>
    aliases.map((alias) => ({ name, alias, key: alias.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '') })),
  );
}

/**
 * Adds the global aliases of the global manufacturers that exist, leaving those already there (safe
 * to re-run: on every start, and after the demo catalogue is seeded).
 */
export async function seedManufacturerAliases(db: Pick<Db, 'execute'>): Promise<void> {
  const rows = aliasRows();
  await db.execute(sql`
    insert into manufacturer_aliases (account_id, manufacturer_id, alias, alias_key)
    select distinct on (v.key) null::int, m.id, v.alias, v.key
      from unnest(${sql.param(rows.map((r) => r.name))}::text[], ${sql.param(rows.map((r) => r.alias))}::text[], ${sql.param(rows.map((r) => r.key))}::text[])
        as v(name, alias, key)
      join manufacturers m on m.account_id is null and m.name = v.name
     where not exists (select 1 from manufacturer_aliases a where a.account_id is null and a.alias_key = v.key)
     order by v.key, m.id`);
}

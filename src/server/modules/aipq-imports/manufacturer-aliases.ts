/**
 * Manufacturer aliases of the AI PDF-quote import (issue 19 item 4; docs/decisions/057): other names
 * a manufacturer goes by on quotes ('Kohler Co.', 'KOH'). Global rows (account_id null) are platform
 * reference data; an account's own are learnt when its seller confirms a match whose line named the
 * manufacturer otherwise. Keys are the text lower-cased with everything but letters and digits removed.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '#server/modules/spec-specbooks/placement';
import { normalizeKey } from './match-keys';

/** The manufacturers each key names through an alias the account sees (global or its own). */
export async function manufacturersByAlias(tx: Tx, accountId: number, keys: readonly string[]): Promise<Map<string, Set<number>>> {
  const byKey = new Map<string, Set<number>>();
  if (keys.length === 0) return byKey;
  const found = await tx.execute<{ alias_key: string; manufacturer_id: number }>(sql`
    select alias_key, manufacturer_id from manufacturer_aliases
     where alias_key = any(${sql.param([...keys])}::text[]) and (account_id is null or account_id = ${accountId})`);
  for (const row of found.rows) byKey.set(row.alias_key, (byKey.get(row.alias_key) ?? new Set()).add(row.manufacturer_id));
  return byKey;
}

/**
 * Remembers `text` (a quote line's manufacturer) as the account's alias of the spec's manufacturer,
 * unless it already names it (its name's key, or a global alias of it). An account alias the
 * seller had given another manufacturer is moved: the latest confirmation wins.
 */
export async function rememberManufacturerAlias(tx: Tx, accountId: number, specId: number, text: string | null): Promise<void> {
  const aliasKey = normalizeKey(text);
  if (aliasKey === '' || text === null) return;
  await tx.execute(sql`
    insert into manufacturer_aliases (account_id, manufacturer_id, alias, alias_key)
    select ${accountId}, m.id, ${text.trim()}, ${aliasKey}
      from specs s join manufacturers m on m.id = s.manufacturer_id
     where s.id = ${specId}
       and lower(regexp_replace(m.name, '[^[:alnum:]]', '', 'g')) <> ${aliasKey}
       and not exists (select 1 from manufacturer_aliases g where g.account_id is null and g.alias_key = ${aliasKey} and g.manufacturer_id = m.id)
    on conflict (account_id, alias_key) do update
       set manufacturer_id = excluded.manufacturer_id, alias = excluded.alias, updated_at = now()`);
}

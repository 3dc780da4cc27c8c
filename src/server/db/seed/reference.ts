import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { roles, statuses } from '#server/db/schema/index';
import { STATUSES } from '#shared/lib/statuses';
import { ROLE_IDS, ROLE_NAMES } from '#shared/lib/roles';
import { seedManufacturerAliases } from './manufacturer-aliases-data';
import { seedSpecmarketCategories } from './specmarket-categories-data';

const DISPLAY: Record<string, string> = {
  ROLE_IBOOK: 'Price features',
  ROLE_AIPQ: 'AI PDF-quote import',
  ROLE_SPECMARKET_BUYER: 'Marketplace buyer',
  ROLE_SPECMARKET_SELLER: 'Marketplace seller',
  ROLE_SPECMARKET_SELLER_ALL_BRANDS: 'Marketplace seller (all brands)',
  ROLE_PRO: 'Pro',
  accounting_tab: 'Accounting',
  ROLE_SPECBOOK_ISPEC: 'Specbook Plus',
  ROLE_SMART_LABELS: 'Smart labels',
  ROLE_SPECBOOKS_ADMIN: 'Platform administrator',
  admin: 'Admin',
};

/**
 * Reference data every database needs (roles and statuses with their fixed ids, the Specmarket
 * categories, the global manufacturers' aliases). Safe to re-run.
 */
export async function seedReferenceData(db: Db): Promise<void> {
  await db
    .insert(roles)
    .values(ROLE_NAMES.map((name) => ({ id: ROLE_IDS[name], name, displayName: DISPLAY[name] ?? name, active: true })))
    .onConflictDoUpdate({ target: roles.id, set: { name: sql`excluded.name`, displayName: sql`excluded.display_name` } });
  await db
    .insert(statuses)
    .values(STATUSES.map((s) => ({ ...s, isActive: true })))
    .onConflictDoUpdate({
      target: statuses.id,
      set: { value: sql`excluded.value`, name: sql`excluded.name`, hexColor: sql`excluded.hex_color`, userManaged: sql`excluded.user_managed` },
    });
  await seedSpecmarketCategories(db);
  await seedManufacturerAliases(db);
}

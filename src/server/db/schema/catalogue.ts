import { pgTable, serial, text, integer, boolean, numeric, index } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { accounts, users, timestamps } from './accounts';

/** A manufacturer (brand). Global when accountId is null. */
export const manufacturers = pgTable(
  'manufacturers',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').references(() => accounts.id),
    name: text('name').notNull(),
    url: text('url'),
    ...timestamps,
  },
  (t) => [index('manufacturers_name_idx').on(sql`lower(${t.name})`)],
);

/** A catalogue product (spec). Global (platform) when accountId is null. */
export const specs = pgTable(
  'specs',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').references(() => accounts.id),
    userId: integer('user_id').references(() => users.id),
    manufacturerId: integer('manufacturer_id').notNull().references(() => manufacturers.id),
    modelNumber: text('model_number').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    finish: text('finish'),
    category: text('category'),
    collection: text('collection'),
    listPrice: numeric('list_price', { precision: 12, scale: 2 }),
    imageName: text('image_name'),
    archived: boolean('archived').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('specs_account_idx').on(t.accountId),
    index('specs_model_trgm_idx').using('gin', sql`${t.modelNumber} gin_trgm_ops`),
  ],
);

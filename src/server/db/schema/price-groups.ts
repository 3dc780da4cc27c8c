import { pgTable, serial, text, integer, index, numeric, uniqueIndex, timestamp } from 'drizzle-orm/pg-core';
import { accounts, users, timestamps } from './accounts';
import { manufacturers } from './catalogue';

/**
 * A custom price group (spec/business-records.md §3 "Price group"): a named default multiplier
 * and profit applied to the specs of a specbook, refined per manufacturer. Account-scoped.
 */
export const priceGroups = pgTable(
  'price_groups',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull().references(() => accounts.id),
    userId: integer('user_id').notNull().references(() => users.id),
    name: text('name').notNull(),
    /** 'custom', or 'erp' for a group read from the ERP (read-only; docs/decisions/058). */
    types: text('types').notNull().default('custom'),
    /** For an 'erp' group: the ERP price class it stands for (the customers' PriceClassID). */
    erpPriceClassId: text('erp_price_class_id'),
    /** For an 'erp' group: when its multipliers were last read from the ERP. */
    erpRefreshedAt: timestamp('erp_refreshed_at', { withTimezone: true, precision: 3 }),
    /** Sale = list × multiplier. */
    multiplier: numeric('multiplier', { precision: 10, scale: 4 }).notNull().default('1'),
    /** Profit margin in percent of the sale price; used on cost when set. */
    profit: numeric('profit', { precision: 7, scale: 2 }),
    ...timestamps,
  },
  (t) => [
    index('price_groups_account_name_idx').on(t.accountId, t.name, t.id),
    uniqueIndex('price_groups_account_erp_class_key').on(t.accountId, t.erpPriceClassId),
  ],
);

/** A price group's own multiplier and profit for one manufacturer (PriceGroupManufacturer). */
export const priceGroupManufacturers = pgTable(
  'price_group_manufacturers',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull().references(() => accounts.id),
    priceGroupId: integer('price_group_id')
      .notNull()
      .references(() => priceGroups.id, { onDelete: 'cascade' }),
    manufacturerId: integer('manufacturer_id')
      .notNull()
      .references(() => manufacturers.id, { onDelete: 'cascade' }),
    /** What the price is built from: 'list' (list × multiplier) or 'cost' (cost and profit). */
    base: text('base').notNull().default('list'),
    multiplier: numeric('multiplier', { precision: 10, scale: 4 }).notNull(),
    profit: numeric('profit', { precision: 7, scale: 2 }),
    ...timestamps,
  },
  (t) => [uniqueIndex('price_group_manufacturers_key').on(t.priceGroupId, t.manufacturerId)],
);

import { pgTable, serial, text, integer, boolean, numeric, timestamp, index } from 'drizzle-orm/pg-core';
import { accounts, timestamps } from './accounts';
import { specbooks } from './specbooks';

/**
 * A specbook line item (spec/business-records.md §3 "Specbook line item"): anything billed that is
 * not a catalogue product — labour, delivery, installation, fees. Its unit price is the sale price
 * when both prices are set, else the list price, else the sale price; total = unit × quantity.
 * `status` is one of LINE_ITEM_STATUSES ('approved' by default: a charge the seller adds counts in
 * the quoted and the approved totals; 'quoted' counts only in the quoted ones). Removal is soft
 * (`deleted`, `delete_datetime`) so that invoice lines that billed it keep their source.
 * Every column is an input of the specbook's cached totals: migration 0024's triggers bump the
 * specbook's version on any change (docs/decisions/047).
 */
export const specbookLineItems = pgTable(
  'specbook_line_items',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    specbookId: integer('specbook_id')
      .notNull()
      .references(() => specbooks.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull().default(1),
    listPrice: numeric('list_price', { precision: 12, scale: 2 }),
    salePrice: numeric('sale_price', { precision: 12, scale: 2 }),
    isTaxable: boolean('is_taxable').notNull().default(false),
    isShipping: boolean('is_shipping').notNull().default(false),
    status: text('status').notNull().default('approved'),
    sortOrder: integer('sort_order').notNull().default(0),
    deleted: boolean('deleted').notNull().default(false),
    deleteDatetime: timestamp('delete_datetime', { withTimezone: true, precision: 3 }),
    ...timestamps,
  },
  (t) => [index('specbook_line_items_specbook_idx').on(t.specbookId, t.deleted, t.sortOrder, t.id)],
);

import { pgTable, serial, text, integer, numeric, date, index } from 'drizzle-orm/pg-core';
import { accounts, timestamps } from './accounts';
import { specbooks } from './specbooks';
import { customers } from './customers';

/**
 * A specbook's invoice, the minimal record the e-Specbook lists (spec/business-records.md §3
 * "Invoice", docs/decisions/031). `status` holds one of INVOICE_STATUSES (reading two); lines,
 * payments and management come with the invoicing module.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    specbookId: integer('specbook_id')
      .notNull()
      .references(() => specbooks.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    number: text('number').notNull(),
    status: text('status').notNull().default('open'),
    subtotal: numeric('subtotal', { precision: 12, scale: 2 }).notNull().default('0'),
    tax: numeric('tax', { precision: 12, scale: 2 }).notNull().default('0'),
    total: numeric('total', { precision: 12, scale: 2 }).notNull().default('0'),
    paid: numeric('paid', { precision: 12, scale: 2 }).notNull().default('0'),
    due: date('due', { mode: 'string' }),
    ...timestamps,
  },
  (t) => [index('invoices_specbook_idx').on(t.specbookId, t.createdAt)],
);

import { sql } from 'drizzle-orm';
import { pgTable, serial, text, integer, numeric, date, index, timestamp, boolean, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { accounts, timestamps, users } from './accounts';
import { specbooks } from './specbooks';
import { specSpecbooks } from './workspace';
import { customers } from './customers';
import { specbookLineItems } from './line-items';

const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

/**
 * A specbook's invoice (spec/business-records.md §3 "Invoice"). `status` holds the stored,
 * user-managed status (open by default); the shown status follows from the payments, the due
 * date and `voided_at` (src/shared/lib/invoice-status.ts). `paid` (succeeded payments minus
 * refunds) and `refunded` are kept by the payments service in the transaction of every payment.
 * The customer's name and e-mail are a snapshot taken when the invoice is made.
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
    customerName: text('customer_name'),
    customerEmail: text('customer_email'),
    number: text('number').notNull(),
    status: text('status').notNull().default('open'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** The specbook's tax rate when the invoice was made, in percent. */
    taxRate: numeric('tax_rate', { precision: 5, scale: 2 }).notNull().default('0'),
    subtotal: money('subtotal').notNull().default('0'),
    tax: money('tax').notNull().default('0'),
    shipping: money('shipping').notNull().default('0'),
    fee: money('fee').notNull().default('0'),
    total: money('total').notNull().default('0'),
    paid: money('paid').notNull().default('0'),
    refunded: money('refunded').notNull().default('0'),
    due: date('due', { mode: 'string' }),
    voidedAt: timestamp('voided_at', { withTimezone: true, precision: 3 }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('invoices_specbook_idx').on(t.specbookId, t.createdAt), index('invoices_account_idx').on(t.accountId, t.createdAt, t.id)],
);

/**
 * One line of an invoice (spec §3 "InvoiceLine"): a copy of an approved spec of the specbook or
 * of one of its line items at the time of invoicing (the source is kept while it exists).
 */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    specSpecbookId: integer('spec_specbook_id').references(() => specSpecbooks.id, { onDelete: 'set null' }),
    lineItemId: integer('line_item_id').references(() => specbookLineItems.id, { onDelete: 'set null' }),
    label: text('label').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: money('unit_price').notNull(),
    subtotal: money('subtotal').notNull(),
    tax: money('tax').notNull(),
    taxRate: numeric('tax_rate', { precision: 5, scale: 2 }).notNull(),
    total: money('total').notNull(),
    isTaxable: boolean('is_taxable').notNull(),
    isShipping: boolean('is_shipping').notNull(),
    status: text('status').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    position: integer('position').notNull(),
    ...timestamps,
  },
  (t) => [index('invoice_lines_invoice_idx').on(t.invoiceId, t.position)],
);

/**
 * A movement of money on an invoice. Never deleted nor rewritten once settled: a refund or a void
 * is a new row (kind 'refund' | 'void') that names the payment it reverses. Manual payments
 * (cash, check, ACH, other) succeed at once; card payments go through a card processor, whose
 * ids fill the provider columns (payment_account_id, provider_*).
 */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().default('payment'),
    reversesPaymentId: integer('reverses_payment_id').references((): AnyPgColumn => invoicePayments.id),
    method: text('method').notNull(),
    reference: text('reference'),
    amount: money('amount').notNull(),
    status: text('status').notNull(),
    paymentAccountId: integer('payment_account_id'),
    providerPaymentId: text('provider_payment_id'),
    providerCheckoutId: text('provider_checkout_id'),
    providerRefundId: text('provider_refund_id'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('invoice_payments_invoice_idx').on(t.invoiceId, t.createdAt), index('invoice_payments_reverses_idx').on(t.reversesPaymentId)],
);

/**
 * Idempotency keys of money moves (DESIGN.md "Reliability"): one row per (user, key) with the hash
 * of the request and, once it is answered, the stored answer. Rows older than 24 h are ignored
 * and purged.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    responseBody: text('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('idempotency_keys_user_key_idx').on(t.userId, t.key), index('idempotency_keys_created_idx').on(t.createdAt)],
);

import { pgTable, serial, text, integer, numeric, timestamp, index, uniqueIndex, jsonb, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { accounts, users, timestamps } from './accounts';
import { specbooks } from './specbooks';

/**
 * A Specmarket category (spec/business-records.md §2 "Marketplace"; docs/decisions/056): global
 * (the platform's), a tree of top-level departments (Bath, Kitchen, Appliances, Decorative
 * Hardware, Lighting, Plumbing) and their product types. A category's products are the catalogue
 * specs whose `specs.category` is `spec_category` and, for a product type, whose search document
 * matches `search_terms` (websearch syntax, e.g. 'faucet'). `url` is "/categories/{slug path}".
 */
export const specmarketCategories = pgTable(
  'specmarket_categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => specmarketCategories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Lower-case words joined by '-', unique among its siblings ('decorative-hardware'). */
    slug: text('slug').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    /** A public image path (shown with the useSpecmarketCategoryImages flag). */
    imageUrl: text('image_url'),
    /** The catalogue's specs.category value this department holds (a product type: its parent's). */
    specCategory: text('spec_category').notNull(),
    /** Words a product type's specs match (websearch_to_tsquery); null for a department. */
    searchTerms: text('search_terms'),
    ...timestamps,
  },
  (t) => [uniqueIndex('specmarket_categories_slug_idx').on(sql`coalesce(${t.parentId}, 0)`, t.slug)],
);

/**
 * An order placed from a cart (docs/decisions/056): the checkout of one cart specbook, which
 * executed one purchase order per seller (purchase_orders.order_id). Account-owned. One order per
 * cart (a retried checkout finds it). Payment: 'card' (Stripe Checkout; pending until the
 * provider's webhook says paid) or 'on_account' (the account's terms with the sellers).
 */
export const specmarketOrders = pgTable(
  'specmarket_orders',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The cart it was placed from (null once that specbook is deleted). */
    cartSpecbookId: integer('cart_specbook_id').references(() => specbooks.id, { onDelete: 'set null' }),
    /** 'card' | 'on_account' (CART_PAYMENT_METHODS). */
    paymentMethod: text('payment_method').notNull(),
    /** 'pending' | 'paid' | 'failed' | 'on_account' (ORDER_PAYMENT_STATUSES). */
    paymentStatus: text('payment_status').notNull(),
    /** 'me' | 'customer'. */
    shipTo: text('ship_to').notNull(),
    /** The address shipped to, as it was when the order was placed (TOrderAddress). */
    shipToAddress: jsonb('ship_to_address').notNull(),
    /** USD: the sum of the purchase orders' Totals. */
    total: numeric('total', { precision: 12, scale: 2 }).notNull(),
    providerCheckoutId: text('provider_checkout_id'),
    providerPaymentId: text('provider_payment_id'),
    /** Where and when the confirmation e-mail went. */
    emailedTo: text('emailed_to'),
    emailedAt: timestamp('emailed_at', { withTimezone: true, precision: 3 }),
    paidAt: timestamp('paid_at', { withTimezone: true, precision: 3 }),
    ...timestamps,
  },
  (t) => [index('specmarket_orders_account_idx').on(t.accountId, t.id), uniqueIndex('specmarket_orders_cart_idx').on(t.cartSpecbookId)],
);

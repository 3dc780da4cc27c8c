import { pgTable, serial, text, integer, boolean, numeric, doublePrecision, timestamp, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { accounts, users, timestamps } from './accounts';
import { specs } from './catalogue';
import { specbooks } from './specbooks';
import { specmarketOrders } from './specmarket';

/**
 * A seller a spec can be bought from (spec/business-records.md §3 "Seller and offer"): to the
 * account, a vendor it buys from (/v4/vendors). Account-owned. One row per account may be its own
 * stock (`own_stock`): the inventory center's products are that seller's offers, so the account's
 * stock shows among a spec's sellers like any other offer (docs/decisions/053). `location` is
 * geocoded from the shipping address when it changes (null when the address cannot be placed).
 */
export const sellers = pgTable(
  'sellers',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    /** The seller's name (company); sent as both `name` and `company`. */
    name: text('name').notNull(),
    /** A contact's title or the seller's display title (the map's hover card shows it). */
    title: text('title'),
    email: text('email'),
    phone: text('phone'),
    /** Payment terms in days (sent as `paymentTerms` and `terms`); null = not agreed. */
    paymentTerms: integer('payment_terms'),
    /** The seller's policies (plain text); a policy counts when it has text. */
    termsAndConditions: text('terms_and_conditions'),
    returnPolicy: text('return_policy'),
    preferred: boolean('preferred').notNull().default(false),
    ownStock: boolean('own_stock').notNull().default(false),
    shippingLine1: text('shipping_line1'),
    shippingLine2: text('shipping_line2'),
    shippingCity: text('shipping_city'),
    shippingState: text('shipping_state'),
    shippingZipCode: text('shipping_zip_code'),
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
    archived: boolean('archived').notNull().default(false),
    /**
     * Set on the record that stands, in a buyer's account, for another account selling its own
     * stock on the Specmarket (docs/decisions/086): its offers are that account's listings.
     */
    marketplaceAccountId: integer('marketplace_account_id').references(() => accounts.id),
    ...timestamps,
  },
  (t) => [
    index('sellers_account_idx').on(t.accountId, t.archived, t.name, t.id),
    uniqueIndex('sellers_account_own_stock_key').on(t.accountId).where(sql`${t.ownStock}`),
    uniqueIndex('sellers_account_marketplace_key').on(t.accountId, t.marketplaceAccountId).where(sql`${t.marketplaceAccountId} is not null`),
    index('sellers_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

/**
 * A seller's offer for a catalogue spec (§3 "Seller offer"): price, lead time (one of LEAD_TIMES)
 * and inventory (status one of INVENTORY_STATUSES, quantity). The spec is a global spec or one of
 * the account's own. For the own-stock seller the offer is an inventory-center row and carries
 * the stock's `location` and the CSV import that last wrote it.
 */
export const sellerOffers = pgTable(
  'seller_offers',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    specId: integer('spec_id')
      .notNull()
      .references(() => specs.id, { onDelete: 'cascade' }),
    /** USD; null = price on request. */
    price: numeric('price', { precision: 12, scale: 2 }),
    leadTime: text('lead_time'),
    inventoryStatus: text('inventory_status'),
    inventoryQuantity: integer('inventory_quantity'),
    location: text('location'),
    importId: integer('import_id'),
    /** An own-stock offer listed on the Specmarket: sold to every other account's buyers (docs/decisions/086). */
    listed: boolean('listed').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('seller_offers_seller_spec_key').on(t.sellerId, t.specId),
    index('seller_offers_account_spec_idx').on(t.accountId, t.specId),
    index('seller_offers_listed_spec_idx').on(t.specId, t.accountId).where(sql`${t.listed}`),
  ],
);

/**
 * A purchase order (SpecbookPurchaseOrder, §3 "Purchase order"): a specbook under the account's
 * 'Purchase Orders' profile holding copies of the ordered specs (spec_specbooks.source_*), so the
 * e-Specbook shows it in purchase-order mode. This row adds what a specbook lacks; its key is the
 * purchase-order specbook's id, so a purchase order's id is its specbook's id. The order status
 * is the specbook's `status` (one of PURCHASE_ORDER_STATUSES); archived is the specbook's.
 */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    specbookId: integer('specbook_id')
      .primaryKey()
      .references(() => specbooks.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    /** The specbook it was ordered from (null once that specbook is deleted). */
    sourceSpecbookId: integer('source_specbook_id').references(() => specbooks.id, { onDelete: 'set null' }),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => sellers.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** USD: the shipping the order adds (the specs' shipping costs when calculated). */
    shippingCost: numeric('shipping_cost', { precision: 12, scale: 2 }).notNull().default('0'),
    shippingCalculation: boolean('shipping_calculation').notNull().default(true),
    /** When the order was last e-mailed to the vendor. */
    sentAt: timestamp('sent_at', { withTimezone: true, precision: 3 }),
    /** The Specmarket order that executed it (docs/decisions/056); null for one made from a specbook. */
    orderId: integer('order_id').references(() => specmarketOrders.id, { onDelete: 'set null' }),
    /** How the seller ships it (SHIPPING_METHODS), chosen per seller at checkout; null = per spec. */
    shippingMethod: text('shipping_method'),
    ...timestamps,
  },
  (t) => [
    index('purchase_orders_order_idx').on(t.orderId),
    index('purchase_orders_source_idx').on(t.sourceSpecbookId, t.createdAt),
    index('purchase_orders_account_idx').on(t.accountId, t.createdAt),
    index('purchase_orders_seller_idx').on(t.sellerId),
  ],
);

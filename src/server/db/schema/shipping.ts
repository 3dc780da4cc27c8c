import { pgTable, serial, text, integer, boolean, index, numeric } from 'drizzle-orm/pg-core';
import { accounts, users, timestamps } from './accounts';

/**
 * A shipping cost the seller charges (spec/business-records.md §3 "Shipping", resource
 * userShippingCost). Account-scoped: everyone in the account shares the shipping center.
 */
export const shippingCosts = pgTable(
  'shipping_costs',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull().references(() => accounts.id),
    userId: integer('user_id').notNull().references(() => users.id),
    name: text('name').notNull(),
    /** One of SHIPPING_METHODS (ship_now, schedule_delivery, schedule_pickup), or null for any. */
    method: text('method'),
    /** USD. */
    cost: numeric('cost', { precision: 12, scale: 2 }).notNull(),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [index('shipping_costs_account_idx').on(t.accountId, t.id)],
);

/**
 * A shipping discount (UserShippingDiscount): an amount or a percent off shipping once the
 * subtotal reaches a minimum. A row without an account is a global (platform) discount.
 */
export const shippingDiscounts = pgTable(
  'shipping_discounts',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').references(() => accounts.id),
    userId: integer('user_id').references(() => users.id),
    name: text('name').notNull(),
    /** 'amount' (USD off) or 'percent' (percent off the shipping cost). */
    type: text('type').notNull(),
    value: numeric('value', { precision: 12, scale: 2 }).notNull(),
    /** The order subtotal (USD) from which the discount applies. */
    minimumSubtotal: numeric('minimum_subtotal', { precision: 12, scale: 2 }).notNull().default('0'),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [index('shipping_discounts_account_idx').on(t.accountId, t.id)],
);

import { pgTable, serial, text, integer, boolean, index, numeric, uniqueIndex, smallint, char } from 'drizzle-orm/pg-core';
import { accounts, users, timestamps } from './accounts';
import { priceGroups } from './price-groups';

/**
 * A seller's customer (spec/business-records.md §3 "Customer"). Account-scoped: everyone in the
 * seller's account shares the customer center. `userId` is who created it.
 */
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull().references(() => accounts.id),
    userId: integer('user_id').notNull().references(() => users.id),
    name: text('name').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    companyName: text('company_name'),
    customerNumber: text('customer_number'),
    /** The customer's id in the distributor's ERP (erpCustomerId; the gateway's CustomerID). */
    erpCustomerId: text('erp_customer_id'),
    /** One of CUSTOMER_TYPES ('default', 'wholesale', … 'overstock'). */
    type: text('type'),
    /** One of CUSTOMER_ORIGINS. */
    origin: text('origin'),
    /** The account's price group its specbooks are priced by (customerGroupPricing / priceGroup). */
    priceGroupId: integer('price_group_id').references(() => priceGroups.id, { onDelete: 'set null' }),
    /** Invoice terms in days (INVOICE_TERMS). */
    paymentTerms: integer('payment_terms'),
    phone: text('phone'),
    fax: text('fax'),
    email: text('email'),
    notes: text('notes'),
    resaleCertificate: text('resale_certificate'),
    /** The platform user this customer is linked to (linkedSpecbooksUser.id). */
    linkedUserId: integer('linked_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The 12-digit code this customer was added by, when added by code. */
    customerCode: char('customer_code', { length: 12 }),
    ...timestamps,
  },
  (t) => [
    index('customers_account_name_idx').on(t.accountId, t.name, t.id),
    index('customers_account_updated_idx').on(t.accountId, t.updatedAt, t.id),
    uniqueIndex('customers_account_linked_user_key').on(t.accountId, t.linkedUserId),
  ],
);

/** A customer's billing (type 1) or shipping (type 2) address (spec §3 "Address", current form). */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull().references(() => accounts.id),
    customerId: integer('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
    /** 1 = billing, 2 = shipping. */
    typeId: smallint('type_id').notNull(),
    label: text('label').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    contact: text('contact'),
    line1: text('line1').notNull(),
    line2: text('line2'),
    city: text('city'),
    state: text('state'),
    zipCode: text('zip_code'),
    country: text('country'),
    /** USD. */
    cost: numeric('cost', { precision: 12, scale: 2 }),
    active: boolean('active').notNull().default(true),
    isDefault: boolean('is_default').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('customer_addresses_customer_idx').on(t.customerId, t.typeId, t.id)],
);

/** Each platform user's personal 12-digit customer code (issued on first use). */
export const userCustomerCodes = pgTable('user_customer_codes', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  code: char('code', { length: 12 }).notNull().unique(),
  ...timestamps,
});

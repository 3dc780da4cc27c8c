import { pgTable, serial, text, integer, boolean, index } from 'drizzle-orm/pg-core';
import { accounts, users, timestamps } from './accounts';

/**
 * A profile groups specbooks: a customer, a project, or a special profile (type qr_code,
 * order, purchase_order, cart). spec/business-records.md §3 "Profile".
 */
export const profiles = pgTable(
  'profiles',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull().references(() => accounts.id),
    userId: integer('user_id').notNull().references(() => users.id),
    name: text('name').notNull(),
    type: text('type'),
    email: text('email'),
    phone: text('phone'),
    fax: text('fax'),
    address: text('address'),
    contact: text('contact'),
    public: boolean('public').notNull().default(false),
    active: boolean('active').notNull().default(true),
    archived: boolean('archived').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('profiles_account_idx').on(t.accountId, t.active, t.name)],
);

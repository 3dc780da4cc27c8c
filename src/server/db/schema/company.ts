import { pgTable, serial, text, integer, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts, timestamps } from './accounts';

/**
 * The company account's sub-contacts (spec/business-records.md §3 "Company account"): one row per
 * kind — 'manager', 'accounting' or 'purchasing' — per account.
 */
export const accountContacts = pgTable(
  'account_contacts',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull().references(() => accounts.id),
    kind: text('kind').notNull(),
    name: text('name'),
    /** Stored lower-cased, like the account's own e-mail. */
    email: text('email').notNull(),
    phone: text('phone'),
    ...timestamps,
  },
  (t) => [uniqueIndex('account_contacts_account_kind_key').on(t.accountId, t.kind)],
);

/**
 * The company's policies (UserPolicy, spec §3 "Policy"): one per type — 'terms_and_conditions'
 * or 'returns_policy' — per account. A policy whose text is emptied keeps its row with text null.
 */
export const accountPolicies = pgTable(
  'account_policies',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull().references(() => accounts.id),
    type: text('type').notNull(),
    text: text('text'),
    ...timestamps,
  },
  (t) => [uniqueIndex('account_policies_account_type_key').on(t.accountId, t.type)],
);

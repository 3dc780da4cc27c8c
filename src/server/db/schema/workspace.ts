import { pgTable, serial, text, integer, boolean, numeric, date, jsonb, index, primaryKey, uniqueIndex, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { accounts, authSessions, users, timestamps } from './accounts';
import { specbooks } from './specbooks';
import { specs } from './catalogue';

/** Specbook and spec statuses (spec/workspace.md §4); fixed ids 1–16. */
export const statuses = pgTable('statuses', {
  id: integer('id').primaryKey(),
  value: text('value').notNull().unique(),
  name: text('name').notNull(),
  hexColor: text('hex_color').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  userManaged: boolean('user_managed').notNull(),
  ...timestamps,
});

/** A room (specbook category). Specs with no category are in 'Miscellaneous'. */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull().references(() => accounts.id),
    specbookId: integer('specbook_id').notNull().references(() => specbooks.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    note: text('note'),
    ...timestamps,
  },
  (t) => [index('categories_specbook_idx').on(t.specbookId, t.sortOrder, t.id)],
);

/**
 * A spec placed in a specbook (SpecSpecbook, 'joinID'): one row per spec and room, with its
 * own quantity, overrides, status and price fields (money as numeric, never floats).
 */
export const specSpecbooks = pgTable(
  'spec_specbooks',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull().references(() => accounts.id),
    specbookId: integer('specbook_id').notNull().references(() => specbooks.id, { onDelete: 'cascade' }),
    specId: integer('spec_id').notNull().references(() => specs.id),
    /** null = the Miscellaneous category. */
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'cascade' }),
    name: text('name'),
    description: text('description'),
    quantity: integer('quantity').notNull().default(1),
    sortOrder: integer('sort_order').notNull().default(0),
    isOptional: boolean('is_optional').notNull().default(false),
    status: text('status').notNull().default('open'),
    listPrice: numeric('list_price', { precision: 12, scale: 2 }),
    listPriceLabel: text('list_price_label'),
    salePrice: numeric('sale_price', { precision: 12, scale: 2 }),
    salesPriceLabel: text('sales_price_label'),
    cost: numeric('cost', { precision: 12, scale: 2 }),
    multiplier: numeric('multiplier', { precision: 10, scale: 4 }),
    multiplierLabel: text('multiplier_label'),
    /** Profit margin in percent of the sale price. */
    profitMargin: numeric('profit_margin', { precision: 7, scale: 2 }),
    shippingCost: numeric('shipping_cost', { precision: 12, scale: 2 }),
    quotedDate: date('quoted_date'),
    priceUpdatedAt: timestamp('price_updated_at', { withTimezone: true, precision: 3 }),
    priceUpdatedBy: text('price_updated_by'),
    sourceSpecbookId: integer('source_specbook_id'),
    sourceSpecSpecbookId: integer('source_spec_specbook_id'),
    /** How it reaches the customer: one of SHIPPING_METHODS (shipping{method}); null = not chosen. */
    shippingMethod: text('shipping_method'),
    /** The import that created it and the last that updated it (§3 "Spec import references"; docs/decisions/057). */
    originalImportId: integer('original_import_id'),
    updatedImportId: integer('updated_import_id'),
    /** Where it came from: 'import' for a PDF-quote import (§3 "Spec source values"); null = added by hand. */
    source: text('source'),
    ...timestamps,
  },
  (t) => [
    index('spec_specbooks_specbook_idx').on(t.specbookId, t.categoryId, t.sortOrder, t.id),
    index('spec_specbooks_spec_idx').on(t.specId),
  ],
);

/** Every status change of a spec in a specbook: status, changer's e-mail, date. */
export const statusLog = pgTable(
  'status_log',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull().references(() => accounts.id),
    specSpecbookId: integer('spec_specbook_id').notNull().references(() => specSpecbooks.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('status_log_spec_idx').on(t.specSpecbookId, t.createdAt)],
);

/** Comments on a specbook, a room (categoryId) or a spec in a specbook (specSpecbookId). */
export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull().references(() => accounts.id),
    specbookId: integer('specbook_id').notNull().references(() => specbooks.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'cascade' }),
    specSpecbookId: integer('spec_specbook_id').references(() => specSpecbooks.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id),
    body: text('body').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    ...timestamps,
  },
  (t) => [index('comments_specbook_idx').on(t.specbookId, t.categoryId, t.specSpecbookId)],
);

/** A user's tag (≤ 45 characters), attached to specs in specbooks. */
export const tags = pgTable(
  'tags',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull().references(() => accounts.id),
    userId: integer('user_id').notNull().references(() => users.id),
    name: varchar('name', { length: 45 }).notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('tags_user_name_key').on(t.userId, sql`lower(${t.name})`)],
);

export const specSpecbookTags = pgTable(
  'spec_specbook_tags',
  {
    tagId: integer('tag_id').notNull().references(() => tags.id, { onDelete: 'cascade' }),
    specSpecbookId: integer('spec_specbook_id').notNull().references(() => specSpecbooks.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tagId, t.specSpecbookId] })],
);

/** A specbook's team member (client, designer…) with their e-Specbook permissions and token. */
export const teamMembers = pgTable(
  'team_members',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull().references(() => accounts.id),
    specbookId: integer('specbook_id').notNull().references(() => specbooks.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 50 }).notNull(),
    email: text('email').notNull(),
    /** What the member is on the project ('client', 'designer', …; free text, at most 50); the documents' "Prepared for" falls back to the 'client' (docs/decisions/040). */
    role: varchar('role', { length: 50 }),
    /** Random access token of the e-Specbook link. */
    token: text('token').notNull().unique(),
    /** When the token was issued or last renewed (re-sent): it expires ESPECBOOK_TOKEN_DAYS later (decision 028). */
    tokenIssuedAt: timestamp('token_issued_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    showListPrice: boolean('show_list_price').notNull().default(true),
    showSalePrice: boolean('show_sale_price').notNull().default(true),
    showModelNumbers: boolean('show_model_numbers').notNull().default(true),
    canApprove: boolean('can_approve').notNull().default(false),
    showNotifications: boolean('show_notifications').notNull().default(true),
    allowStatusUpdate: boolean('allow_status_update').notNull().default(false),
    showSpecifications: boolean('show_specifications').notNull().default(true),
    revokedAt: timestamp('revoked_at', { withTimezone: true, precision: 3 }),
    ...timestamps,
  },
  (t) => [index('team_members_specbook_idx').on(t.specbookId)],
);

/**
 * The scope of an e-Specbook or QR viewer session (docs/decisions/028): the auth session may
 * read one specbook only, as a team member ('especbook') or as a QR viewer ('qr', no member).
 */
export const viewerSessions = pgTable(
  'viewer_sessions',
  {
    sessionId: uuid('session_id')
      .primaryKey()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    specbookId: integer('specbook_id').notNull().references(() => specbooks.id, { onDelete: 'cascade' }),
    teamMemberId: integer('team_member_id').references(() => teamMembers.id, { onDelete: 'cascade' }),
    /** When the session's 'viewed' notification was recorded (one per session). */
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('viewer_sessions_member_idx').on(t.teamMemberId)],
);

/**
 * Notifications: activity ones (type SpecSpecbookApproved / SpecSpecbookRejected / NewComment with
 * data and ref) and specbook notification records (message, hasRead).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull().references(() => accounts.id),
    userId: integer('user_id').notNull().references(() => users.id),
    specbookId: integer('specbook_id').references(() => specbooks.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    message: text('message').notNull(),
    data: jsonb('data').notNull().default({}),
    ref: jsonb('ref').notNull().default({}),
    hasRead: boolean('has_read').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.hasRead, t.createdAt)],
);

/** Account settings as stored (key → string value); defaults apply where unset. */
export const accountSettings = pgTable(
  'account_settings',
  {
    accountId: integer('account_id').notNull().references(() => accounts.id),
    key: text('key').notNull(),
    value: text('value').notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.accountId, t.key] })],
);

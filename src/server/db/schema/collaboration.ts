import { sql } from 'drizzle-orm';
import { pgTable, serial, text, integer, boolean, index, uniqueIndex, timestamp, varchar, primaryKey } from 'drizzle-orm/pg-core';
import { accounts, users, timestamps } from './accounts';
import { specbooks } from './specbooks';
import { customers } from './customers';
import { sellers } from './sellers';

/*
 * Job pipelines and the rest of collaboration (issue 21, docs/decisions/059). Order keys
 * (`position`) are fractional-indexing keys: compare them byte-wise, `ORDER BY position COLLATE "C"`,
 * never with the database's locale collation.
 */

/** A job pipelines board of an account (spec/business-records.md §2 "Job pipelines board"). */
export const boards = pgTable(
  'boards',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    name: varchar('name', { length: 100 }).notNull(),
    /** The board the pipelines page opens first; at most one per account. */
    isDefault: boolean('is_default').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id),
    ...timestamps,
  },
  (t) => [
    index('boards_account_idx').on(t.accountId),
    uniqueIndex('boards_account_default_key').on(t.accountId).where(sql`${t.isDefault}`),
  ],
);

/** A lane (stage) of a board, ordered by `position`. */
export const boardLanes = pgTable(
  'board_lanes',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    boardId: integer('board_id')
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 50 }).notNull(),
    /** Fractional-indexing order key within the board. */
    position: text('position').notNull(),
    ...timestamps,
  },
  (t) => [index('board_lanes_board_idx').on(t.boardId, t.position)],
);

/**
 * A specbook's place on a board: one board and lane per specbook (the specbook answers `board` and
 * `lane`). A lane with specbooks is removed only after they are moved (the service asks where).
 */
export const boardSpecbooks = pgTable(
  'board_specbooks',
  {
    specbookId: integer('specbook_id')
      .primaryKey()
      .references(() => specbooks.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    boardId: integer('board_id')
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    laneId: integer('lane_id')
      .notNull()
      .references(() => boardLanes.id),
    /** Fractional-indexing order key within the lane. */
    position: text('position').notNull(),
    ...timestamps,
  },
  (t) => [index('board_specbooks_lane_idx').on(t.laneId, t.position), index('board_specbooks_board_idx').on(t.boardId)],
);

/**
 * A group of users working together (spec §3 "Group and invite"); members may belong to other
 * accounts (trade partners). Owned by the account of the user who created it.
 */
export const groups = pgTable(
  'groups',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id),
    name: varchar('name', { length: 50 }).notNull(),
    ...timestamps,
  },
  (t) => [index('groups_account_idx').on(t.accountId)],
);

/** A user in a group; `pending` until the invited user joins. */
export const groupMembers = pgTable(
  'group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pending: boolean('pending').notNull().default(true),
    joinedAt: timestamp('joined_at', { withTimezone: true, precision: 3 }),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index('group_members_user_idx').on(t.userId)],
);

/**
 * An invitation to a group by e-mail, with the share form of spec §5 (e-mail, name, company, role,
 * message). The invitee may have no account yet: invites are matched to a user by lower(email).
 */
export const groupInvites = pgTable(
  'group_invites',
  {
    id: serial('id').primaryKey(),
    /** The group's account. */
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    invitedBy: integer('invited_by')
      .notNull()
      .references(() => users.id),
    /** Stored lower-cased. */
    email: text('email').notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    companyName: varchar('company_name', { length: 155 }),
    role: varchar('role', { length: 50 }),
    message: varchar('message', { length: 1000 }),
    /** 'group' for a group invite, 'pro' for the pro-user invite modal (useProUserInvite). */
    kind: text('kind').notNull().default('group'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, precision: 3 }),
    ...timestamps,
  },
  (t) => [index('group_invites_email_idx').on(t.email), index('group_invites_group_idx').on(t.groupId)],
);

/**
 * A note on a specbook, a customer or a catalogue spec (`parentType` 'specbook' | 'customer' |
 * 'specs', the path segment of `{u}/{parent}/{parentId}/notes`). Soft-deleted by `deletedAt`.
 */
export const notes = pgTable(
  'notes',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    parentType: text('parent_type').notNull(),
    parentId: integer('parent_id').notNull(),
    note: text('note').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, precision: 3 }),
    ...timestamps,
  },
  (t) => [index('notes_parent_idx').on(t.accountId, t.parentType, t.parentId, t.createdAt)],
);

/**
 * A person at a customer, a vendor or elsewhere (resource Contact, spec §3 "Contact"), with the
 * company-account fields that apply to a person.
 */
export const contacts = pgTable(
  'contacts',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id').references(() => sellers.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    companyName: varchar('company_name', { length: 155 }),
    title: varchar('title', { length: 50 }),
    /** Stored lower-cased. */
    email: text('email'),
    phone: text('phone'),
    fax: text('fax'),
    website: text('website'),
    about: text('about'),
    ...timestamps,
  },
  (t) => [
    index('contacts_account_idx').on(t.accountId, t.name),
    index('contacts_customer_idx').on(t.customerId),
    index('contacts_vendor_idx').on(t.vendorId),
  ],
);

/**
 * A document attached to a specbook (spec §3 "Attachment"), stored through the storage layer under a
 * generated key; `visibleToClients` lets e-Specbook viewers (whose permissions allow) see it.
 */
export const attachments = pgTable(
  'attachments',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    specbookId: integer('specbook_id')
      .notNull()
      .references(() => specbooks.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id),
    fileName: text('file_name').notNull(),
    extension: text('extension').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    /** 'document' | 'image' | 'spreadsheet' | 'drawing' | 'other', from the checked content. */
    type: text('type').notNull(),
    storageKey: text('storage_key').notNull(),
    visibleToClients: boolean('visible_to_clients').notNull().default(true),
    ...timestamps,
  },
  (t) => [index('attachments_specbook_idx').on(t.specbookId, t.createdAt)],
);

/**
 * A specbook shared with another user (usually a trade partner in another account) by e-mail: it
 * appears in their "Shared with me" list, matched by lower(email), and grants read of that one
 * specbook only. Removing it from the list deletes the row.
 */
export const sharedSpecbooks = pgTable(
  'shared_specbooks',
  {
    id: serial('id').primaryKey(),
    /** The owner's account. */
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    specbookId: integer('specbook_id')
      .notNull()
      .references(() => specbooks.id, { onDelete: 'cascade' }),
    sharedBy: integer('shared_by')
      .notNull()
      .references(() => users.id),
    /** Stored lower-cased. */
    email: text('email').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('shared_specbooks_specbook_email_key').on(t.specbookId, t.email), index('shared_specbooks_email_idx').on(t.email)],
);

/** A platform announcement shown as a dismissible banner (set by the platform admin). */
export const announcements = pgTable('announcements', {
  id: serial('id').primaryKey(),
  message: varchar('message', { length: 500 }).notNull(),
  /** 'info' | 'warning'. */
  level: text('level').notNull().default('info'),
  active: boolean('active').notNull().default(true),
  startsAt: timestamp('starts_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  endsAt: timestamp('ends_at', { withTimezone: true, precision: 3 }),
  createdBy: integer('created_by').references(() => users.id),
  ...timestamps,
});

/** A user's dismissal of an announcement: remembered per user. */
export const announcementDismissals = pgTable(
  'announcement_dismissals',
  {
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.userId] })],
);

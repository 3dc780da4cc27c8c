import { pgTable, serial, text, timestamp, integer, bigint, boolean, doublePrecision, jsonb, uniqueIndex, index, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

const timestamps = {
  // Millisecond precision: JavaScript dates (and so keyset cursors) carry no microseconds.
  createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
};

/** A company (tenant). Every tenant-owned row carries its id. */
export const accounts = pgTable('accounts', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** One of ACCOUNT_TYPES (spec/business-records.md §1). */
  type: text('type').notNull(),
  /** Stored lower-cased (spec/business-records.md §3 "Company account"). */
  email: text('email'),
  phone: text('phone'),
  fax: text('fax'),
  website: text('website'),
  logoUrl: text('logo_url'),
  /** Storage key of an uploaded logo (its public URL is in logo_url); null for a URL-only logo. */
  logoKey: text('logo_key'),
  resaleCertificate: text('resale_certificate'),
  /** extra.socialMedia: network → profile URL (facebook, instagram, houzz, twitter, pinterest, youtube). */
  socialMedia: jsonb('social_media').$type<Record<string, string>>().notNull().default({}),
  addressLine1: text('address_line1'),
  city: text('city'),
  state: text('state'),
  zipCode: text('zip_code'),
  /** argon2id hash of the advanced-pricing access code (docs/decisions/027); null when none is set. */
  accessCodeHash: text('access_code_hash'),
  ...timestamps,
});

/** A person who signs in. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull().references(() => accounts.id),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    companyName: text('company_name'),
    logoUrl: text('logo_url'),
    parentUserId: integer('parent_user_id'),
    accountTypeId: integer('account_type_id'),
    phone: text('phone'),
    companyWebAddress: text('company_web_address'),
    /** The user's locale (one of SUPPORTED_LOCALES, lower-case), null: the browser's language (docs/decisions/068). */
    locale: text('locale'),
    /**
     * The spec's user fields (spec/workspace.md §3 "User", docs/decisions/081). The three API keys
     * are secrets: the API shows them only to the user themself and platform admins.
     */
    apiKey: text('api_key'),
    specbooksApiKey: text('specbooks_api_key'),
    specbooksPublicApiKey: text('specbooks_public_api_key'),
    legacyUserRoles: text('legacy_user_roles'),
    legacyAddress: text('legacy_address'),
    googleAnalytics: text('google_analytics'),
    fax: text('fax'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    storeManagerName: text('store_manager_name'),
    storeManagerEmail: text('store_manager_email'),
    wishlistProfileId: integer('wishlist_profile_id'),
    webOrderProfileId: integer('web_order_profile_id'),
    hiveOrderProfileId: integer('hive_order_profile_id'),
    importType: text('import_type'),
    /** Integration settings; an ERP-specific key is read under it (spec §3). */
    integrationData: jsonb('integration_data').$type<Record<string, unknown>>(),
    integrationCustomerSearch: boolean('integration_customer_search').notNull().default(false),
    theme: text('theme'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    lastPasswordResetAt: timestamp('last_password_reset_at', { withTimezone: true }),
    /**
     * The version of what a request knows of this user (AuthUser, GET /me's answer), bumped by
     * triggers in the transaction of every write to one of its inputs: this row, user_roles, roles,
     * feature_flags, advanced_access_grants and the account's bypass setting (migration 0022,
     * docs/decisions/046). Each process caches those per (user id, version).
     */
    authVersion: bigint('auth_version', { mode: 'number' }).notNull().default(1),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`), index('users_account_idx').on(t.accountId)],
);

/** Roles (spec/workspace.md §6); ids are fixed, 11 is the pro role. */
export const roles = pgTable('roles', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  displayName: text('display_name').notNull(),
  active: boolean('active').notNull().default(true),
  legacyRole: text('legacy_role'),
  ...timestamps,
});

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id').notNull().references(() => roles.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

/** Feature flags per user (featureFlagName of spec/workspace.md §6). */
export const featureFlags = pgTable(
  'feature_flags',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    featureFlagName: text('feature_flag_name').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('feature_flags_user_name_key').on(t.userId, t.featureFlagName)],
);

/** One row per issued JWT (its jti), so that logout revokes it. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
);

export { timestamps };

/** Server-wide key/value settings (e.g. the generated JWT signing secret shared by all processes). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  ...timestamps,
});

import { pgTable, serial, text, integer, boolean, jsonb, index, timestamp, primaryKey, uniqueIndex, real } from 'drizzle-orm/pg-core';
import { specs } from './catalogue';
import { accounts, users, timestamps } from './accounts';
import { specbooks } from './specbooks';

/**
 * An import into a specbook (spec/business-records.md §7 "Import"; docs/decisions/036): today the
 * CSV import. The uploaded file waits in file storage (`file_key`) until the import has run; the
 * row keeps its status, counts and the rows that could not be imported. `updated_at` is the
 * heartbeat of a running import: one left queued or processing without a beat for a while was
 * cut off by a restart and reads as failed.
 */
export const imports = pgTable(
  'imports',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The specbook imported into; null for an import that is not into a specbook (kind 'inventory'). */
    specbookId: integer('specbook_id').references(() => specbooks.id, { onDelete: 'cascade' }),
    /** 'csv' into a specbook, 'inventory' into the inventory center (the AI PDF-quote import may add its own kind). */
    kind: text('kind').notNull().default('csv'),
    /** queued | processing | complete | failed (IMPORT_STATUSES). */
    status: text('status').notNull().default('queued'),
    fileName: text('file_name').notNull(),
    /** Storage key of the uploaded file; null once the import has ended and the file is removed. */
    fileKey: text('file_key'),
    separator: text('separator').notNull(),
    /** The importer may set cost and multiplier (advanced access when the import was started). */
    advancedPricing: boolean('advanced_pricing').notNull().default(false),
    /** E-mail of the importer, written to the status log and as who priced the specs. */
    email: text('email').notNull(),
    message: text('message'),
    counts: jsonb('counts').notNull().default({}),
    unmatched: jsonb('unmatched').notNull().default([]),
    skipped: jsonb('skipped').notNull().default([]),
    warnings: jsonb('warnings').notNull().default([]),
    /** Kind 'aipq': the extraction imported and the tables with their maps (TImportTableMap[]). */
    extractionId: integer('extraction_id'),
    tables: jsonb('tables').notNull().default([]),
    startedAt: timestamp('started_at', { withTimezone: true, precision: 3 }),
    finishedAt: timestamp('finished_at', { withTimezone: true, precision: 3 }),
    ...timestamps,
  },
  (t) => [index('imports_specbook_idx').on(t.specbookId, t.createdAt)],
);

/**
 * A PDF uploaded for the AI PDF-quote import (spec/business-records.md §3 "Imports", §4 "Upload and
 * extraction jobs"; docs/decisions/057). Account-owned. The file waits in storage (`file_key`); a
 * job reads its pages and renders a thumbnail per page. status: pending | processing | complete |
 * failed (with `message`: not a PDF, encrypted, no pages). `pages`: TAipqPage[] sorted by page.
 */
export const aipqFiles = pgTable(
  'aipq_files',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    fileName: text('file_name').notNull(),
    fileKey: text('file_key').notNull(),
    status: text('status').notNull().default('pending'),
    message: text('message'),
    pageCount: integer('page_count'),
    pages: jsonb('pages').notNull().default([]),
    ...timestamps,
  },
  (t) => [index('aipq_files_account_idx').on(t.accountId, t.id)],
);

/**
 * An extraction of tables from chosen pages of a file by one engine (layout | ocr | llm). Runs as
 * a job; a quota unit is reserved when it starts and released when it fails. `tables`:
 * TExtractionTable[] (columns include the room from section headings; each row keeps its lines'
 * positions and confidence). `supplier`: who issued the quote, read from the first page (matches
 * confirmed for a supplier are remembered, supplier_matches).
 */
export const aipqExtractions = pgTable(
  'aipq_extractions',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    fileId: integer('file_id')
      .notNull()
      .references(() => aipqFiles.id, { onDelete: 'cascade' }),
    engine: text('engine').notNull(),
    name: text('name').notNull(),
    pages: jsonb('pages').notNull().default([]),
    /** queued | processing | complete | failed (EXTRACTION_STATUSES). */
    status: text('status').notNull().default('queued'),
    message: text('message'),
    supplier: text('supplier'),
    tables: jsonb('tables').notNull().default([]),
    /** The quota period ('YYYY-MM') a unit was reserved in; null once released. */
    quotaPeriod: text('quota_period'),
    startedAt: timestamp('started_at', { withTimezone: true, precision: 3 }),
    finishedAt: timestamp('finished_at', { withTimezone: true, precision: 3 }),
    ...timestamps,
  },
  (t) => [index('aipq_extractions_account_idx').on(t.accountId, t.id)],
);

/** Extractions used per account, engine and month; the limit comes from the plan (aipq_quota_limits, else AIPQ_QUOTA_LIMITS). */
export const aipqQuotas = pgTable(
  'aipq_quotas',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    engine: text('engine').notNull(),
    period: text('period').notNull(),
    used: integer('used').notNull().default(0),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.accountId, t.engine, t.period] })],
);

/** An account's monthly extraction limit per engine set by a platform admin (its plan); none = AIPQ_QUOTA_LIMITS. */
export const aipqQuotaLimits = pgTable(
  'aipq_quota_limits',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    engine: text('engine').notNull(),
    monthlyLimit: integer('monthly_limit').notNull(),
    updatedBy: integer('updated_by').references(() => users.id),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.accountId, t.engine] })],
);

/**
 * A line of an import that needs the seller (§3 "Import message"): a missing product (created as
 * the account's own spec, `spec_id` set), a match to review (top candidates), or a low-confidence
 * line. Marking it read deletes it. `line`: the extracted line (model, name, manufacturer, room,
 * quantity, unit price, confidence); `candidates`: [{specId, modelNumber, manufacturerName, name, score}].
 */
export const importMessages = pgTable(
  'import_messages',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    importId: integer('import_id')
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    specbookId: integer('specbook_id')
      .notNull()
      .references(() => specbooks.id, { onDelete: 'cascade' }),
    /** missing_product | review | low_confidence (IMPORT_MESSAGE_KINDS). */
    kind: text('kind').notNull(),
    message: text('message').notNull(),
    specId: integer('spec_id').references(() => specs.id, { onDelete: 'set null' }),
    specSpecbookId: integer('spec_specbook_id'),
    line: jsonb('line').notNull().default({}),
    candidates: jsonb('candidates').notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('import_messages_specbook_idx').on(t.specbookId, t.id)],
);

/** A match the seller confirmed, remembered per supplier: the next quote from that supplier matches the same model at once. */
export const supplierMatches = pgTable(
  'supplier_matches',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    /** The supplier's name, lower-cased with everything but letters and digits removed. */
    supplierKey: text('supplier_key').notNull(),
    /** The line's model number normalised like specs.model_normalized. */
    modelKey: text('model_key').notNull(),
    specId: integer('spec_id')
      .notNull()
      .references(() => specs.id, { onDelete: 'cascade' }),
    score: real('score'),
    ...timestamps,
  },
  (t) => [uniqueIndex('supplier_matches_key_idx').on(t.accountId, t.supplierKey, t.modelKey)],
);

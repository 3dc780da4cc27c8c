import { pgTable, serial, text, integer, boolean, numeric, index, uniqueIndex, timestamp, customType, jsonb } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { accounts, users, timestamps } from './accounts';

/**
 * A manufacturer (brand). Global (created by the platform) when accountId is null; otherwise
 * created by a user of that account (userId set), visible to that account only.
 */
export const manufacturers = pgTable(
  'manufacturers',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').references(() => accounts.id),
    userId: integer('user_id').references(() => users.id),
    name: text('name').notNull(),
    url: text('url'),
    source: text('source'),
    logo: text('logo'),
    active: boolean('active').notNull().default(true),
    enabled: boolean('enabled').notNull().default(true),
    sellInMarketplace: boolean('sell_in_marketplace').notNull().default(false),
    /** The manufacturer's price sheet (a URL), or null. */
    priceSheet: text('price_sheet'),
    /** Its catalogues: [{name, url}] (docs/decisions/064). */
    catalogs: jsonb('catalogs').$type<{ name: string; url: string }[]>().notNull().default([]),
    /** Documents for every spec of the manufacturer (warranty, care guide…): [{name, url}]. */
    globalAttachments: jsonb('global_attachments').$type<{ name: string; url: string }[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [
    index('manufacturers_name_idx').on(sql`lower(${t.name})`),
    index('manufacturers_name_prefix_idx').on(sql`lower(${t.name}) text_pattern_ops`),
    index('manufacturers_account_idx').on(t.accountId),
  ],
);

/** PostgreSQL tsvector (full-text search document); read only through SQL. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The full-text document of a spec (docs/decisions/016): name and manufacturer name (weight A),
 * finish, collection, category, style, material, installation (B), description (C). English
 * configuration (plurals and stop words); '-' and '/' split words so 'Pull-Down' and 'ZR-77' give
 * 'pull', 'down', 'zr', '77'.
 */
/**
 * Ids per block of the block-wise text search (docs/decisions/043): the index expression
 * `(id / SPEC_SEARCH_BLOCK)` of specs_search_block_idx, which the search names literally.
 */
export const SPEC_SEARCH_BLOCK = 65536;

const SPEC_SEARCH_DOCUMENT = sql`setweight(to_tsvector('english'::regconfig, translate(coalesce(name, '') || ' ' || manufacturer_name, '-/', '  ')), 'A')
  || setweight(to_tsvector('english'::regconfig, translate(coalesce(finish, '') || ' ' || coalesce(collection, '') || ' ' || coalesce(category, '') || ' ' || coalesce(style, '') || ' ' || coalesce(material, '') || ' ' || coalesce(installation, ''), '-/', '  ')), 'B')
  || setweight(to_tsvector('english'::regconfig, translate(coalesce(description, ''), '-/', '  ')), 'C')`;

/**
 * Another name a manufacturer goes by on quotes ('Kohler Co.', 'KOH', 'Moen Inc'): the AI PDF-quote
 * import ranks model-only matches by it (issue 19). Global when accountId is null (platform
 * reference data), the account's own otherwise. `aliasKey` is the alias lower-cased with everything
 * but letters and digits removed.
 */
export const manufacturerAliases = pgTable(
  'manufacturer_aliases',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').references(() => accounts.id),
    manufacturerId: integer('manufacturer_id')
      .notNull()
      .references(() => manufacturers.id, { onDelete: 'cascade' }),
    alias: text('alias').notNull(),
    aliasKey: text('alias_key').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('manufacturer_aliases_key_idx').on(t.accountId, t.aliasKey),
    index('manufacturer_aliases_manufacturer_idx').on(t.manufacturerId),
  ],
);

/**
 * A catalogue product (spec). Global (platform) when accountId is null; user-owned otherwise.
 * Attributes (finish, style, installation, material, collection) are stored by name: the
 * catalogue has no attribute ids to keep (docs/decisions/015).
 */
export const specs = pgTable(
  'specs',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').references(() => accounts.id),
    userId: integer('user_id').references(() => users.id),
    manufacturerId: integer('manufacturer_id').notNull().references(() => manufacturers.id),
    /**
     * The manufacturer's name, copied for the search document only: set by the trigger
     * specs_manufacturer_name on insert and on a change of manufacturer, and kept current on a
     * rename by manufacturers_name_to_specs (migration 0005). Read names from manufacturers.
     */
    manufacturerName: text('manufacturer_name').notNull().default(''),
    modelNumber: text('model_number').notNull(),
    /** The model number lower-cased with everything but letters and digits removed ('K-2345 BN' → 'k2345bn'). */
    modelNormalized: text('model_normalized')
      .notNull()
      .generatedAlwaysAs(sql`lower(regexp_replace(model_number, '[^[:alnum:]]', '', 'g'))`),
    /** The model without its finish suffix: specs of one manufacturer sharing it are variants. */
    baseModel: text('base_model'),
    name: text('name').notNull(),
    description: text('description'),
    upc: text('upc'),
    finish: text('finish'),
    style: text('style'),
    installation: text('installation'),
    material: text('material'),
    category: text('category'),
    collection: text('collection'),
    listPrice: numeric('list_price', { precision: 12, scale: 2 }),
    imap: numeric('imap', { precision: 12, scale: 2 }),
    mapType: text('map_type'),
    priceUpdatedAt: timestamp('price_updated_at', { withTimezone: true, precision: 3 }),
    imageName: text('image_name'),
    /** The spec this one was cloned from (SB+), shown as a cross-reference. */
    originalSpecId: integer('original_spec_id'),
    archived: boolean('archived').notNull().default(false),
    /** Full-text document of name, attributes and description (SPEC_SEARCH_DOCUMENT). */
    searchVector: tsvector('search_vector').notNull().generatedAlwaysAs(SPEC_SEARCH_DOCUMENT),
    ...timestamps,
  },
  (t) => [
    index('specs_account_idx').on(t.accountId),
    index('specs_manufacturer_idx').on(t.manufacturerId),
    index('specs_search_idx').using('gin', t.searchVector),
    /**
     * Text search in blocks of ids (docs/decisions/043): the block (id / SPEC_SEARCH_BLOCK), the
     * document and the equality filters a search combines with a word, in one GIN index (btree_gin,
     * migration 0020), so that the first matches of a dense word with a filter are found one
     * block at a time instead of through the word's whole posting list.
     */
    index('specs_search_block_idx').using(
      'gin',
      sql`(${t.id} / ${sql.raw(String(SPEC_SEARCH_BLOCK))})`,
      t.searchVector,
      t.finish,
      t.category,
      t.manufacturerId,
      t.collection,
    ),
    index('specs_model_normalized_trgm_idx').using('gin', sql`${t.modelNormalized} gin_trgm_ops`),
    /** Exact model lookups (the CSV import matches thousands of rows by model at once, decision 036). */
    index('specs_model_normalized_idx').on(t.modelNormalized),
    index('specs_name_id_idx').on(t.name, t.id),
    index('specs_variants_idx').on(t.manufacturerId, t.baseModel),
    index('specs_finish_idx').on(t.finish),
    index('specs_collection_idx').on(t.collection),
    index('specs_category_idx').on(t.category),
  ],
);

/**
 * A document of a catalogue spec (spec sheet, installation, …) stored through the storage
 * interface under a generated key. type: SPEC_DOCUMENT_TYPES in #shared/lib/spec-documents.
 */
export const specDocuments = pgTable(
  'spec_documents',
  {
    id: serial('id').primaryKey(),
    specId: integer('spec_id')
      .notNull()
      .references(() => specs.id, { onDelete: 'cascade' }),
    /** The account that added it; null for the platform's own documents of global specs. */
    accountId: integer('account_id').references(() => accounts.id),
    type: integer('type').notNull(),
    name: text('name').notNull(),
    /** Storage key of the file. */
    path: text('path').notNull(),
    /** Storage key of the 100×100 thumbnail (images only). */
    thumbnailPath: text('thumbnail_path'),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    ...timestamps,
  },
  (t) => [index('spec_documents_spec_idx').on(t.specId)],
);

/** A support request ('Create New Support Request'), kept for platform admins and e-mailed to support. */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    emailAddress: text('email_address').notNull(),
    phoneNumber: text('phone_number'),
    userMessage: text('user_message').notNull(),
    /** open | in_progress | closed */
    status: text('status').notNull().default('open'),
    ...timestamps,
  },
  (t) => [index('support_requests_created_idx').on(t.createdAt)],
);

/** A product data request (Data Fetch): missing data of a spec to collect and e-mail back. */
export const dataRequests = pgTable(
  'data_requests',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    manufacturerId: integer('manufacturer_id')
      .notNull()
      .references(() => manufacturers.id),
    productModel: text('product_model').notNull(),
    contactEmail: text('contact_email').notNull(),
    requestNotes: text('request_notes'),
    /** The toggles asked for: image, upc, priceUpdate, specificationSheet, installation, warranty. */
    requestDetails: text('request_details').array().notNull().default(sql`'{}'::text[]`),
    /** open | in_progress | closed */
    status: text('status').notNull().default('open'),
    ...timestamps,
  },
  (t) => [index('data_requests_created_idx').on(t.createdAt)],
);

/**
 * Every lexeme of the specs' search documents (docs/decisions/016), added by the statement
 * triggers specs_search_lexemes_insert/_update (migration 0005). The word being typed is expanded
 * to the exact lexemes it is a prefix of, which the GIN index matches 2–4× faster than a prefix.
 * Never pruned: a lexeme that no spec holds any more simply matches nothing. Unique in the "C"
 * collation so that a prefix is a range scan.
 */
export const searchLexemes = pgTable('search_lexemes', { lexeme: text('lexeme').notNull() }, (t) => [
  uniqueIndex('search_lexemes_lexeme_idx').on(sql`(${t.lexeme} collate "C")`),
]);

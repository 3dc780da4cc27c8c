import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { categories, manufacturers, profiles, specbookProposals, specbooks, specs, specSpecbooks } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import type { FileStorage } from '#server/lib/storage';
import { removeStored } from '#server/lib/uploads';
import { ForbiddenError, PreconditionError, ValidationError } from '#server/lib/http/errors';
import { compileFilter, type FilterWhitelist } from '#server/lib/http/filters';
import { specbookBoardFacts } from '#server/modules/boards/board-specbooks.service';
import { profileInAccount } from '#server/modules/profiles/profiles.service';
import { specbookPurchaseOrderLinks } from '#server/modules/purchase-orders/spec-purchase-orders';
import { requireUserManagedStatus } from '#server/modules/statuses/statuses.service';
import { COPY_SUFFIX, DEFAULT_SPECBOOK_NAME, SPECBOOK_LIMITS, SPECBOOK_MESSAGES as M } from '#shared/lib/specbook-messages';
import type {
  TPreviewRoom,
  TSpecbook,
  TSpecbookAction,
  TSpecbookCreate,
  TSpecbookListItem,
  TSpecbookListQuery,
  TSpecbookPreview,
  TSpecbookUpdate,
} from '#shared/schemas/specbook';
import { specbookRefs } from '#shared/schemas/specbook';
import type { TSpecbookErp } from '#shared/schemas/erp';
import { resolveListOrder, type ListOrder } from './list-order';
import { requireSpecbook, type SpecbookRow } from './specbook-access';
import { containsPattern } from '#server/lib/sql-like';
import { effectivePaymentTerms, paymentTermsRef } from '#shared/lib/customer-messages';
import { relativeTime } from '#shared/lib/relative-time';
import type { PurchaseOrderLinkRow } from '#server/modules/purchase-orders/spec-purchase-orders';
import { ANSWER_COLUMNS, LIST_COLUMNS, purchaseOrderFacts, storedDays } from './specbook-facts';

/** A specbook row with what its answer shows beside it (profile name, payment terms' inputs, cover image). */
export interface SpecbookWithProfile {
  row: SpecbookRow;
  profileName: string | null;
  /** The customer's payment terms (days), null without a customer or terms. */
  customerTerms: number | null;
  /** The account's `specbook.payment_terms` setting as stored, null when unset. */
  accountTerms: string | null;
  coverImage: string | null;
}

/** A row of a specbook list: the answer's columns plus the list's counts and purchase orders. */
export interface SpecbookListRow extends SpecbookWithProfile {
  openAlertCount: number;
  teamMemberCount: number;
  purchaseOrders: PurchaseOrderLinkRow[];
}

/** The tenant scope of specbook lists: the caller's own specbooks in the caller's account. */
function scope(ctx: ServiceContext): SQL {
  return and(eq(specbooks.accountId, ctx.user.accountId), eq(specbooks.userId, ctx.user.id))!;
}

/** Fields a specbook filter may name (GET filter[…] and POST {u}/specbook/filter). */
export const SPECBOOK_FILTERS: FilterWhitelist = {
  id: { column: specbooks.id, type: 'number' },
  name: { column: specbooks.name, type: 'string' },
  'profile.id': { column: specbooks.profileId, type: 'number' },
  archived: { column: specbooks.archived, type: 'boolean' },
  pinned: { column: specbooks.pinned, type: 'boolean' },
  status: { column: specbooks.status, type: 'string' },
  createdAt: { column: specbooks.createdAt, type: 'date' },
  updatedAt: { column: specbooks.updatedAt, type: 'date' },
};

/** Sortable fields; the default order is pinned first, then most recently updated. */
function specbookOrder(sort: unknown): ListOrder<SpecbookListRow> {
  return resolveListOrder<SpecbookListRow>(
    sort,
    {
      id: { column: specbooks.id, value: (r) => r.row.id },
      name: { column: specbooks.name, value: (r) => r.row.name },
      pinned: { column: specbooks.pinned, value: (r) => r.row.pinned },
      archived: { column: specbooks.archived, value: (r) => r.row.archived },
      status: { column: specbooks.status, value: (r) => r.row.status },
      createdAt: { column: specbooks.createdAt, value: (r) => r.row.createdAt },
      updatedAt: { column: specbooks.updatedAt, value: (r) => r.row.updatedAt },
    },
    [
      { field: 'pinned', direction: 'desc' },
      { field: 'updatedAt', direction: 'desc' },
    ],
  );
}

/** What a specbook list asks for. */
export interface SpecbookListRequest {
  search?: string;
  filter?: unknown;
  sort?: unknown;
  cursor?: string;
  perPage: number;
  /** Leave archived specbooks out unless the filter names `archived`. */
  hideArchived?: boolean;
}

/** A page of specbooks (perPage + 1 rows, for cursorEnvelope) and the order's cursor function. */
export interface SpecbookPage {
  rows: SpecbookListRow[];
  cursorOf: ListOrder<SpecbookListRow>['cursorOf'];
}

function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const term = containsPattern(search);
  const asId = /^\d{1,9}$/.test(search) ? eq(specbooks.id, Number(search)) : undefined;
  return or(ilike(specbooks.name, term), ilike(profiles.name, term), asId);
}

function namesArchived(filter: unknown): boolean {
  return typeof filter === 'object' && filter !== null && 'archived' in filter;
}

/**
 * The caller's specbooks matching a search (specbook or profile name, or the id), a whitelisted
 * filter and a sort (default pinned first, then most recently updated); keyset paginated.
 */
export async function filterSpecbooks(ctx: ServiceContext, request: SpecbookListRequest): Promise<SpecbookPage> {
  const order = specbookOrder(request.sort);
  const hide = request.hideArchived && !namesArchived(request.filter) ? eq(specbooks.archived, false) : undefined;
  const rows = await ctx.db
    .select({ row: specbooks, ...ANSWER_COLUMNS, ...LIST_COLUMNS })
    .from(specbooks)
    .leftJoin(profiles, eq(profiles.id, specbooks.profileId))
    .where(
      and(scope(ctx), hide, searchCondition(request.search), compileFilter(request.filter, SPECBOOK_FILTERS), order.after(request.cursor)),
    )
    .orderBy(...order.orderBy)
    .limit(request.perPage + 1);
  return { rows, cursorOf: order.cursorOf };
}

/** Total number of the caller's specbooks matching a filter and search (the filter's `summary`). */
export async function countSpecbooks(ctx: ServiceContext, request: Pick<SpecbookListRequest, 'search' | 'filter'>): Promise<number> {
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(specbooks)
    .leftJoin(profiles, eq(profiles.id, specbooks.profileId))
    .where(and(scope(ctx), searchCondition(request.search), compileFilter(request.filter, SPECBOOK_FILTERS)));
  return row?.n ?? 0;
}

/**
 * GET {u}/specbook: the user's specbooks, pinned first then most recently updated, optionally
 * matching `search`; `filter[profile.id]` and `filter[archived]` narrow it; archived ones only
 * with includeArchived=true or filter[archived].
 */
export function listSpecbooks(ctx: ServiceContext, query: TSpecbookListQuery): Promise<SpecbookPage> {
  const filter: Record<string, unknown> = {};
  if (query['filter[profile.id]'] !== undefined) filter['profile.id'] = query['filter[profile.id]'];
  if (query['filter[archived]'] !== undefined) filter.archived = query['filter[archived]'];
  return filterSpecbooks(ctx, { ...query, filter, hideArchived: !query.includeArchived });
}

function isoOrNull(date: Date | null): string | null {
  return date ? date.toISOString() : null;
}

/** The payment terms that apply to the specbook, as `{id: days, name}`. */
function paymentTermsOf({ row, customerTerms, accountTerms }: SpecbookWithProfile): TSpecbook['paymentTerms'] {
  return paymentTermsRef(effectivePaymentTerms({ customer: customerTerms, specbook: row.paymentTerms, account: storedDays(accountTerms) }));
}

/** The API shape of a specbook. */
export function toSpecbook(item: SpecbookWithProfile): TSpecbook {
  const { row, profileName } = item;
  return {
    id: row.id,
    specbookID: row.id,
    name: row.name,
    description: row.description,
    profile: row.profileId === null ? null : { id: row.profileId, name: profileName ?? '' },
    projectID: row.profileId,
    userID: row.userId,
    pinned: row.pinned,
    archived: row.archived,
    status: row.status,
    tax: row.tax,
    paymentTerms: paymentTermsOf(item),
    paymentTermsDays: row.paymentTerms,
    shippingCalculation: row.shippingCalculation,
    source: row.source,
    coverImage: item.coverImage,
    ...specbookRefs(row),
    hasProposal: row.hasProposal,
    expectedInstalledAt: isoOrNull(row.expectedInstalledAt),
    expectedApprovedAt: isoOrNull(row.expectedApprovedAt),
    createdAt: row.createdAt.toISOString(),
    humanizedCreatedAt: relativeTime(row.createdAt.toISOString()),
    updatedAt: row.updatedAt.toISOString(),
    links: { especbook: `/v4/especbook/${row.id}` },
  };
}

/**
 * The API shape of a list row: the specbook plus `profileName` (the header search shows it), its
 * open alerts, active team members and purchase orders.
 */
export function toListItem(item: SpecbookListRow): TSpecbookListItem {
  return {
    ...toSpecbook(item),
    profileName: item.profileName,
    openAlertCount: item.openAlertCount,
    teamMemberCount: item.teamMemberCount,
    ...purchaseOrderFacts(item.purchaseOrders),
  };
}

/** The row with the columns its answer reads beside it (one statement). */
async function withProfile(ctx: ServiceContext, row: SpecbookRow): Promise<SpecbookWithProfile> {
  const [found] = await ctx.db
    .select(ANSWER_COLUMNS)
    .from(specbooks)
    .leftJoin(profiles, eq(profiles.id, specbooks.profileId))
    .where(eq(specbooks.id, row.id));
  return { row, profileName: null, customerTerms: null, accountTerms: null, coverImage: null, ...found };
}

/** GET {u}/specbook/{id}: one specbook of the caller's account (404 otherwise). */
export async function getSpecbook(ctx: ServiceContext, specbookId: number): Promise<SpecbookWithProfile> {
  return withProfile(ctx, await requireSpecbook(ctx, specbookId));
}

/** The specbook's ERP fields (`erp`): the opportunity it was sent as, how often, and when last. */
function specbookErp(row: SpecbookRow): TSpecbookErp {
  return { opportunityId: row.erpOpportunityId, submissionVersion: row.erpSubmissionVersion, submittedAt: isoOrNull(row.erpSubmittedAt) };
}

/**
 * GET {u}/specbook/{id} answered: the specbook with hasPurchaseOrders and its purchase orders
 * (purchaseOrderLinks, also as purchaseOrders), newest first, its ERP fields (`erp`), and its board,
 * lane, openAlertCount and teamMemberCount. A token
 * viewer gets none of them: the orders and the ERP are the seller's own.
 */
export async function getSpecbookDetail(ctx: ServiceContext, specbookId: number): Promise<TSpecbook> {
  const item = await getSpecbook(ctx, specbookId);
  if (ctx.viewer) return toSpecbook(item);
  const [links, boardFacts] = await Promise.all([
    specbookPurchaseOrderLinks(ctx.db, item.row),
    specbookBoardFacts(ctx.db, item.row.id, item.row.accountId),
  ]);
  return {
    ...toSpecbook(item),
    hasPurchaseOrders: links.length > 0,
    purchaseOrderLinks: links,
    purchaseOrders: links,
    erp: specbookErp(item.row),
    ...boardFacts,
  };
}

async function checkProfile(ctx: ServiceContext, profileId: number, accountId: number): Promise<void> {
  if (!(await profileInAccount(ctx, profileId, accountId))) throw ValidationError.field('profile.id', M.profileNotFound);
}

/** POST {u}/specbook: creates a specbook of the caller under one of the account's profiles. */
export async function createSpecbook(ctx: ServiceContext, input: TSpecbookCreate): Promise<SpecbookWithProfile> {
  const profileId = (input.profile?.id ?? input.projectID) as number;
  await checkProfile(ctx, profileId, ctx.user.accountId);
  const [row] = await ctx.db
    .insert(specbooks)
    .values({
      accountId: ctx.user.accountId,
      userId: ctx.user.id,
      profileId,
      name: input.name ?? DEFAULT_SPECBOOK_NAME,
      description: input.description ?? null,
    })
    .returning();
  return withProfile(ctx, row!);
}

function dateOrNull(value: string | null): Date | null {
  return value === null ? null : new Date(value);
}

/** The columns a PATCH writes: only the fields sent. */
function updateColumns(input: TSpecbookUpdate): Partial<typeof specbooks.$inferInsert> {
  const set: Partial<typeof specbooks.$inferInsert> = {};
  const profileId = input.profile?.id ?? input.projectID;
  if (input.name !== undefined) set.name = input.name;
  if (input.description !== undefined) set.description = input.description;
  if (profileId !== undefined) set.profileId = profileId;
  for (const key of ['pinned', 'archived', 'shippingCalculation', 'paymentTerms', 'source'] as const) {
    if (input[key] !== undefined) Object.assign(set, { [key]: input[key] });
  }
  if (input.tax !== undefined) set.tax = input.tax === null ? null : input.tax.toFixed(2);
  if (input.expectedInstalledAt !== undefined) set.expectedInstalledAt = dateOrNull(input.expectedInstalledAt);
  if (input.expectedApprovedAt !== undefined) set.expectedApprovedAt = dateOrNull(input.expectedApprovedAt);
  if (input.status !== undefined) set.status = input.status;
  return set;
}

async function writeColumns(ctx: ServiceContext, row: SpecbookRow, set: Partial<typeof specbooks.$inferInsert>) {
  if (Object.keys(set).length === 0) return row;
  const [updated] = await ctx.db
    .update(specbooks)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(specbooks.id, row.id), eq(specbooks.accountId, row.accountId)))
    .returning();
  return updated!;
}

/** PATCH {u}/specbook/{id}: changes the fields sent. */
export async function updateSpecbook(ctx: ServiceContext, specbookId: number, input: TSpecbookUpdate): Promise<SpecbookWithProfile> {
  const row = await requireSpecbook(ctx, specbookId);
  const set = updateColumns(input);
  if (set.profileId !== undefined && set.profileId !== null) await checkProfile(ctx, set.profileId, row.accountId);
  if (set.status !== undefined && set.status !== row.status) await requireUserManagedStatus(ctx.db, set.status);
  return withProfile(ctx, await writeColumns(ctx, row, set));
}

const ACTION_COLUMNS: Record<TSpecbookAction, Partial<typeof specbooks.$inferInsert>> = {
  archive: { archived: true },
  unarchive: { archived: false },
  pin: { pinned: true },
  unpin: { pinned: false },
};

/** POST {u}/specbook/{id}/archive|unarchive|pin|unpin: the list's toggle actions. */
export async function applySpecbookAction(ctx: ServiceContext, specbookId: number, action: TSpecbookAction): Promise<SpecbookWithProfile> {
  const row = await requireSpecbook(ctx, specbookId);
  return withProfile(ctx, await writeColumns(ctx, row, ACTION_COLUMNS[action]));
}

async function contentCounts(ctx: ServiceContext, specbookId: number): Promise<{ rooms: number; specs: number }> {
  const result = await ctx.db.execute<{ rooms: number; specs: number }>(sql`
    select (select count(*)::int from ${categories} where ${categories.specbookId} = ${specbookId}) as rooms,
           (select count(*)::int from ${specSpecbooks} where ${specSpecbooks.specbookId} = ${specbookId}) as specs`);
  return result.rows[0] ?? { rooms: 0, specs: 0 };
}

/**
 * DELETE {u}/specbook/{id}: deletes the specbook with its rooms and specs, and its stored proposal
 * file (the proposal's row goes with the specbook). When it still holds rooms or specs the first
 * call answers 412 with a question; repeat with forceDelete=true.
 */
export async function deleteSpecbook(ctx: ServiceContext, storage: FileStorage, specbookId: number, forceDelete: boolean): Promise<void> {
  const row = await requireSpecbook(ctx, specbookId);
  const { rooms, specs: specCount } = await contentCounts(ctx, row.id);
  if (!forceDelete && rooms + specCount > 0) throw new PreconditionError(M.deleteConfirm(specCount, rooms));
  const files = await ctx.db.transaction(async (tx) => {
    // The row lock first: a proposal upload committing meanwhile (it updates the specbook too) waits, then fails on the gone row.
    const [locked] = await tx.select({ id: specbooks.id }).from(specbooks).where(and(eq(specbooks.id, row.id), eq(specbooks.accountId, row.accountId))).for('update');
    if (!locked) return [];
    const proposals = await tx.delete(specbookProposals).where(eq(specbookProposals.specbookId, row.id)).returning({ key: specbookProposals.storageKey });
    await tx.delete(specbooks).where(eq(specbooks.id, row.id));
    return proposals.map((p) => p.key);
  });
  await removeStored(storage, files);
}

/** '<name> (Copy)', the name shortened so that the whole stays within 140 characters. */
export function copyName(name: string): string {
  const room = SPECBOOK_LIMITS.nameMaxChars - COPY_SUFFIX.length;
  return `${name.length > room ? name.slice(0, room).trimEnd() : name}${COPY_SUFFIX}`;
}

/**
 * Who may duplicate: the specbook must be in the caller's own account (a platform admin may read
 * other accounts but not copy across them), and a pro user may duplicate only their own specbooks.
 */
function checkMayDuplicate(ctx: ServiceContext, row: SpecbookRow): void {
  if (row.accountId !== ctx.user.accountId) throw new ForbiddenError(M.duplicateOtherAccount);
  if (ctx.user.roleNames.includes('ROLE_PRO') && row.userId !== ctx.user.id) throw new ForbiddenError(M.duplicateOwnOnly);
}

type Tx = Parameters<Parameters<ServiceContext['db']['transaction']>[0]>[0];

/** Copies the rooms of `from` into `to`; answers old room id → new room id. */
async function copyRooms(tx: Tx, from: SpecbookRow, to: number): Promise<void> {
  await tx.execute(sql`
    create temporary table room_map on commit drop as
      select id as old_id, nextval(pg_get_serial_sequence('categories', 'id'))::int as new_id
      from ${categories} where ${categories.specbookId} = ${from.id} and ${categories.accountId} = ${from.accountId}`);
  await tx.execute(sql`
    insert into categories (id, account_id, specbook_id, name, sort_order, note)
    select m.new_id, c.account_id, ${to}, c.name, c.sort_order, c.note
    from categories c join room_map m on m.old_id = c.id`);
}

/** Copies the specs (with prices, statuses and tags) of `from` into `to`, mapping their rooms. */
async function copySpecs(tx: Tx, from: SpecbookRow, to: number): Promise<void> {
  await tx.execute(sql`
    insert into spec_specbooks (account_id, specbook_id, spec_id, category_id, name, description, quantity, sort_order,
      is_optional, status, list_price, list_price_label, sale_price, sales_price_label, cost, multiplier,
      multiplier_label, profit_margin, shipping_cost, quoted_date, price_updated_at, price_updated_by,
      source_specbook_id, source_spec_specbook_id)
    select s.account_id, ${to}, s.spec_id, m.new_id, s.name, s.description, s.quantity, s.sort_order,
      s.is_optional, s.status, s.list_price, s.list_price_label, s.sale_price, s.sales_price_label, s.cost, s.multiplier,
      s.multiplier_label, s.profit_margin, s.shipping_cost, s.quoted_date, s.price_updated_at, s.price_updated_by,
      s.specbook_id, s.id
    from spec_specbooks s left join room_map m on m.old_id = s.category_id
    where s.specbook_id = ${from.id} and s.account_id = ${from.accountId}
    order by s.id`);
  await tx.execute(sql`
    insert into spec_specbook_tags (tag_id, spec_specbook_id)
    select t.tag_id, n.id from spec_specbooks n
    join spec_specbook_tags t on t.spec_specbook_id = n.source_spec_specbook_id
    where n.specbook_id = ${to}`);
}

/**
 * POST {u}/specbook/{id}/duplicate: copies the specbook, its rooms and its specs in one
 * transaction as '<name> (Copy)', owned by the caller; answers the new specbook.
 * 404 for another tenant's specbook; 403 when the caller may not duplicate it.
 */
export async function duplicateSpecbook(ctx: ServiceContext, specbookId: number): Promise<SpecbookWithProfile> {
  const source = await requireSpecbook(ctx, specbookId);
  checkMayDuplicate(ctx, source);
  const copy = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(specbooks)
      .values({
        accountId: source.accountId,
        userId: ctx.user.id,
        profileId: source.profileId,
        name: copyName(source.name),
        description: source.description,
        tax: source.tax,
        paymentTerms: source.paymentTerms,
        shippingCalculation: source.shippingCalculation,
        source: source.source,
        customerId: source.customerId,
        shippingAddressId: source.shippingAddressId,
        billingAddressId: source.billingAddressId,
        priceGroupId: source.priceGroupId,
        expectedInstalledAt: source.expectedInstalledAt,
        expectedApprovedAt: source.expectedApprovedAt,
      })
      .returning();
    await copyRooms(tx, source, created!.id);
    await copySpecs(tx, source, created!.id);
    return created!;
  });
  return withProfile(ctx, copy);
}

/** The rooms of a specbook with their specs, read-only (the preview and the shared preview). */
export async function previewRooms(ctx: Pick<ServiceContext, 'db'>, row: SpecbookRow): Promise<TPreviewRoom[]> {
  const rooms = await ctx.db
    .select({ id: categories.id, name: categories.name, order: categories.sortOrder })
    .from(categories)
    .where(and(eq(categories.specbookId, row.id), eq(categories.accountId, row.accountId)))
    .orderBy(categories.sortOrder, categories.id);
  const items = await ctx.db
    .select({
      id: specSpecbooks.id,
      specID: specSpecbooks.specId,
      categoryID: specSpecbooks.categoryId,
      name: sql<string>`coalesce(${specSpecbooks.name}, ${specs.name})`,
      modelNumber: specs.modelNumber,
      manufacturerName: manufacturers.name,
      imageName: specs.imageName,
      qty: specSpecbooks.quantity,
      status: specSpecbooks.status,
    })
    .from(specSpecbooks)
    .innerJoin(specs, eq(specs.id, specSpecbooks.specId))
    .innerJoin(manufacturers, eq(manufacturers.id, specs.manufacturerId))
    .where(and(eq(specSpecbooks.specbookId, row.id), eq(specSpecbooks.accountId, row.accountId)))
    .orderBy(specSpecbooks.sortOrder, specSpecbooks.id);
  const specsOf = (categoryID: number | null) =>
    items.filter((s) => s.categoryID === categoryID).map(({ categoryID: _room, ...s }) => ({ ...s, joinID: s.id }));
  const result: TPreviewRoom[] = rooms.map((r) => ({ id: r.id, categoryID: r.id, name: r.name, order: r.order, specs: specsOf(r.id) }));
  const misc = specsOf(null);
  if (misc.length > 0) result.push({ id: null, categoryID: null, name: 'Miscellaneous', order: rooms.length, specs: misc });
  return result;
}

/** GET {u}/specbook/{id}/preview: the specbook with its rooms and their specs, read-only. */
export async function previewSpecbook(ctx: ServiceContext, specbookId: number): Promise<TSpecbookPreview> {
  const row = await requireSpecbook(ctx, specbookId);
  const [item, rooms] = await Promise.all([withProfile(ctx, row), previewRooms(ctx, row)]);
  return { specbook: toSpecbook(item), rooms };
}

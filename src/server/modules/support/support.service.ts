/**
 * Support requests and product data requests (Data Fetch): stored, e-mailed to the support
 * mailbox, and listed / triaged by platform admins. The only code of this module that touches Drizzle.
 */
import { and, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { loadConfig } from '#server/config';
import { accounts, dataRequests, manufacturers, supportRequests, users } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { NotFoundError } from '#server/lib/http/errors';
import { pageParams } from '#server/lib/http/pagination';
import type { Mailer, MailMessage } from '#server/lib/mail';
import { DATA_REQUEST_DETAILS, SUPPORT_MESSAGES as M, type TDataRequestDetailKey, type TRequestStatus } from '#shared/lib/support-messages';
import type {
  TDataRequest,
  TDataRequestCreate,
  TDataRequestDetails,
  TRequestListQuery,
  TSupportRequest,
  TSupportRequestCreate,
} from '#shared/schemas/support';
import { requirePlatformAdmin } from '#server/lib/platform-admin';
import { assertDetailsAllowed } from './support.policy';
import { dataRequestMail, supportRequestMail } from './support-mail';

/** Where the support services send mail. */
export interface SupportDeps {
  mailer: Mailer;
  /** The support mailbox; SUPPORT_EMAIL (config) when omitted. */
  supportEmail?: string;
}

/** One page of an admin list. */
export interface RequestPage<T> {
  rows: T[];
  total: number;
  page: number;
  perPage: number;
}

const requester = {
  accountName: accounts.name,
  userEmail: users.email,
};

type SupportRow = typeof supportRequests.$inferSelect & { accountName: string; userEmail: string };
type DataRow = typeof dataRequests.$inferSelect & { accountName: string; userEmail: string; manufacturerName: string };

function toStatus(value: string): TRequestStatus {
  return value === 'in_progress' || value === 'closed' ? value : 'open';
}

function toSupportRequest(row: SupportRow): TSupportRequest {
  return {
    id: row.id,
    name: row.name,
    emailAddress: row.emailAddress,
    phoneNumber: row.phoneNumber,
    userMessage: row.userMessage,
    userId: row.userId,
    accountId: row.accountId,
    accountName: row.accountName,
    userEmail: row.userEmail,
    status: toStatus(row.status),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The toggles as stored: the names of those switched on. */
function detailsToList(details: TDataRequestDetails): string[] {
  return DATA_REQUEST_DETAILS.filter((d) => details[d.key]).map((d) => d.key);
}

/** Names rows stored before the toggles took the spec's names. */
const STORED_ALIASES: Record<string, TDataRequestDetailKey> = { image: 'productImage', installation: 'installationSheet', warranty: 'warrantySheet' };

function detailsFromList(list: string[]): TDataRequestDetails {
  const on = new Set(list.map((key) => STORED_ALIASES[key] ?? key));
  return {
    productImage: on.has('productImage'),
    upc: on.has('upc'),
    priceUpdate: on.has('priceUpdate'),
    specificationSheet: on.has('specificationSheet'),
    installationSheet: on.has('installationSheet'),
    warrantySheet: on.has('warrantySheet'),
  };
}

function toDataRequest(row: DataRow): TDataRequest {
  return {
    id: row.id,
    manufacturerID: row.manufacturerId,
    manufacturerName: row.manufacturerName,
    productModel: row.productModel,
    contactEmail: row.contactEmail,
    requestNotes: row.requestNotes,
    requestDetails: detailsFromList(row.requestDetails),
    userId: row.userId,
    accountId: row.accountId,
    accountName: row.accountName,
    userEmail: row.userEmail,
    status: toStatus(row.status),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Sends a notice to support after the request is committed. A failed send is logged, not
 * thrown: the request is kept and admins see it on the requests page (docs/decisions/018).
 */
async function notifySupport(ctx: ServiceContext, deps: SupportDeps, build: (to: string) => MailMessage): Promise<boolean> {
  const to = deps.supportEmail ?? loadConfig().supportEmail;
  try {
    await deps.mailer.send(build(to));
    return true;
  } catch (err) {
    ctx.log.error({ err }, 'could not e-mail the support mailbox');
    return false;
  }
}

async function requesterOf(ctx: ServiceContext): Promise<{ accountName: string; userEmail: string }> {
  const [row] = await ctx.db
    .select(requester)
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(eq(users.id, ctx.user.id));
  return row ?? { accountName: '', userEmail: ctx.user.email };
}

/** POST {u}/support-request: stores the request and e-mails it to the support mailbox. */
export async function createSupportRequest(
  ctx: ServiceContext,
  deps: SupportDeps,
  input: TSupportRequestCreate,
): Promise<TSupportRequest> {
  const [row] = await ctx.db
    .insert(supportRequests)
    .values({
      accountId: ctx.user.accountId,
      userId: ctx.user.id,
      name: input.name,
      emailAddress: input.emailAddress,
      phoneNumber: input.phoneNumber ?? null,
      userMessage: input.userMessage,
    })
    .returning();
  const request = toSupportRequest({ ...row!, ...(await requesterOf(ctx)) });
  const emailSent = await notifySupport(ctx, deps, (to) => supportRequestMail(to, request));
  return { ...request, emailSent };
}

/** A manufacturer the caller may see (global, or created in their account); 404 otherwise. */
async function visibleManufacturer(ctx: ServiceContext, id: number): Promise<{ id: number; name: string }> {
  const [row] = await ctx.db
    .select({ id: manufacturers.id, name: manufacturers.name })
    .from(manufacturers)
    .where(and(eq(manufacturers.id, id), or(isNull(manufacturers.accountId), eq(manufacturers.accountId, ctx.user.accountId))));
  if (!row) throw new NotFoundError(M.manufacturerNotFound);
  return row;
}

/**
 * POST {u}/data-request: checks the manufacturer (global or the caller's account's, else 404) and
 * the Price Update toggle (ROLE_IBOOK only, else 403), stores the request and e-mails support.
 */
export async function createDataRequest(ctx: ServiceContext, deps: SupportDeps, input: TDataRequestCreate): Promise<TDataRequest> {
  assertDetailsAllowed(ctx.user, input.requestDetails);
  const manufacturer = await visibleManufacturer(ctx, input.manufacturerID);
  const [row] = await ctx.db
    .insert(dataRequests)
    .values({
      accountId: ctx.user.accountId,
      userId: ctx.user.id,
      manufacturerId: manufacturer.id,
      productModel: input.productModel,
      contactEmail: input.contactEmail,
      requestNotes: input.requestNotes ?? null,
      requestDetails: detailsToList(input.requestDetails),
    })
    .returning();
  const request = toDataRequest({ ...row!, manufacturerName: manufacturer.name, ...(await requesterOf(ctx)) });
  const emailSent = await notifySupport(ctx, deps, (to) => dataRequestMail(to, request));
  return { ...request, emailSent };
}

function statusFilter(column: typeof supportRequests.status | typeof dataRequests.status, query: TRequestListQuery): SQL | undefined {
  const status = query.status ?? query['filter[status]'];
  return status ? eq(column, status) : undefined;
}

/** GET {u}/support-request (platform admins): every account's support requests, newest first. */
export async function listSupportRequests(ctx: ServiceContext, query: TRequestListQuery): Promise<RequestPage<TSupportRequest>> {
  requirePlatformAdmin(ctx.user);
  const where = statusFilter(supportRequests.status, query);
  const { limit, offset } = pageParams(query.page, query.perPage);
  const [rows, [count]] = await Promise.all([
    ctx.db
      .select({ request: supportRequests, ...requester })
      .from(supportRequests)
      .innerJoin(users, eq(users.id, supportRequests.userId))
      .innerJoin(accounts, eq(accounts.id, supportRequests.accountId))
      .where(where)
      .orderBy(desc(supportRequests.createdAt), desc(supportRequests.id))
      .limit(limit)
      .offset(offset),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(supportRequests).where(where),
  ]);
  return {
    rows: rows.map((r) => toSupportRequest({ ...r.request, accountName: r.accountName, userEmail: r.userEmail })),
    total: count?.n ?? 0,
    page: query.page,
    perPage: query.perPage,
  };
}

/** GET {u}/data-request (platform admins): every account's Data Fetch requests, newest first. */
export async function listDataRequests(ctx: ServiceContext, query: TRequestListQuery): Promise<RequestPage<TDataRequest>> {
  requirePlatformAdmin(ctx.user);
  const where = statusFilter(dataRequests.status, query);
  const { limit, offset } = pageParams(query.page, query.perPage);
  const [rows, [count]] = await Promise.all([
    ctx.db
      .select({ request: dataRequests, manufacturerName: manufacturers.name, ...requester })
      .from(dataRequests)
      .innerJoin(users, eq(users.id, dataRequests.userId))
      .innerJoin(accounts, eq(accounts.id, dataRequests.accountId))
      .innerJoin(manufacturers, eq(manufacturers.id, dataRequests.manufacturerId))
      .where(where)
      .orderBy(desc(dataRequests.createdAt), desc(dataRequests.id))
      .limit(limit)
      .offset(offset),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(dataRequests).where(where),
  ]);
  return {
    rows: rows.map((r) =>
      toDataRequest({ ...r.request, manufacturerName: r.manufacturerName, accountName: r.accountName, userEmail: r.userEmail }),
    ),
    total: count?.n ?? 0,
    page: query.page,
    perPage: query.perPage,
  };
}

/** PATCH {u}/support-request/{id} (platform admins): sets the status; 404 for an unknown id. */
export async function updateSupportRequestStatus(ctx: ServiceContext, id: number, status: TRequestStatus): Promise<TSupportRequest> {
  requirePlatformAdmin(ctx.user);
  const [row] = await ctx.db
    .update(supportRequests)
    .set({ status, updatedAt: new Date() })
    .where(eq(supportRequests.id, id))
    .returning();
  if (!row) throw new NotFoundError();
  const [who] = await ctx.db
    .select(requester)
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(eq(users.id, row.userId));
  return toSupportRequest({ ...row, accountName: who?.accountName ?? '', userEmail: who?.userEmail ?? '' });
}

/** PATCH {u}/data-request/{id} (platform admins): sets the status; 404 for an unknown id. */
export async function updateDataRequestStatus(ctx: ServiceContext, id: number, status: TRequestStatus): Promise<TDataRequest> {
  requirePlatformAdmin(ctx.user);
  const [row] = await ctx.db
    .update(dataRequests)
    .set({ status, updatedAt: new Date() })
    .where(eq(dataRequests.id, id))
    .returning();
  if (!row) throw new NotFoundError();
  const [who] = await ctx.db
    .select({ ...requester, manufacturerName: manufacturers.name })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .innerJoin(manufacturers, eq(manufacturers.id, row.manufacturerId))
    .where(eq(users.id, row.userId));
  return toDataRequest({
    ...row,
    manufacturerName: who?.manufacturerName ?? '',
    accountName: who?.accountName ?? '',
    userEmail: who?.userEmail ?? '',
  });
}

import { and, asc, count, desc, eq, gte, ilike, lt, sql } from 'drizzle-orm';
import { invoiceLines, invoicePayments, invoices, specbooks } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { ConflictError, NotFoundError, PreconditionError, UnprocessableError } from '#server/lib/http/errors';
import { pageParams } from '#server/lib/http/pagination';
import { escapeLike } from '#server/lib/sql-like';
import { requireSpecbook } from '#server/modules/specbooks/specbook-access';
import { addDays } from '#shared/lib/invoice-money';
import { INVOICE_MESSAGES as M } from '#shared/lib/invoice-messages';
import type { TInvoice, TInvoiceDetail, TInvoiceLine, TInvoiceListFilters, TInvoiceUpdate } from '#shared/schemas/invoice';
import { rowId } from '#server/modules/notifications/scope';
import { requireInvoice, type InvoiceRow } from './invoice-access';
import { recomputeInvoiceAmounts, syncSpecbookStatus } from './invoice-settle';
import { shownStatusSql } from './invoice-status.sql';
import { toInvoice, toInvoiceDetail, toInvoiceLine, todayUtc } from './invoice-view';
import { requireAccess } from '#server/lib/access';

/** The specbook's invoices, newest first, as listed to clients. */
export async function listInvoices(ctx: ServiceContext, specbookId: number): Promise<TInvoice[]> {
  const specbook = await requireSpecbook(ctx, specbookId);
  const rows = await ctx.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.specbookId, specbook.id), eq(invoices.accountId, specbook.accountId)))
    .orderBy(desc(invoices.createdAt), desc(invoices.id));
  const today = todayUtc();
  return rows.map((row) => toInvoice(row, today));
}

/** Invoice rows with their specbook's name and line count. */
function detailQuery(ctx: ServiceContext) {
  return ctx.db
    .select({
      invoice: invoices,
      specbookName: specbooks.name,
      items: sql<number>`(select count(*)::int from ${invoiceLines} where ${invoiceLines.invoiceId} = ${invoices.id})`,
    })
    .from(invoices)
    .innerJoin(specbooks, eq(specbooks.id, invoices.specbookId));
}

/** An invoice of the caller's account with everything its seller manages (404 otherwise). */
export async function getInvoice(ctx: ServiceContext, invoiceId: string | number): Promise<TInvoiceDetail> {
  const invoice = await requireInvoice(ctx, invoiceId);
  const [row] = await detailQuery(ctx).where(eq(invoices.id, invoice.id));
  if (!row) throw new Error('invoice vanished');
  return toInvoiceDetail(row.invoice, row);
}

/** The conditions of the account-wide list's filters. */
function listConditions(ctx: ServiceContext, filters: TInvoiceListFilters, today: string) {
  return and(
    ctx.user.isPlatformAdmin ? undefined : eq(invoices.accountId, ctx.user.accountId),
    filters.status ? eq(shownStatusSql(today), filters.status) : undefined,
    filters.customer ? eq(invoices.customerId, filters.customer) : undefined,
    filters.specbook ? eq(invoices.specbookId, filters.specbook) : undefined,
    filters.search ? ilike(invoices.number, `%${escapeLike(filters.search)}%`) : undefined,
    filters.startDate ? gte(invoices.createdAt, new Date(`${filters.startDate}T00:00:00Z`)) : undefined,
    filters.endDate ? lt(invoices.createdAt, new Date(`${addDays(filters.endDate, 1)}T00:00:00Z`)) : undefined,
  );
}

/**
 * The account's invoices, newest first, filtered by shown status, customer, specbook, number and
 * creation dates; one page. Without a specbook filter this is the Accounting tab's list, which
 * also needs the accounting_tab role (decision 067); one specbook's invoices need invoicing only.
 * @throws ForbiddenError for the account-wide list without accounting_tab.
 */
export async function listAccountInvoices(
  ctx: ServiceContext,
  filters: TInvoiceListFilters,
  paging: { page?: number; perPage: number },
): Promise<{ rows: TInvoiceDetail[]; total: number; page: number | undefined; perPage: number }> {
  if (filters.specbook === undefined) requireAccess(ctx.user, 'accounting');
  const today = todayUtc();
  const where = listConditions(ctx, filters, today);
  const { limit, offset } = pageParams(paging.page, paging.perPage);
  const [rows, [counted]] = await Promise.all([
    detailQuery(ctx).where(where).orderBy(desc(invoices.createdAt), desc(invoices.id)).limit(limit).offset(offset),
    ctx.db.select({ n: count() }).from(invoices).where(where),
  ]);
  return { rows: rows.map((r) => toInvoiceDetail(r.invoice, r, today)), total: counted?.n ?? 0, page: paging.page, perPage: paging.perPage };
}

/** 409 when the invoice is voided: nothing about it changes any more. */
function assertNotVoided(invoice: InvoiceRow): void {
  if (invoice.voidedAt !== null) throw new ConflictError(M.voided);
}

/** Whether the invoice has any payment row. */
async function hasPayments(db: Pick<ServiceContext['db'], 'select'>, invoiceId: number): Promise<boolean> {
  const [row] = await db.select({ id: invoicePayments.id }).from(invoicePayments).where(eq(invoicePayments.invoiceId, invoiceId)).limit(1);
  return row !== undefined;
}

/** Updates an invoice's due date, tags, fee (the total follows) or user-managed status. */
export async function updateInvoice(ctx: ServiceContext, invoiceId: string, input: TInvoiceUpdate): Promise<TInvoiceDetail> {
  const id = await ctx.db.transaction(async (tx) => {
    const invoice = await requireInvoice(ctx, invoiceId, tx, true);
    assertNotVoided(invoice);
    const set = {
      ...(input.due !== undefined ? { due: input.due } : {}),
      ...(input.tags !== undefined ? { tags: input.tags } : {}),
      ...(input.status !== undefined ? { status: input.status } : {}),
    };
    if (Object.keys(set).length > 0) await tx.update(invoices).set({ ...set, updatedAt: sql`now()` }).where(eq(invoices.id, invoice.id));
    if (input.fee !== undefined) {
      await recomputeInvoiceAmounts(tx, invoice, input.fee);
      await syncSpecbookStatus(tx, invoice.specbookId);
    }
    return invoice.id;
  });
  return getInvoice(ctx, id);
}

/** Deletes an invoice that has no payments (409 otherwise: void it instead). */
export async function deleteInvoice(ctx: ServiceContext, invoiceId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const invoice = await requireInvoice(ctx, invoiceId, tx, true);
    if (await hasPayments(tx, invoice.id)) throw new ConflictError(M.hasPayments);
    await tx.delete(invoices).where(eq(invoices.id, invoice.id));
    await syncSpecbookStatus(tx, invoice.specbookId);
  });
}

/**
 * Voids an invoice once the user confirmed (412 without `confirm`): it keeps its rows and number,
 * takes no more payments and no longer counts for the specbook's status. 409 while money it
 * received is not refunded.
 */
export async function voidInvoice(ctx: ServiceContext, invoiceId: string, confirm: boolean): Promise<TInvoiceDetail> {
  await ctx.db.transaction(async (tx) => {
    const invoice = await requireInvoice(ctx, invoiceId, tx, true);
    assertNotVoided(invoice);
    if (Number(invoice.paid) > 0) throw new ConflictError(M.voidWithMoney);
    if (!confirm) throw new PreconditionError(M.confirmVoid);
    await tx.update(invoices).set({ voidedAt: sql`now()`, updatedAt: sql`now()` }).where(eq(invoices.id, invoice.id));
    await syncSpecbookStatus(tx, invoice.specbookId);
  });
  return getInvoice(ctx, invoiceId);
}

/** The invoice's lines in order. */
export async function listInvoiceLines(ctx: ServiceContext, invoiceId: string): Promise<TInvoiceLine[]> {
  const invoice = await requireInvoice(ctx, invoiceId);
  const rows = await ctx.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoice.id)).orderBy(asc(invoiceLines.position), asc(invoiceLines.id));
  return rows.map(toInvoiceLine);
}

/** Deletes a line of an invoice without payments and recomputes it; its last line cannot go (422: delete the invoice). */
export async function deleteInvoiceLine(ctx: ServiceContext, invoiceId: string, lineId: string): Promise<TInvoiceDetail> {
  await ctx.db.transaction(async (tx) => {
    const invoice = await requireInvoice(ctx, invoiceId, tx, true);
    const [line] = await tx.select({ id: invoiceLines.id }).from(invoiceLines).where(and(eq(invoiceLines.id, rowId(lineId)), eq(invoiceLines.invoiceId, invoice.id)));
    if (!line) throw new NotFoundError();
    assertNotVoided(invoice);
    if (await hasPayments(tx, invoice.id)) throw new ConflictError(M.hasPayments);
    const [lines] = await tx.select({ n: count() }).from(invoiceLines).where(eq(invoiceLines.invoiceId, invoice.id));
    if ((lines?.n ?? 0) <= 1) throw new UnprocessableError(M.lastLine);
    await tx.delete(invoiceLines).where(eq(invoiceLines.id, line.id));
    await recomputeInvoiceAmounts(tx, invoice);
    await syncSpecbookStatus(tx, invoice.specbookId);
  });
  return getInvoice(ctx, invoiceId);
}

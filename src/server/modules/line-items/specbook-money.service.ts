import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { invoices, specbookLineItems } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { requireSpecbook, type SpecbookRow } from '#server/modules/specbooks/specbook-access';
import { getSpecbookTotals } from '#server/modules/totals/totals.service';
import { formatUsd, fromCents, toCents } from '#shared/lib/money';
import type { TListTotal, TTransactionSummary } from '#shared/schemas/line-item';
import type { TTotalsBlock, TTotalsQuery } from '#shared/schemas/totals';

const WITH_SUMMARY: TTotalsQuery = { types: [], summary: true };

/** A summary total in cents (a block is always answered with its summary here). */
const saleTotalCents = (block: TTotalsBlock) => toCents(block.summary?.sale.total);

/** Σ unit price × quantity of the specbook's line items not removed (every one is quoted). */
async function lineItemsTotalCents(ctx: ServiceContext, specbook: SpecbookRow): Promise<number> {
  const [row] = await ctx.db
    .select({ total: sql<string>`coalesce(sum(coalesce(${specbookLineItems.salePrice}, ${specbookLineItems.listPrice}, 0) * ${specbookLineItems.quantity}), 0)::text` })
    .from(specbookLineItems)
    .where(and(eq(specbookLineItems.specbookId, specbook.id), eq(specbookLineItems.accountId, specbook.accountId), eq(specbookLineItems.deleted, false)));
  return toCents(row?.total);
}

/**
 * GET {u}/specbook/{id}/listtotal: the specbook's quoted figures before shipping and tax, specs and
 * line items together (listTotal at list prices, subtotal at sale prices, each also as currency
 * text), and lineItemsTotal: the line items' totals, shipping lines included.
 * @throws NotFoundError for another tenant's specbook.
 */
export async function getListTotal(ctx: ServiceContext, specbookId: number): Promise<TListTotal> {
  const specbook = await requireSpecbook(ctx, specbookId);
  const { quoted } = await getSpecbookTotals(ctx, specbookId, { types: [], summary: false });
  return {
    listTotal: quoted.list,
    listTotalAsCurrency: formatUsd(quoted.list),
    subtotal: quoted.sale,
    subtotalAsCurrency: formatUsd(quoted.sale),
    lineItemsTotal: fromCents(await lineItemsTotalCents(ctx, specbook)),
  };
}

/** The total and paid sums of the specbook's invoices that are not voided (voiding stamps voided_at; a stored 'voided' status reads the same). */
async function invoicedAndPaid(ctx: ServiceContext, specbookId: number): Promise<{ invoiced: number; paid: number }> {
  const specbook = await requireSpecbook(ctx, specbookId);
  const [row] = await ctx.db
    .select({ invoiced: sql<string>`coalesce(sum(${invoices.total}), 0)::text`, paid: sql<string>`coalesce(sum(${invoices.paid}), 0)::text` })
    .from(invoices)
    .where(and(eq(invoices.specbookId, specbook.id), eq(invoices.accountId, specbook.accountId), isNull(invoices.voidedAt), ne(invoices.status, 'voided')));
  return { invoiced: toCents(row?.invoiced), paid: toCents(row?.paid) };
}

/**
 * GET {u}/specbook/{id}/transactions: the transaction summary at sale prices with shipping and
 * tax — quotedTotal and approvedTotal (the specbook's totals), invoiced (its invoices not voided),
 * paid, balanceDue = invoiced − paid and notInvoiced = approved − invoiced, never below 0.
 * @throws NotFoundError for another tenant's specbook.
 */
export async function getTransactionSummary(ctx: ServiceContext, specbookId: number): Promise<TTransactionSummary> {
  const totals = await getSpecbookTotals(ctx, specbookId, WITH_SUMMARY);
  const { invoiced, paid } = await invoicedAndPaid(ctx, specbookId);
  const approved = saleTotalCents(totals.approved);
  return {
    quotedTotal: fromCents(saleTotalCents(totals.quoted)),
    approvedTotal: fromCents(approved),
    invoiced: fromCents(invoiced),
    paid: fromCents(paid),
    balanceDue: fromCents(invoiced - paid),
    notInvoiced: fromCents(Math.max(0, approved - invoiced)),
  };
}

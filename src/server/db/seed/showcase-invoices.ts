import { and, eq, notExists, inArray, sql } from 'drizzle-orm';
import { pino } from 'pino';
import type { Db } from '#server/db/client';
import { invoiceLines, invoices, specbookLineItems, specbooks, specSpecbooks, users } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { createInvoice } from '#server/modules/invoices/invoice-create.service';
import { updateInvoice, voidInvoice } from '#server/modules/invoices/invoices.service';
import { recordPayment } from '#server/modules/invoices/payments.service';
import { addDays } from '#shared/lib/invoice-money';
import { APPROVED_OR_LATER_STATUSES } from '#shared/lib/statuses';
import { SHOWCASE } from './showcase';

/** The showroom's seller, who makes the showcase's invoices. */
const SELLER_EMAIL = 'seller@specfolio.test';

/** A day `days` from now, 'YYYY-MM-DD'. */
const dayFromNow = (days: number) => addDays(new Date().toISOString().slice(0, 10), days);

/**
 * The showcase's invoices, made by the invoicing services from its approved specs (each invoice
 * bills the specs it names by position among them, and the final one the line items — no line is
 * billed twice), with manual payments: a paid deposit, a
 * partly paid progress invoice, an open final one that is past due, and a voided duplicate.
 */
const INVOICES: { specs: number[]; lineItems?: boolean; daysAgo: number; dueInDays: number; payments: { amount: 'all' | string; method: 'check' | 'ach' | 'cash'; reference: string | null }[]; voided?: boolean }[] = [
  { specs: [0], daysAgo: 9, dueInDays: -2, payments: [{ amount: 'all', method: 'check', reference: 'CHK-2041' }] },
  { specs: [1, 2], daysAgo: 5, dueInDays: 9, payments: [{ amount: '500.00', method: 'ach', reference: 'ACH-88120' }] },
  { specs: [3], lineItems: true, daysAgo: 4, dueInDays: -1, payments: [] },
  { specs: [3], daysAgo: 4, dueInDays: 26, payments: [], voided: true },
];

/** The showcase specbook and the seller acting on it, or null when the showcase is not seeded. */
async function showcaseActor(db: Db): Promise<{ specbookId: number; ctx: ServiceContext } | null> {
  const [row] = await db
    .select({ specbookId: specbooks.id, userId: users.id, accountId: users.accountId, email: users.email })
    .from(specbooks)
    .innerJoin(users, and(eq(users.accountId, specbooks.accountId), eq(users.email, SELLER_EMAIL)))
    .where(eq(specbooks.name, SHOWCASE.specbook.name));
  if (!row) return null;
  const user = { id: row.userId, accountId: row.accountId, email: row.email, roleNames: [], features: ['useInvoicing'], isPlatformAdmin: false, sessionId: 'seed' };
  return { specbookId: row.specbookId, ctx: { db, user, log: pino({ enabled: false }) } };
}

/** Deletes the showcase's hand-made invoices of earlier seeds (those without lines, decision 031). */
async function dropHandMadeInvoices(db: Db, specbookId: number): Promise<void> {
  await db.delete(invoices).where(and(eq(invoices.specbookId, specbookId), notExists(db.select({ one: sql`1` }).from(invoiceLines).where(eq(invoiceLines.invoiceId, invoices.id)))));
}

/** Seeds the showcase's invoices once (the showcase's hand-made ones of earlier seeds are replaced). Idempotent. */
export async function ensureShowcaseInvoices(db: Db): Promise<void> {
  const actor = await showcaseActor(db);
  if (!actor) return;
  const { ctx, specbookId } = actor;
  await dropHandMadeInvoices(db, specbookId);
  const [existing] = await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.specbookId, specbookId)).limit(1);
  if (existing) return;
  const approved = await db
    .select({ id: specSpecbooks.id })
    .from(specSpecbooks)
    .where(and(eq(specSpecbooks.specbookId, specbookId), inArray(specSpecbooks.status, [...APPROVED_OR_LATER_STATUSES])))
    .orderBy(specSpecbooks.id);
  const ids = approved.map((r) => r.id);
  const lineItemIds = (await db.select({ id: specbookLineItems.id }).from(specbookLineItems).where(eq(specbookLineItems.specbookId, specbookId))).map((r) => r.id);
  // The showcase keeps its place after the demo specbooks that tests start from (showcase.ts).
  const [before] = await db.select({ updatedAt: specbooks.updatedAt }).from(specbooks).where(eq(specbooks.id, specbookId));
  for (const plan of INVOICES) {
    const billed = plan.specs.map((i) => ids[i]).filter((id): id is number => id !== undefined);
    const body = {
      createInvoiceRequest: { Invoice: { due: dayFromNow(plan.dueInDays) } },
      specSpecbookFilter: { id: { notin: ids.filter((id) => !billed.includes(id)) } },
      lineItemFilter: { id: { notin: plan.lineItems ? [] : lineItemIds } },
    };
    const invoiceId = await createInvoice(ctx, specbookId, body, new Date(Date.now() - plan.daysAgo * 864e5));
    for (const payment of plan.payments) {
      const [row] = await db.select({ total: invoices.total }).from(invoices).where(eq(invoices.id, invoiceId));
      await recordPayment(ctx, String(invoiceId), { ...payment, amount: payment.amount === 'all' ? (row?.total ?? '0') : payment.amount });
    }
    if (plan.voided) await voidInvoice(ctx, String(invoiceId), true);
    else await updateInvoice(ctx, String(invoiceId), { status: 'invoiced' });
  }
  if (before) await db.update(specbooks).set({ updatedAt: before.updatedAt }).where(eq(specbooks.id, specbookId));
}

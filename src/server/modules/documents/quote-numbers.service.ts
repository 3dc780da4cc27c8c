/**
 * Quote numbers (docs/decisions/040): every quote PDF generated takes the account's next number
 * from its `document_counters` row — one `INSERT … ON CONFLICT DO UPDATE … RETURNING`, so
 * concurrent generations queue on the row lock and none gets a number twice or skips one — and
 * is recorded in `specbook_quotes` with its date and the date it is valid until (the account's
 * `quote.validity_days` setting, 30 days by default), in the same transaction.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { documentCounters, specbookQuotes } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { readAccountSettings } from '#server/modules/account-settings/account-settings.service';
import { QUOTE_VALIDITY_SETTING } from '#shared/lib/account-settings';

/** What reads and writes a counter: the database or a transaction. */
type Runner = Pick<Db, 'insert'>;

/** A quote as issued: its number in the account, the day it was issued and the last day it holds. */
export interface IssuedQuote {
  number: number;
  /** 'YYYY-MM-DD' (UTC). */
  issuedOn: string;
  /** 'YYYY-MM-DD' (UTC), issuedOn + the validity days. */
  validUntil: string;
}

/**
 * Takes the next number of a per-account sequence ('quote', …): 1 for the first, then one more
 * each call, atomically (the row is locked until the caller's transaction ends).
 */
export async function nextDocumentNumber(db: Runner, accountId: number, kind: string): Promise<number> {
  const [row] = await db
    .insert(documentCounters)
    .values({ accountId, kind, lastNumber: 1 })
    .onConflictDoUpdate({ target: [documentCounters.accountId, documentCounters.kind], set: { lastNumber: sql`${documentCounters.lastNumber} + 1` } })
    .returning({ number: documentCounters.lastNumber });
  if (!row) throw new Error('document counter returned no row');
  return row.number;
}

/** 'YYYY-MM-DD' of `date` plus `days`, in UTC. */
function isoDay(date: Date, days = 0): string {
  return new Date(date.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The account's quote validity in days (the setting's effective value). */
async function quoteValidityDays(db: Pick<Db, 'select'>, accountId: number): Promise<number> {
  const setting = (await readAccountSettings(db, accountId)).find((s) => s.key === QUOTE_VALIDITY_SETTING);
  return Number(setting?.effective);
}

/** Issues a quote of a specbook of the caller's account (already checked): its number, date and validity, recorded. */
export async function issueQuote(ctx: ServiceContext, specbook: { id: number; accountId: number }, now = new Date()): Promise<IssuedQuote> {
  const days = await quoteValidityDays(ctx.db, specbook.accountId);
  const quote = { issuedOn: isoDay(now), validUntil: isoDay(now, days) };
  const number = await ctx.db.transaction(async (tx) => {
    const next = await nextDocumentNumber(tx, specbook.accountId, 'quote');
    await tx.insert(specbookQuotes).values({ accountId: specbook.accountId, specbookId: specbook.id, number: next, issuedBy: ctx.user.id, issuedAt: now, validUntil: quote.validUntil });
    return next;
  });
  return { number, ...quote };
}

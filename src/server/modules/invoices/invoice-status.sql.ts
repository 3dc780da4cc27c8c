import { sql, type SQL } from 'drizzle-orm';
import { invoices } from '#server/db/schema/index';

/**
 * The shown status of an invoice in SQL, for filters: the twin of invoiceStatusOn
 * (src/shared/lib/invoice-status.ts), with today = the UTC date; a test checks that they agree.
 */
export function shownStatusSql(today: string): SQL<string> {
  const i = invoices;
  return sql<string>`case
    when ${i.voidedAt} is not null or ${i.status} = 'voided' then 'voided'
    when ${i.refunded} > 0 and ${i.paid} <= 0 then 'refunded'
    when ${i.paid} > 0 and ${i.paid} >= ${i.total} then 'paid'
    when ${i.paid} > 0 then 'partial_paid'
    when ${i.total} > 0 and ${i.due} < ${today}::date then 'past_due'
    when ${i.total} > 0 and ${i.due} = ${today}::date then 'due_today'
    when ${i.status} in ('open','invoiced','paid','unpaid','refunded','due_today','past_due','failed_payment','partial_paid','pending') then ${i.status}
    else 'open' end`;
}

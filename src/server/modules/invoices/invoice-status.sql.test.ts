import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { invoices } from '#server/db/schema/index';
import { createTestServer, type TestServer } from '#server/test/server';
import { specbookNamed } from '#server/modules/notifications/collab-test-kit';
import { invoiceStatusOn, INVOICE_STATUS_VALUES } from '#shared/lib/invoice-status';
import { fromCents } from '#shared/lib/money';
import { shownStatusSql } from './invoice-status.sql';

let t: TestServer;
let invoiceId: number;

beforeAll(async () => {
  t = await createTestServer();
  const sb = await specbookNamed(t, 'Johnson Powder Room');
  const [row] = await t.database.db.insert(invoices).values({ accountId: sb.accountId, specbookId: sb.id, number: 'SQL-1' }).returning({ id: invoices.id });
  invoiceId = row?.id ?? 0;
});
afterAll(() => t.close());

describe('the shown status in SQL', () => {
  it('agrees with invoiceStatusOn for any stored status, amounts, due date and void', async () => {
    const today = '2030-06-15';
    const state = fc.record({
      status: fc.constantFrom(...INVOICE_STATUS_VALUES, 'mystery'),
      total: fc.integer({ min: 0, max: 100_000 }),
      paid: fc.integer({ min: -100, max: 100_000 }),
      refunded: fc.integer({ min: 0, max: 100_000 }),
      due: fc.constantFrom(null, '2030-06-14', '2030-06-15', '2030-06-16'),
      voided: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(state, async (s) => {
        const values = { status: s.status, total: fromCents(s.total), paid: fromCents(s.paid), refunded: fromCents(s.refunded), due: s.due, voidedAt: s.voided ? new Date() : null };
        await t.database.db.update(invoices).set(values).where(eq(invoices.id, invoiceId));
        const [row] = await t.database.db.select({ status: shownStatusSql(today) }).from(invoices).where(eq(invoices.id, invoiceId));
        expect(row?.status).toBe(invoiceStatusOn({ ...values, voided: s.voided }, today));
      }),
      { numRuns: 150 },
    );
  });
});

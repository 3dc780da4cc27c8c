import { and, eq } from 'drizzle-orm';
import type { Tx } from '#server/db/client';
import { paymentAccounts } from '#server/db/schema/index';

/** The demo payment accounts by demo account key: the showroom takes payments its staff record. */
const DEMO_PAYMENT_ACCOUNTS: Record<string, { label: string }[]> = {
  lakeside: [{ label: 'Showroom payments' }],
};

/** The account's demo payment accounts (manual, valid), each once: a second run adds nothing. */
export async function ensurePaymentAccounts(tx: Tx, accountId: number, key: string): Promise<void> {
  for (const demo of DEMO_PAYMENT_ACCOUNTS[key] ?? []) {
    const [existing] = await tx
      .select({ id: paymentAccounts.id })
      .from(paymentAccounts)
      .where(and(eq(paymentAccounts.accountId, accountId), eq(paymentAccounts.label, demo.label)))
      .limit(1);
    if (existing) continue;
    await tx.insert(paymentAccounts).values({ accountId, label: demo.label, type: 'merchant', processor: 'manual', valid: true });
  }
}

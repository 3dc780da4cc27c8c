import { eq, sql } from 'drizzle-orm';
import { purchaseOrders, sellers } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { inUserLocale } from '#server/lib/document-locale';
import { UnprocessableError } from '#server/lib/http/errors';
import type { Mailer } from '#server/lib/mail';
import type { FileStorage } from '#server/lib/storage';
import { readCompanyAccount } from '#server/modules/company-account/company-account.service';
import { buildPurchaseOrderPdf, purchaseOrderNumber } from '#server/modules/pdf-jobs/purchase-order-pdf';
import { PURCHASE_ORDER_MESSAGES as M } from '#shared/lib/purchase-orders';
import type { TSpecbookPurchaseOrder } from '#shared/schemas/purchase-order';
import { requirePurchaseOrder } from './purchase-order-access';
import { purchaseOrderMail } from './purchase-order-mail';
import { getPurchaseOrder } from './purchase-orders.service';

/** What sending needs: the mailer and the storage the company logo is read from. */
export interface SendDeps {
  mailer: Mailer;
  storage: FileStorage;
}

/**
 * POST {u}/purchaseorder/{id}/send: e-mails the purchase order to its vendor with its PDF
 * attached and records when (sentAt). 422 noVendorEmail when the seller has no e-mail address.
 */
export async function sendPurchaseOrder(ctx: ServiceContext, deps: SendDeps, purchaseOrderId: string): Promise<TSpecbookPurchaseOrder> {
  return inUserLocale(ctx.user, async () => {
    const order = await requirePurchaseOrder(ctx, purchaseOrderId);
    const [seller] = await ctx.db.select({ name: sellers.name, email: sellers.email }).from(sellers).where(eq(sellers.id, order.sellerId));
    if (!seller?.email) throw new UnprocessableError(M.noVendorEmail);
    const [view, company, pdf] = await Promise.all([getPurchaseOrder(ctx, order.specbookId), readCompanyAccount(ctx.db, order.accountId), buildPurchaseOrderPdf(ctx, deps.storage, order.specbookId)]);
    await deps.mailer.send(
      purchaseOrderMail({
        to: { name: seller.name, email: seller.email },
        companyName: company.companyName,
        number: purchaseOrderNumber(order.specbookId),
        orderName: view.name,
        specCount: view.specCount,
        total: view.total,
        pdf: { filename: pdf.fileName, content: pdf.pdf, contentType: 'application/pdf' },
      }),
    );
    await ctx.db.update(purchaseOrders).set({ sentAt: sql`now()`, updatedAt: sql`now()` }).where(eq(purchaseOrders.specbookId, order.specbookId));
    return getPurchaseOrder(ctx, order.specbookId);
  });
}

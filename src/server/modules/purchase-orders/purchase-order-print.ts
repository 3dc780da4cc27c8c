/**
 * What the purchase-order PDF prints from a purchase-order record (spec/client-view-and-downloads.md
 * §4.5; docs/decisions/054): the vendor it is addressed to, its date and the shipping it adds.
 */
import { and, eq } from 'drizzle-orm';
import { purchaseOrders, sellers } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { docText } from '#server/lib/document-locale';
import { fromCents, toCents } from '#shared/lib/money';

/** A purchase order as its PDF addresses and sums it. */
export interface PurchaseOrderPrint {
  seller: string;
  /** The Vendor box: name, shipping address, e-mail, phone, payment terms. */
  vendorLines: string[];
  /** When it was ordered (the PDF's date). */
  orderedAt: Date;
  /** The shipping it adds ("0.00" while the shipping calculation is off). */
  shipping: string;
}

/** "City, ST 12345" of the parts present. */
function cityLine(city: string | null, state: string | null, zip: string | null): string | null {
  const region = [state, zip].filter(Boolean).join(' ');
  return [city, region].filter(Boolean).join(', ') || null;
}

/** The print record of a specbook that is a purchase order of the account the specbook belongs to; null for any other specbook. */
export async function purchaseOrderPrint(ctx: ServiceContext, specbook: { id: number; accountId: number }): Promise<PurchaseOrderPrint | null> {
  const [row] = await ctx.db
    .select({ order: purchaseOrders, seller: sellers })
    .from(purchaseOrders)
    .innerJoin(sellers, eq(sellers.id, purchaseOrders.sellerId))
    .where(and(eq(purchaseOrders.specbookId, specbook.id), eq(purchaseOrders.accountId, specbook.accountId)));
  if (!row) return null;
  const { order, seller } = row;
  const vendorLines = [
    seller.name,
    seller.shippingLine1,
    seller.shippingLine2,
    cityLine(seller.shippingCity, seller.shippingState, seller.shippingZipCode),
    seller.email,
    seller.phone ? docText('Phone: {phone}', { phone: seller.phone }) : null,
    seller.paymentTerms === null ? null : docText('Payment terms: Net {days} days', { days: seller.paymentTerms }),
  ].filter((line): line is string => Boolean(line));
  return { seller: seller.name, vendorLines, orderedAt: order.createdAt, shipping: fromCents(order.shippingCalculation ? toCents(order.shippingCost) : 0) };
}

import { eq } from 'drizzle-orm';
import { accounts, customerAddresses, specbooks } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import type { FileStorage } from '#server/lib/storage';
import { docLocale, inUserLocale } from '#server/lib/document-locale';
import { readCompanyAccount } from '#server/modules/company-account/company-account.service';
import { logoForPdf } from '#server/modules/documents/document-images';
import { letterheadLines, streetLines } from '#server/modules/documents/document-parties';
import { formatInvoiceDate } from '#shared/lib/invoice-money';
import { INVOICE_PDF_TEXT as T } from '#shared/lib/invoice-messages';
import { requireInvoice } from './invoice-access';
import { drawInvoicePdf } from './invoice-pdf.draw';
import { getInvoice, listInvoiceLines } from './invoices.service';

/** The bill-to lines: the customer's name and e-mail as invoiced, then the specbook's billing address. */
async function billToLines(ctx: ServiceContext, specbookId: number, customer: { name: string | null; email: string | null }): Promise<string[] | null> {
  const [address] = await ctx.db
    .select({
      line1: customerAddresses.line1,
      line2: customerAddresses.line2,
      city: customerAddresses.city,
      state: customerAddresses.state,
      zipCode: customerAddresses.zipCode,
      country: customerAddresses.country,
    })
    .from(specbooks)
    .innerJoin(customerAddresses, eq(customerAddresses.id, specbooks.billingAddressId))
    .where(eq(specbooks.id, specbookId));
  const lines = [customer.name, ...(address ? streetLines(address) : []), customer.email].filter((l): l is string => Boolean(l?.trim()));
  return lines.length > 0 ? lines : null;
}

/** GET {u}/invoice/{id}/pdf: the invoice as PDF bytes and its file name 'INV-1001.pdf' (404 for another account's). */
export async function createInvoicePdf(ctx: ServiceContext, storage: FileStorage, invoiceId: string): Promise<{ fileName: string; pdf: Buffer }> {
  return inUserLocale(ctx.user, async () => {
    const row = await requireInvoice(ctx, invoiceId);
    const [invoice, lines, company, [account]] = await Promise.all([
      getInvoice(ctx, row.id),
      listInvoiceLines(ctx, String(row.id)),
      readCompanyAccount(ctx.db, row.accountId),
      ctx.db.select({ logoKey: accounts.logoKey }).from(accounts).where(eq(accounts.id, row.accountId)),
    ]);
    const logo = await logoForPdf(storage, account?.logoKey ?? null, company.logoURL);
    const pdf = await drawInvoicePdf({
      letterhead: { company: { name: company.companyName, lines: letterheadLines(company) }, logo },
      invoice,
      issuedOn: formatInvoiceDate(invoice.createdAt, docLocale()),
      dueOn: formatInvoiceDate(invoice.due, docLocale()),
      billTo: await billToLines(ctx, row.specbookId, invoice.customer),
      lines,
    });
    return { fileName: T.fileName(invoice.number), pdf };
  });
}

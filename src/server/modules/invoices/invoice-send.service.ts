import { and, eq, isNull, sql } from 'drizzle-orm';
import { teamMembers } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { UnprocessableError } from '#server/lib/http/errors';
import type { Mailer } from '#server/lib/mail';
import type { FileStorage } from '#server/lib/storage';
import { docLocale, inUserLocale } from '#server/lib/document-locale';
import { readCompanyAccount } from '#server/modules/company-account/company-account.service';
import { addTeamMember, especbookLink } from '#server/modules/team/team.service';
import { formatInvoiceDate } from '#shared/lib/invoice-money';
import { INVOICE_MESSAGES as M } from '#shared/lib/invoice-messages';
import { requireInvoice, type InvoiceRow } from './invoice-access';
import { invoiceMail } from './invoice-mail';
import { createInvoicePdf } from './invoice-pdf.service';
import { getInvoice } from './invoices.service';

/** Where the invoice e-mail goes out and what its link starts with. */
export interface SendDeps {
  mailer: Mailer;
  storage: FileStorage;
  publicUrl: string;
}

/** The team role given to a customer added to open an invoice's e-Specbook. */
const CUSTOMER_ROLE = 'client';

/**
 * The e-Specbook token of the customer: their active team membership (its token renewed), or a
 * new membership that shows prices (so the invoice's amounts are not hidden).
 */
async function customerToken(ctx: ServiceContext, deps: SendDeps, invoice: InvoiceRow, to: { name: string; email: string }): Promise<string> {
  const [member] = await ctx.db
    .update(teamMembers)
    .set({ tokenIssuedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(teamMembers.specbookId, invoice.specbookId), eq(teamMembers.accountId, invoice.accountId), isNull(teamMembers.revokedAt), eq(sql`lower(${teamMembers.email})`, to.email.toLowerCase())))
    .returning({ token: teamMembers.token });
  if (member) return member.token;
  const added = await addTeamMember(ctx, deps, invoice.specbookId, {
    name: to.name,
    emailAddress: to.email,
    role: CUSTOMER_ROLE,
    sendEmail: false,
    showListPrice: true,
    showSalePrice: true,
    showModelNumbers: true,
    canApprove: false,
    showNotifications: false,
  });
  return new URL(added.links.especbook).searchParams.get('token') ?? '';
}

/**
 * POST {u}/invoice/{id}/send: e-mails the invoice (PDF attached) to the specbook's customer as
 * invoiced, with the link of their e-Specbook, where the invoice is listed. 422 without an e-mail
 * address. A voided invoice may be sent too: its PDF says VOIDED.
 * @returns the address it went to.
 */
export async function sendInvoice(ctx: ServiceContext, deps: SendDeps, invoiceId: string): Promise<{ to: string }> {
  return inUserLocale(ctx.user, async () => {
    const row = await requireInvoice(ctx, invoiceId);
    if (!row.customerEmail) throw new UnprocessableError(M.noCustomerEmail);
    const to = { name: row.customerName ?? row.customerEmail, email: row.customerEmail };
    const [invoice, company, pdf] = await Promise.all([getInvoice(ctx, row.id), readCompanyAccount(ctx.db, row.accountId), createInvoicePdf(ctx, deps.storage, String(row.id))]);
    const token = await customerToken(ctx, deps, row, to);
    await deps.mailer.send(
      invoiceMail({
        to,
        companyName: company.companyName,
        specbookName: invoice.specbook.name,
        number: invoice.number,
        total: invoice.total,
        balance: invoice.balance,
        dueOn: formatInvoiceDate(invoice.due, docLocale()),
        link: especbookLink(deps.publicUrl, row.specbookId, token),
        pdf: { filename: pdf.fileName, content: pdf.pdf, contentType: 'application/pdf' },
      }),
    );
    return { to: to.email };
  });
}

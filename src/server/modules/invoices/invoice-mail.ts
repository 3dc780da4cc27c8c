import { escapeHtml, mailAddress, type MailAttachment, type MailMessage } from '#server/lib/mail';
import { docMoney } from '#server/lib/document-locale';

/** What the invoice e-mail says. */
export interface InvoiceMailInput {
  to: { name: string; email: string };
  companyName: string;
  specbookName: string;
  number: string;
  total: string;
  balance: string;
  /** 'Month D, YYYY' or ''. */
  dueOn: string;
  link: string;
  pdf: MailAttachment;
}

/** The invoice e-mail to the specbook's customer: number, amounts, due date, the e-Specbook link and the PDF. */
export function invoiceMail(input: InvoiceMailInput): MailMessage {
  const { to, companyName, specbookName, number, link } = input;
  const due = input.dueOn ? ` due ${input.dueOn}` : '';
  const summary = `Invoice ${number} for "${specbookName}": ${docMoney(input.total)}, balance ${docMoney(input.balance)}${due}.`;
  const text = [`Hello ${to.name},`, '', `${companyName} sent you an invoice.`, summary, '', `See it in your e-Specbook: ${link}`, '', 'The invoice is attached as a PDF.'].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(to.name)},</p>`,
    `<p>${escapeHtml(companyName)} sent you an invoice.</p>`,
    `<p>${escapeHtml(summary)}</p>`,
    `<p><a href="${escapeHtml(link)}">Open the e-Specbook</a></p>`,
    '<p>The invoice is attached as a PDF.</p>',
  ].join('\n');
  return { to: mailAddress(to.name, to.email), subject: `Invoice ${number} from ${companyName}`, text, html, attachments: [input.pdf] };
}

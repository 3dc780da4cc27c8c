import { escapeHtml, mailAddress, type MailAttachment, type MailMessage } from '#server/lib/mail';
import { docMoney, docText } from '#server/lib/document-locale';

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
  const amounts = { number, specbook: specbookName, total: docMoney(input.total), balance: docMoney(input.balance), due: input.dueOn };
  const summary = input.dueOn
    ? docText('Invoice {number} for "{specbook}": {total}, balance {balance} due {due}.', amounts)
    : docText('Invoice {number} for "{specbook}": {total}, balance {balance}.', amounts);
  const hello = docText('Hello {name},', { name: to.name });
  const sent = docText('{company} sent you an invoice.', { company: companyName });
  const attached = docText('The invoice is attached as a PDF.');
  const text = [hello, '', sent, summary, '', docText('See it in your e-Specbook: {link}', { link }), '', attached].join('\n');
  const html = [hello, sent, summary]
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .concat(`<p><a href="${escapeHtml(link)}">${escapeHtml(docText('Open the e-Specbook'))}</a></p>`, `<p>${escapeHtml(attached)}</p>`)
    .join('\n');
  return { to: mailAddress(to.name, to.email), subject: docText('Invoice {number} from {company}', { number, company: companyName }), text, html, attachments: [input.pdf] };
}

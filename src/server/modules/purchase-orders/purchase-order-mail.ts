import { escapeHtml, mailAddress, type MailAttachment, type MailMessage } from '#server/lib/mail';
import { docMoney, docText } from '#server/lib/document-locale';

/** What the purchase-order e-mail to the vendor says. */
export interface PurchaseOrderMailInput {
  to: { name: string; email: string };
  companyName: string;
  /** The PO number as printed ("PO-000042"). */
  number: string;
  orderName: string;
  specCount: number;
  total: string;
  pdf: MailAttachment;
}

/** The purchase order to its vendor: number, lines and Total in the text, the PDF attached. */
export function purchaseOrderMail(input: PurchaseOrderMailInput): MailMessage {
  const { to, companyName, number } = input;
  const lines = docText(input.specCount === 1 ? '{count} line' : '{count} lines', { count: input.specCount });
  const summary = docText('Purchase order {number} ("{name}"): {lines}, total {total}.', { number, name: input.orderName, lines, total: docMoney(input.total) });
  const hello = docText('Hello {name},', { name: to.name });
  const sent = docText('{company} sent you a purchase order.', { company: companyName });
  const attached = docText('The purchase order is attached as a PDF. Please confirm it by replying to this e-mail.');
  const text = [hello, '', sent, summary, '', attached].join('\n');
  const html = [hello, sent, summary, attached].map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');
  return { to: mailAddress(to.name, to.email), subject: docText('Purchase order {number} from {company}', { number, company: companyName }), text, html, attachments: [input.pdf] };
}

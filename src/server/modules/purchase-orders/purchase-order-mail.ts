import { escapeHtml, mailAddress, type MailAttachment, type MailMessage } from '#server/lib/mail';
import { docMoney } from '#server/lib/document-locale';

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
  const lines = `${input.specCount} ${input.specCount === 1 ? 'line' : 'lines'}`;
  const summary = `Purchase order ${number} ("${input.orderName}"): ${lines}, total ${docMoney(input.total)}.`;
  const text = [`Hello ${to.name},`, '', `${companyName} sent you a purchase order.`, summary, '', 'The purchase order is attached as a PDF. Please confirm it by replying to this e-mail.'].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(to.name)},</p>`,
    `<p>${escapeHtml(companyName)} sent you a purchase order.</p>`,
    `<p>${escapeHtml(summary)}</p>`,
    '<p>The purchase order is attached as a PDF. Please confirm it by replying to this e-mail.</p>',
  ].join('\n');
  return { to: mailAddress(to.name, to.email), subject: `Purchase order ${number} from ${companyName}`, text, html, attachments: [input.pdf] };
}

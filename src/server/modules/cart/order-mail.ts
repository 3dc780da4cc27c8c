import { escapeHtml, mailAddress, type MailMessage } from '#server/lib/mail';
import { docMoney, docText } from '#server/lib/document-locale';
import { ORDER_PAYMENT_STATUS_LABELS, SPECMARKET_MESSAGES as M } from '#shared/lib/specmarket';
import type { TOrderPlaced } from '#shared/schemas/cart';

/** What the order confirmation e-mail says. */
export interface OrderMailInput {
  to: { name: string; email: string };
  placed: TOrderPlaced;
  /** The origin of the e-Specbook links (PUBLIC_URL, else the request's). */
  origin: string;
}

/** One purchase order's line of the e-mail: seller, name, lines, Total and its e-Specbook link. */
function purchaseOrderLine(order: TOrderPlaced['purchaseOrders'][number], origin: string): { text: string; link: string } {
  const items = docText(order.specCount === 1 ? '{count} item' : '{count} items', { count: order.specCount });
  const text = docText('{seller}: purchase order "{name}", {items}, total {total}', { seller: order.seller.name, name: order.name, items, total: docMoney(order.total) });
  return { text, link: new URL(order.links.especbook, origin).toString() };
}

/**
 * The confirmation to the buyer (docs/decisions/056): the order number in the subject, one
 * purchase order per seller with its e-Specbook link, where it ships, the payment and the Total.
 */
export function orderMail(input: OrderMailInput): MailMessage {
  const { to, placed, origin } = input;
  const { order } = placed;
  const address = order.shipToAddress;
  const shipTo = [address.name, address.line1, address.line2, [address.city, address.state, address.zipCode].filter(Boolean).join(', ')].filter(Boolean).join(', ');
  const orders = placed.purchaseOrders.map((po) => purchaseOrderLine(po, origin));
  const summary = [
    docText('Ships to: {address}', { address: shipTo }),
    docText('Payment: {status}', { status: docText(ORDER_PAYMENT_STATUS_LABELS[order.payment.status]) }),
    docText('Total: {total}', { total: docMoney(order.total) }),
  ];
  const hello = docText('Hello {name},', { name: to.name });
  const thanks = docText('Thank you for your order {number}.', { number: order.number });
  const open = escapeHtml(docText('Open the e-Specbook'));
  const text = [hello, '', thanks, '', ...orders.map((po) => `- ${po.text}\n  ${po.link}`), '', ...summary].join('\n');
  const html = [
    `<p>${escapeHtml(hello)}</p>`,
    `<p>${escapeHtml(thanks)}</p>`,
    `<ul>${orders.map((po) => `<li>${escapeHtml(po.text)} — <a href="${escapeHtml(po.link)}">${open}</a></li>`).join('')}</ul>`,
    ...summary.map((line) => `<p>${escapeHtml(line)}</p>`),
  ].join('\n');
  return { to: mailAddress(to.name, to.email), subject: docText(M.orderEmailSubject(order.number)), text, html };
}

import { escapeHtml, mailAddress as address, type MailMessage } from '#server/lib/mail';
import { DATA_REQUEST_DETAILS } from '#shared/lib/support-messages';
import type { TDataRequest, TSupportRequest } from '#shared/schemas/support';

/** Lines `label: value` as plain text and as an HTML table. */
function bodies(intro: string, rows: [string, string][]): { text: string; html: string } {
  const text = [intro, '', ...rows.map(([k, v]) => `${k}: ${v}`)].join('\n');
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    '<table cellpadding="4">',
    ...rows.map(([k, v]) => `<tr><th align="left" valign="top">${escapeHtml(k)}</th><td style="white-space:pre-wrap">${escapeHtml(v)}</td></tr>`),
    '</table>',
  ].join('\n');
  return { text, html };
}

/** The e-mail to the support mailbox for a new support request; replies go to the requester. */
export function supportRequestMail(to: string, request: TSupportRequest): MailMessage {
  const { text, html } = bodies(`New support request #${request.id} from ${request.accountName}.`, [
    ['Name', request.name],
    ['Email', request.emailAddress],
    ['Phone', request.phoneNumber ?? '—'],
    ['Account', `${request.accountName} (user ${request.userEmail})`],
    ['Comments / Questions', request.userMessage],
  ]);
  return {
    to,
    replyTo: address(request.name, request.emailAddress),
    subject: `Support request #${request.id}: ${request.name} (${request.accountName})`,
    text,
    html,
  };
}

/** The e-mail to the support mailbox for a new Data Fetch request; replies go to the contact e-mail. */
export function dataRequestMail(to: string, request: TDataRequest): MailMessage {
  const details = DATA_REQUEST_DETAILS.filter((d) => request.requestDetails[d.key]).map((d) => d.label);
  const { text, html } = bodies(`New Data Fetch request #${request.id} from ${request.accountName}.`, [
    ['Manufacturer', `${request.manufacturerName} (id ${request.manufacturerID})`],
    ['Model #', request.productModel],
    ['Contact email', request.contactEmail],
    ['Request details', details.length ? details.join(', ') : 'none selected'],
    ['Notes/Comments', request.requestNotes ?? '—'],
    ['Account', `${request.accountName} (user ${request.userEmail})`],
  ]);
  return {
    to,
    replyTo: request.contactEmail,
    subject: `Data Fetch #${request.id}: ${request.manufacturerName} ${request.productModel}`,
    text,
    html,
  };
}

import { escapeHtml, mailAddress as address, type MailMessage } from '#server/lib/mail';

/** What the customer invitation says. */
export interface CustomerInviteInput {
  to: { name: string; email: string };
  recipientCompany: string;
  senderName: string;
  senderEmail: string;
  senderCompany: string;
  /** The sender's personal 12-digit customer code. */
  code: string;
  /** The public origin of the application. */
  link: string;
}

/** The subject of a customer invitation. */
export function customerInviteSubject(senderCompany: string): string {
  return `${senderCompany.replace(/[\r\n]/g, ' ')} invited you to Specfolio`;
}

/** The invitation e-mail to a prospective customer: who invites, the sender's code and the link. */
export function customerInviteMail(input: CustomerInviteInput): MailMessage {
  const { to, recipientCompany, senderName, senderEmail, senderCompany, code, link } = input;
  const text = [
    `Hello ${to.name},`,
    '',
    `${senderName} of ${senderCompany} invites ${recipientCompany} to work with them on Specfolio:`,
    'specbooks, quotes and e-Specbooks for your projects.',
    '',
    `Get started here: ${link}`,
    `Their customer code is ${code}.`,
    '',
    `Questions? Reply to this e-mail or write to ${senderEmail}.`,
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(to.name)},</p>`,
    `<p>${escapeHtml(senderName)} of ${escapeHtml(senderCompany)} invites ${escapeHtml(recipientCompany)} to work with them on Specfolio: specbooks, quotes and e-Specbooks for your projects.</p>`,
    `<p><a href="${escapeHtml(link)}">Get started</a></p>`,
    `<p>Their customer code is <strong>${escapeHtml(code)}</strong>.</p>`,
    `<p>Questions? Reply to this e-mail or write to ${escapeHtml(senderEmail)}.</p>`,
  ].join('\n');
  return { to: address(to.name, to.email), replyTo: senderEmail, subject: customerInviteSubject(senderCompany), text, html };
}

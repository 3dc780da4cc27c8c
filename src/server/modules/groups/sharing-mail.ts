import { escapeHtml, mailAddress as address, type MailMessage } from '#server/lib/mail';
import { groupInviteSubject, proInviteSubject, sharedSpecbookSubject } from '#shared/lib/sharing-messages';

/** The sender of a sharing e-mail: who they are and their company. */
export interface MailSender {
  name: string;
  companyName: string;
}

/** What every sharing e-mail says: to whom, from whom, a lead line, an optional personal message and a link. */
interface SharingMailInput {
  to: { name: string; email: string };
  sender: MailSender;
  subject: string;
  lead: string;
  message?: string | null;
  link: { href: string; label: string };
}

/** One sharing e-mail, in text and HTML. */
function sharingMail({ to, sender, subject, lead, message, link }: SharingMailInput): MailMessage {
  const from = `${sender.name} of ${sender.companyName}`;
  const text = [`Hello ${to.name},`, '', `${from} ${lead}`, ...(message ? ['', message] : []), '', `${link.label}: ${link.href}`].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(to.name)},</p>`,
    `<p>${escapeHtml(from)} ${escapeHtml(lead)}</p>`,
    ...(message ? [`<blockquote>${escapeHtml(message)}</blockquote>`] : []),
    `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`,
  ].join('\n');
  return { to: address(to.name, to.email), subject, text, html };
}

/** The invitation to a group: sign in (or sign up with this address) and join on the Groups page. */
export function groupInviteMail(input: { to: { name: string; email: string }; sender: MailSender; groupName: string; message: string | null; link: string }): MailMessage {
  return sharingMail({
    to: input.to,
    sender: input.sender,
    subject: groupInviteSubject(input.sender.name, input.groupName),
    lead: `invited you to join the group "${input.groupName}". Sign in with this e-mail address and choose Join on the Groups page.`,
    message: input.message,
    link: { href: input.link, label: 'Open your groups' },
  });
}

/** The pro-user invitation: the trade professional is asked to work with the sender. */
export function proInviteMail(input: { to: { name: string; email: string }; sender: MailSender; message: string | null; link: string }): MailMessage {
  return sharingMail({
    to: input.to,
    sender: input.sender,
    subject: proInviteSubject(input.sender.name),
    lead: 'invited you to work together on Specfolio as a trade partner. Sign in with this e-mail address and choose Join on the Groups page.',
    message: input.message,
    link: { href: input.link, label: 'Open your groups' },
  });
}

/** The notice that a specbook was shared: it is in the recipient's "Shared with me" list. */
export function sharedSpecbookMail(input: { to: string; sender: MailSender; specbookName: string; link: string }): MailMessage {
  return sharingMail({
    to: { name: input.to, email: input.to },
    sender: input.sender,
    subject: sharedSpecbookSubject(input.sender.name, input.specbookName),
    lead: `shared the specbook "${input.specbookName}" with you. Sign in with this e-mail address to preview it or copy it into your own specbooks.`,
    link: { href: input.link, label: 'Open Shared with me' },
  });
}

/** A link to a page of the app at `origin`. */
export function appLink(origin: string, path: string): string {
  return `${origin.replace(/\/+$/, '')}${path}`;
}

import { escapeHtml, mailAddress as address, type MailMessage } from '#server/lib/mail';
import { invitationSubject } from '#shared/lib/collab-messages';

/** What the e-Specbook invitation says. */
export interface InvitationInput {
  to: { name: string; email: string };
  senderName: string;
  companyName: string;
  specbookName: string;
  link: string;
}

/** The invitation e-mail to a team member: the e-Specbook link, the company and the specbook. */
export function invitationMail(input: InvitationInput): MailMessage {
  const { to, senderName, companyName, specbookName, link } = input;
  const text = [
    `Hello ${to.name},`,
    '',
    `${senderName} of ${companyName} shared the e-Specbook "${specbookName}" with you.`,
    '',
    `Open it here: ${link}`,
    '',
    'This link is personal: anyone who has it can open the e-Specbook.',
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(to.name)},</p>`,
    `<p>${escapeHtml(senderName)} of ${escapeHtml(companyName)} shared the e-Specbook <strong>${escapeHtml(specbookName)}</strong> with you.</p>`,
    `<p><a href="${escapeHtml(link)}">Open the e-Specbook</a></p>`,
    `<p>This link is personal: anyone who has it can open the e-Specbook.</p>`,
  ].join('\n');
  return { to: address(to.name, to.email), subject: invitationSubject(companyName, specbookName), text, html };
}

import type { SendMailOptions } from 'nodemailer';
import type { MailMessage } from './types';

/**
 * Maps a {@link MailMessage} to nodemailer's message options, filling in the default sender.
 * @param msg the message
 * @param defaultFrom sender used when `msg.from` is empty
 */
export function toNodemailerMessage(msg: MailMessage, defaultFrom: string): SendMailOptions {
  return {
    from: msg.from || defaultFrom,
    to: msg.to,
    cc: msg.cc,
    bcc: msg.bcc,
    replyTo: msg.replyTo,
    subject: msg.subject,
    text: msg.text,
    html: msg.html,
    attachments: msg.attachments?.map((a) => ({
      filename: a.filename,
      content: a.content,
      contentType: a.contentType,
    })),
  };
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for the HTML part of a message. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/** A display-name address `"Ann Lee" <ann@x.test>`, with the name quoted safely (no quotes, backslashes or line breaks). */
export function mailAddress(name: string, email: string): string {
  return `"${name.replace(/["\\\r\n]/g, '')}" <${email}>`;
}

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

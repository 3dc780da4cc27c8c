/** Mail: one interface, an SMTP adapter and a `.eml` file adapter. */
export type { Mailer, MailMessage, MailAttachment, SendResult } from './types';
export { DEFAULT_MAIL_FROM } from './types';
export { SmtpMailer } from './smtp-mailer';
export { FileMailer, emlFileName, type FileSendResult } from './file-mailer';
export { createMailer } from './create-mailer';
export { escapeHtml, mailAddress, toNodemailerMessage } from './compose';

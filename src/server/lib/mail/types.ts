import type { Readable } from 'node:stream';

/** A file attached to a mail message. */
export interface MailAttachment {
  /** File name shown to the recipient, e.g. `'quote-1042.pdf'`. */
  filename: string;
  /** The bytes (or text) of the attachment. */
  content: Buffer | string | Readable;
  /** MIME type; derived from the file name when omitted. */
  contentType?: string;
}

/** A mail message to send. Addresses are plain (`a@b.c`) or named (`Ann <a@b.c>`). */
export interface MailMessage {
  /** One or more recipients. */
  to: string | string[];
  /** Subject line. */
  subject: string;
  /** Plain-text body (always sent, also as the fallback for `html`). */
  text: string;
  /** Optional HTML body, sent as an alternative to `text`. */
  html?: string;
  /** Sender; defaults to the mailer's configured sender (`MAIL_FROM`). */
  from?: string;
  /** Carbon-copy recipients. */
  cc?: string | string[];
  /** Blind carbon-copy recipients. */
  bcc?: string | string[];
  /** Where replies should go. */
  replyTo?: string;
  /** Files to attach. */
  attachments?: MailAttachment[];
}

/** What a mailer answers once a message is accepted. */
export interface SendResult {
  /** The message's `Message-ID` header value, e.g. `<…@specfolio.test>`. */
  messageId: string;
}

/** Sends mail: over SMTP when configured, otherwise into `.eml` files (see `createMailer`). */
export interface Mailer {
  /** Sends one message; rejects when the server or file system refuses it. */
  send(msg: MailMessage): Promise<SendResult>;
  /** Releases connections, if any (call on shutdown). */
  close?(): Promise<void>;
}

/** Sender used when neither the message nor `MAIL_FROM` names one. */
export const DEFAULT_MAIL_FROM = 'Specfolio <no-reply@specfolio.test>';

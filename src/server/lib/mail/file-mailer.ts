import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { toNodemailerMessage } from './compose';
import { DEFAULT_MAIL_FROM, type Mailer, type MailMessage, type SendResult } from './types';

/** What {@link FileMailer.send} answers: the message id and the `.eml` file written. */
export interface FileSendResult extends SendResult {
  /** Absolute path of the `.eml` file. */
  path: string;
}

/**
 * Builds a file name `<UTC timestamp>-<message id>.eml` that sorts by time and is safe on every
 * file system: only letters, digits, `.`, `_` and `-`.
 * @param messageId the `Message-ID` value (angle brackets are dropped)
 * @param date when the message was written
 */
export function emlFileName(messageId: string, date: Date = new Date()): string {
  const stamp = date.toISOString().replace(/[:.]/g, '-');
  const id = messageId
    .replace(/[<>]/g, '')
    .replace(/[^A-Za-z0-9._-]/g, '_')
    .replace(/^\.+/, '')
    .slice(0, 120);
  return `${stamp}-${id || randomUUID()}.eml`;
}

/**
 * "Sends" mail by writing each message as an RFC 822 `.eml` file (CRLF line ends, attachments
 * encoded) into a folder, by default `DATA_DIR/mail/`. Used when no SMTP server is configured;
 * the files open in any mail client. Files are written to a temporary name, then renamed.
 */
export class FileMailer implements Mailer {
  /** Absolute folder the `.eml` files go to. */
  readonly dir: string;
  private readonly transport: Transporter;
  private readonly from: string;

  /**
   * @param dir folder for the `.eml` files; created on first send
   * @param from default sender; `DEFAULT_MAIL_FROM` when omitted
   */
  constructor(dir: string, from: string = DEFAULT_MAIL_FROM) {
    this.dir = path.resolve(dir);
    this.from = from;
    this.transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  }

  /** @inheritdoc */
  async send(msg: MailMessage): Promise<FileSendResult> {
    const info = await this.transport.sendMail(toNodemailerMessage(msg, this.from));
    const raw = info.message as Buffer;
    await mkdir(this.dir, { recursive: true });
    const file = path.join(this.dir, emlFileName(info.messageId));
    const tmp = path.join(this.dir, `.${randomUUID()}.tmp`);
    try {
      await writeFile(tmp, raw, { flag: 'wx' });
      await rename(tmp, file);
    } catch (err) {
      await rm(tmp, { force: true });
      throw err;
    }
    return { messageId: info.messageId, path: file };
  }

  /** @inheritdoc */
  async close(): Promise<void> {
    this.transport.close();
  }
}

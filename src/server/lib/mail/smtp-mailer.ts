import nodemailer, { type Transporter } from 'nodemailer';
import { toNodemailerMessage } from './compose';
import { DEFAULT_MAIL_FROM, type Mailer, type MailMessage, type SendResult } from './types';

/**
 * Sends mail through an SMTP server with nodemailer.
 * The URL carries everything: `smtp://user:pass@host:587` (STARTTLS when offered),
 * `smtps://user:pass@host:465` (implicit TLS); nodemailer query options such as `?pool=true` work too.
 */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;
  private readonly from: string;

  /**
   * @param smtpUrl connection URL, e.g. `smtp://user:pass@mail.example.com:587`
   * @param from default sender; `DEFAULT_MAIL_FROM` when omitted
   */
  constructor(smtpUrl: string, from: string = DEFAULT_MAIL_FROM) {
    this.transport = nodemailer.createTransport(smtpUrl);
    this.from = from;
  }

  /** @inheritdoc */
  async send(msg: MailMessage): Promise<SendResult> {
    const info = await this.transport.sendMail(toNodemailerMessage(msg, this.from));
    return { messageId: info.messageId };
  }

  /** @inheritdoc */
  async close(): Promise<void> {
    this.transport.close();
  }
}

import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMailer } from './create-mailer';
import { SmtpMailer } from './smtp-mailer';

interface Received {
  from: string;
  rcpt: string[];
  user: string | undefined;
  raw: string;
}

/** Splits a raw RFC 822 message into unfolded headers (lower-case names) and body. */
function parseMessage(raw: string): { headers: Map<string, string>; body: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const i = line.indexOf(':');
    headers.set(line.slice(0, i).trim().toLowerCase(), line.slice(i + 1).trim());
  }
  return { headers, body: raw.slice(split + 4) };
}

describe('SmtpMailer against a real SMTP server', () => {
  let server: SMTPServer;
  let port: number;
  let received: Received[];

  beforeAll(async () => {
    server = new SMTPServer({
      secure: false,
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      logger: false,
      onAuth(auth, _session, cb) {
        if (auth.username === 'mailer' && auth.password === 's3cret') cb(null, { user: auth.username });
        else cb(new Error('Invalid username or password'));
      },
      onData(stream, session, cb) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            rcpt: session.envelope.rcptTo.map((r) => r.address),
            user: session.user as string | undefined,
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          cb();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    port = (server.server.address() as AddressInfo).port;
  });

  beforeEach(() => {
    received = [];
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers subject, recipients and body, authenticated', async () => {
    const mailer = new SmtpMailer(`smtp://mailer:s3cret@127.0.0.1:${port}`, 'Showroom <sales@lakeside.test>');
    const res = await mailer.send({
      to: ['client@example.test', 'Second Person <second@example.test>'],
      subject: 'Your specbook is ready',
      text: 'Open your e-Specbook to review the quote.',
    });
    await mailer.close();

    expect(res.messageId).toMatch(/^<.+@.+>$/);
    expect(received).toHaveLength(1);
    const msg = received[0]!;
    expect(msg.user).toBe('mailer');
    expect(msg.from).toBe('sales@lakeside.test');
    expect(msg.rcpt).toEqual(['client@example.test', 'second@example.test']);
    const { headers, body } = parseMessage(msg.raw);
    expect(headers.get('subject')).toBe('Your specbook is ready');
    expect(headers.get('to')).toBe('client@example.test, Second Person <second@example.test>');
    expect(headers.get('from')).toBe('Showroom <sales@lakeside.test>');
    expect(headers.get('message-id')).toBe(res.messageId);
    expect(body).toContain('Open your e-Specbook to review the quote.');
  });

  it('is what createMailer picks for SMTP_URL, with MAIL_FROM and an HTML part and attachment', async () => {
    const mailer = createMailer({
      SMTP_URL: `smtp://mailer:s3cret@127.0.0.1:${port}`,
      MAIL_FROM: 'Specfolio Test <robot@specfolio.test>',
    });
    expect(mailer).toBeInstanceOf(SmtpMailer);
    await mailer.send({
      to: 'pro@specfolio.test',
      subject: 'Invoice 1042',
      text: 'Plain body',
      html: '<p>Rich <b>body</b></p>',
      attachments: [{ filename: 'invoice-1042.txt', content: 'attached text', contentType: 'text/plain' }],
    });
    await mailer.close?.();

    const { headers, body } = parseMessage(received[0]!.raw);
    expect(received[0]!.from).toBe('robot@specfolio.test');
    expect(headers.get('from')).toBe('Specfolio Test <robot@specfolio.test>');
    expect(headers.get('content-type')).toMatch(/^multipart\/mixed/);
    expect(body).toContain('Plain body');
    expect(body).toContain('<p>Rich <b>body</b></p>');
    expect(body).toContain('filename=invoice-1042.txt');
    expect(body).toContain(Buffer.from('attached text').toString('base64'));
  });

  it('rejects when the server refuses the credentials', async () => {
    const mailer = new SmtpMailer(`smtp://mailer:wrong@127.0.0.1:${port}`);
    await expect(mailer.send({ to: 'x@example.test', subject: 's', text: 't' })).rejects.toThrow();
    await mailer.close();
    expect(received).toHaveLength(0);
  });
});

import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { createMailer, type Mailer } from '#server/lib/mail';
import { createStorage } from '#server/lib/storage';
import { createTestDatabase } from '#server/test/server';
import { bearer } from '#server/modules/notifications/collab-test-kit';

/** The support mailbox: support and Data Fetch requests reach it over real SMTP (smtp-server). */
interface Received {
  rcpt: string[];
  raw: string;
}

let smtp: SMTPServer;
let received: Received[];
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let apps: FastifyInstance[] = [];
let dataDir: string;

async function appWith(mailer: Mailer): Promise<FastifyInstance> {
  const app = await buildApp({
    db: database.db,
    storage: createStorage({}, dataDir),
    mailer,
    tokens: { key: new TextEncoder().encode('test-secret-'.repeat(4)), ttlSeconds: 3600 },
    loginRateLimit: 1000,
    logger: false,
  });
  await app.ready();
  apps.push(app);
  return app;
}

async function loginAs(app: FastifyInstance, email: string): Promise<{ token: string; id: number }> {
  const res = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password: 'specfolio-demo' } });
  const { token, user } = (res.json() as { data: { token: string; user: { id: number } } }).data;
  return { token, id: user.id };
}

beforeAll(async () => {
  process.env.SUPPORT_EMAIL = 'helpdesk@specfolio.test';
  received = [];
  smtp = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({ rcpt: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        cb();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(0, '127.0.0.1', () => resolve());
  });
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'specfolio-support-mail-'));
});

afterAll(async () => {
  delete process.env.SUPPORT_EMAIL;
  await Promise.all(apps.map((a) => a.close()));
  apps = [];
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('support mail over SMTP', () => {
  it('delivers a support request and a Data Fetch request to SUPPORT_EMAIL', async () => {
    const port = (smtp.server.address() as AddressInfo).port;
    const app = await appWith(createMailer({ SMTP_URL: `smtp://127.0.0.1:${port}` }));
    const seller = await loginAs(app, 'seller@specfolio.test');
    const res = await app.inject({
      method: 'POST',
      url: `/api/v4/user/${seller.id}/support-request`,
      headers: bearer(seller.token),
      payload: { payload: { name: 'Sam Seller', emailAddress: 'sam@lakeside.example', userMessage: 'Labels print blank.' } },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.emailSent).toBe(true);
    expect(received).toHaveLength(1);
    expect(received[0]!.rcpt).toEqual(['helpdesk@specfolio.test']);
    expect(received[0]!.raw).toMatch(/Subject: Support request #\d+: Sam Seller \(Lakeside Bath & Kitchen\)/);
    expect(received[0]!.raw).toContain('Labels print blank.');

    const mfr = await database.pool.query<{ id: number }>('select id from manufacturers where account_id is null order by id limit 1');
    const data = await app.inject({
      method: 'POST',
      url: `/api/v4/user/${seller.id}/data-request`,
      headers: bearer(seller.token),
      payload: { manufacturerID: mfr.rows[0]!.id, productModel: 'ZX-9', contactEmail: 'sam@lakeside.example', requestDetails: { warrantySheet: true } },
    });
    expect(data.statusCode).toBe(201);
    expect(received).toHaveLength(2);
    expect(received[1]!.rcpt).toEqual(['helpdesk@specfolio.test']);
    expect(received[1]!.raw).toContain('ZX-9');
    expect(received[1]!.raw).toContain('Warranty');
  });

  it('keeps the request when the mail cannot be sent (201, emailSent false)', async () => {
    const failing: Mailer = {
      send: () => Promise.reject(new Error('SMTP down')),
    };
    const app = await appWith(failing);
    const seller = await loginAs(app, 'seller@specfolio.test');
    const res = await app.inject({
      method: 'POST',
      url: `/api/v4/user/${seller.id}/support-request`,
      headers: bearer(seller.token),
      payload: { payload: { name: 'Sam Seller', emailAddress: 'sam@lakeside.example', userMessage: 'Still blank labels.' } },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.emailSent).toBe(false);
    const stored = await database.pool.query('select 1 from support_requests where user_message = $1', ['Still blank labels.']);
    expect(stored.rowCount).toBe(1);
  });
});

/**
 * The client's address and origin behind proxies (TRUST_PROXY) and without PUBLIC_URL: rate
 * limits count per real client address, links start with the origin the request came in on.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '#server/test/server';
import { decodeQrCodes } from '#server/test/pdf';
import { bearer, specbookNamed, userIdOf } from '#server/modules/notifications/collab-test-kit';
import { parseTrustProxy } from '#server/config';
import { MESSAGES } from '#shared/lib/messages';

const badLogin = (t: TestServer, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'seller@specfolio.test', password: 'wrong' }, headers, remoteAddress: '10.9.9.9' });

describe('TRUST_PROXY', () => {
  it('reads unset as none, digits as a hop count, anything else as an address list', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy(' ')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1')).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });
});

describe('rate limits without a trusted proxy', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer({ loginRateLimit: 10 });
  });
  afterAll(() => t.close());

  it('count logins per socket address: a new X-Forwarded-For per attempt does not reset the count', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 11; i++) statuses.push((await badLogin(t, { 'x-forwarded-for': `203.0.113.${i}` })).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
  });

  it('count e-Specbook token exchanges and QR view tokens per socket address', async () => {
    const exchange = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/especbooks',
        payload: { token: 'not-a-token', specbookId: 1 },
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
        remoteAddress: '10.7.7.7',
      });
    const viewToken = (i: number) =>
      t.app.inject({ method: 'GET', url: '/api/v1/auth/specbook/999999/viewtoken', headers: { 'x-forwarded-for': `198.51.100.${i}` }, remoteAddress: '10.7.7.8' });
    for (const call of [exchange, viewToken]) {
      const statuses: number[] = [];
      for (let i = 1; i <= 60; i++) statuses.push((await call(i)).statusCode);
      expect(statuses.every((s) => s !== 429)).toBe(true);
      const limited = await call(61);
      expect(limited.statusCode).toBe(429);
      // Not a login: the answer does not speak of login attempts.
      expect(limited.json().message).toBe(MESSAGES.tooManyRequests);
    }
  });
});

describe('rate limits behind a trusted proxy', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer({ loginRateLimit: 10, trustProxy: ['10.9.9.0/24'] });
  });
  afterAll(() => t.close());

  it('count logins per forwarded client address', async () => {
    for (let i = 0; i < 10; i++) expect((await badLogin(t, { 'x-forwarded-for': '203.0.113.50' })).statusCode).toBe(401);
    expect((await badLogin(t, { 'x-forwarded-for': '203.0.113.50' })).statusCode).toBe(429);
    expect((await badLogin(t, { 'x-forwarded-for': '203.0.113.51' })).statusCode).toBe(401);
  });
});

/** A team member of the seller's specbook and the URLs to read it and the specbook's QR-code PDF. */
async function fixture(t: TestServer): Promise<{ token: string; teamUrl: string; qrUrl: string; specbookId: number }> {
  const token = await t.login('seller@specfolio.test');
  const sellerId = await userIdOf(t, 'seller@specfolio.test');
  const { id: specbookId } = await specbookNamed(t, 'Johnson Powder Room');
  const teamUrl = `/api/v4/user/${sellerId}/specbook/${specbookId}/team`;
  const res = await t.app.inject({
    method: 'POST',
    url: teamUrl,
    headers: bearer(token),
    payload: { createTeamMemberRequest: { TeamMember: { name: 'Origin Check', emailAddress: 'origin.check@example.com' } } },
  });
  expect(res.statusCode).toBe(201);
  return { token, teamUrl, qrUrl: `/api/v4/user/${sellerId}/specbook/${specbookId}/pdf/qrcode`, specbookId };
}

async function linksSeen(t: TestServer, f: Awaited<ReturnType<typeof fixture>>, headers: Record<string, string>): Promise<{ member: string; qr: string }> {
  const team = await t.app.inject({ method: 'GET', url: f.teamUrl, headers: { ...bearer(f.token), ...headers } });
  expect(team.statusCode).toBe(200);
  const qr = await t.app.inject({ method: 'GET', url: f.qrUrl, headers: { ...bearer(f.token), ...headers } });
  expect(qr.statusCode).toBe(200);
  const [code] = await decodeQrCodes(qr.rawPayload, 1);
  return { member: (team.json().data as { links: { especbook: string } }[])[0]?.links.especbook ?? '', qr: code ?? '' };
}

/** The decoded text of every .eml written so far (quoted-printable undone). */
async function mails(t: TestServer): Promise<string[]> {
  const dir = path.join(t.dataDir, 'mail');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'));
  const texts = await Promise.all(files.map((name) => readFile(path.join(dir, name), 'utf8')));
  return texts.map((text) => text.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))));
}

describe('link origin with PUBLIC_URL unset and no trusted proxy', () => {
  let t: TestServer;
  let f: Awaited<ReturnType<typeof fixture>>;
  beforeAll(async () => {
    t = await createTestServer();
    f = await fixture(t);
  });
  afterAll(() => t.close());

  it("builds links on the request's Host, never localhost, and ignores X-Forwarded-Host from an untrusted peer", async () => {
    const links = await linksSeen(t, f, { host: 'shop.example.com', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' });
    expect(links.member).toMatch(new RegExp(`^http://shop\\.example\\.com/v4/especbook/${f.specbookId}\\?token=`));
    expect(links.qr).toBe(`http://shop.example.com/v4/matrix?qrSpecbookID=${f.specbookId}`);
  });

  it("puts the request's origin in the invitation e-mails (team member, customer)", async () => {
    const headers = { ...bearer(f.token), host: 'shop.example.com' };
    const member = await t.app.inject({
      method: 'POST',
      url: f.teamUrl,
      headers,
      payload: { createTeamMemberRequest: { TeamMember: { name: 'Mail Check', emailAddress: 'mail.check@example.com', sendEmail: true } } },
    });
    expect(member.statusCode).toBe(201);
    const customerInvite = await t.app.inject({
      method: 'POST',
      url: f.teamUrl.replace(/\/specbook\/.*$/, '/customer/invite'),
      headers,
      payload: { sendCustomerInviteRequest: { Invite: { contactName: 'Rosa Diaz', companyName: 'Diaz Remodeling', email: 'rosa@diaz.test', phone: '(312) 555-0147' } } },
    });
    expect(customerInvite.statusCode).toBe(200);
    const all = await mails(t);
    expect(all.find((m) => m.includes('mail.check@example.com'))).toContain(member.json().data.links.especbook);
    expect(member.json().data.links.especbook).toMatch(/^http:\/\/shop\.example\.com\/v4\/especbook\//);
    expect(all.find((m) => m.includes('rosa@diaz.test'))).toContain('http://shop.example.com');
    expect(all.join('\n')).not.toContain('localhost');
  });

  it('answers 400 for a Host header that cannot form a link', async () => {
    const res = await t.app.inject({ method: 'GET', url: f.teamUrl, headers: { ...bearer(f.token), host: 'a/b@c' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('host');
  });
});

describe('link origin behind a trusted proxy', () => {
  let t: TestServer;
  let f: Awaited<ReturnType<typeof fixture>>;
  beforeAll(async () => {
    t = await createTestServer({ trustProxy: 1 });
    f = await fixture(t);
  });
  afterAll(() => t.close());

  it('builds links on X-Forwarded-Proto and X-Forwarded-Host', async () => {
    const links = await linksSeen(t, f, { host: 'internal:3000', 'x-forwarded-host': 'shop.example.com', 'x-forwarded-proto': 'https' });
    expect(links.member).toMatch(/^https:\/\/shop\.example\.com\/v4\/especbook\//);
    expect(links.qr).toBe(`https://shop.example.com/v4/matrix?qrSpecbookID=${f.specbookId}`);
  });
});

describe('link origin with PUBLIC_URL set', () => {
  let t: TestServer;
  let f: Awaited<ReturnType<typeof fixture>>;
  beforeAll(async () => {
    t = await createTestServer({ publicUrl: 'https://specs.example.org/', trustProxy: 1 });
    f = await fixture(t);
  });
  afterAll(() => t.close());

  it('uses PUBLIC_URL whatever the request says', async () => {
    const links = await linksSeen(t, f, { host: 'shop.example.com', 'x-forwarded-host': 'proxy.example.com' });
    expect(links.member).toMatch(/^https:\/\/specs\.example\.org\/v4\/especbook\//);
    expect(links.qr).toBe(`https://specs.example.org/v4/matrix?qrSpecbookID=${f.specbookId}`);
  });
});

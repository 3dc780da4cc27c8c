import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '#server/test/server';
import { MESSAGES } from '#shared/lib/messages';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer({ loginRateLimit: 5 });
});
afterAll(() => t.close());

const login = (payload: unknown, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: payload as object, remoteAddress: ip });

describe('POST /api/v1/auth/login', () => {
  it('answers a token and the user for the demo seller', async () => {
    const res = await login({ email: 'Seller@Specfolio.test', password: 'specfolio-demo' }, '10.0.0.2');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.token).toMatch(/^ey/);
    expect(body.data.user).toMatchObject({ email: 'seller@specfolio.test', name: 'Maya Thompson', companyName: 'Lakeside Bath & Kitchen' });
    expect(body.data.user).not.toHaveProperty('passwordHash');
  });

  it('answers 401 with one message for a wrong password or an unknown e-mail', async () => {
    for (const payload of [
      { email: 'seller@specfolio.test', password: 'wrong' },
      { email: 'nobody@specfolio.test', password: 'specfolio-demo' },
    ]) {
      const res = await login(payload, '10.0.0.3');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: MESSAGES.invalidCredentials, errors: [{ field: null, message: MESSAGES.invalidCredentials }] });
    }
  });

  it('answers 400 with field errors for a malformed body', async () => {
    const res = await login({ email: 'not-an-email', password: '' }, '10.0.0.4');
    expect(res.statusCode).toBe(400);
    const fields = res.json().errors.map((e: { field: string }) => e.field).sort();
    expect(fields).toEqual(['email', 'password']);
  });

  it('answers 429 once an address exceeds the login rate limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await login({ email: 'seller@specfolio.test', password: 'x' }, '10.0.0.9')).statusCode);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.at(-1)).toBe(429);
    const res = await login({ email: 'seller@specfolio.test', password: 'x' }, '10.0.0.9');
    expect(res.json().message).toBe(MESSAGES.tooManyLogins);
  });
});

describe('POST /api/v1/auth/logout', () => {
  it('revokes the token: the same token then answers 401', async () => {
    const token = await t.login('seller@specfolio.test');
    const auth = { authorization: `Bearer ${token}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/v4/user/me', headers: auth })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: auth })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/v4/user/me', headers: auth })).statusCode).toBe(401);
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout' })).statusCode).toBe(401);
  });
});

// Another server process on the same database writes only to the database: what it commits must
// hold for this process's very next request (no session is remembered in memory; decision 041).
describe('a session changed by another process', () => {
  const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/v4/user/me', headers: { authorization: `Bearer ${token}` } });

  it('answers 401 on the next request once the session is revoked in the database', async () => {
    const token = await t.login('seller@specfolio.test');
    expect((await me(token)).statusCode).toBe(200);
    await t.database.pool.query(`update auth_sessions set revoked_at = now() where revoked_at is null and user_id = (select id from users where email = 'seller@specfolio.test')`);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('acts with a feature flag granted in the database from the next request', async () => {
    const token = await t.login('other@specfolio.test');
    // The request's user (ctx.user, read with the session) decides how advanced access is had.
    expect((await me(token)).json().data.advancedAccess.via).not.toBe('flag');
    await t.database.pool.query(
      `insert into feature_flags (user_id, feature_flag_name) select id, 'advancedPricing.bypassAccessCode' from users where email = 'other@specfolio.test'`,
    );
    expect((await me(token)).json().data.advancedAccess).toEqual({ granted: true, via: 'flag', expiresAt: null });
  });
});

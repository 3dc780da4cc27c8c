import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '#server/test/server';
import { bearer, sqlCount, sqlOne, userIdOf } from '#server/modules/notifications/collab-test-kit';
import { ACCESS_ADMIN_MESSAGES as M } from '#shared/lib/access-admin-messages';
import { AIPQ_MESSAGES, AIPQ_QUOTA_LIMITS } from '#shared/lib/aipq';

let t: TestServer;
let seller: string;
let admin: string;
let sellerId: number;
let adminId: number;
let sellerAccountId: number;

beforeAll(async () => {
  t = await createTestServer();
  [seller, admin] = await Promise.all([t.login('seller@specfolio.test'), t.login('admin@specfolio.test')]);
  [sellerId, adminId] = await Promise.all([userIdOf(t, 'seller@specfolio.test'), userIdOf(t, 'admin@specfolio.test')]);
  sellerAccountId = (await sqlOne<{ account_id: number }>(t, 'select account_id from users where id = $1', [sellerId])).account_id;
});
afterAll(() => t.close());

const url = (accountId: number | string, user = adminId) => `/api/v4/user/${user}/admin/accounts/${accountId}/aipq-quota`;
const req = (method: 'GET' | 'PUT', path: string, token: string | null, payload?: object) =>
  t.app.inject({ method, url: path, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const body = (engine: unknown, monthlyLimit: unknown) => ({ updateAipqQuotaRequest: { Quota: { engine, monthlyLimit } } });
const limitCount = () => sqlCount(t, 'aipq_quota_limits');

describe('PUT {u}/admin/accounts/{accountId}/aipq-quota', () => {
  it('answers 401 without a token and 403 for a user who is not a platform admin, changing nothing', async () => {
    expect((await req('PUT', url(sellerAccountId), null, body('ocr', 5))).statusCode).toBe(401);
    expect((await req('PUT', url(sellerAccountId, sellerId), seller, body('ocr', 5))).statusCode).toBe(403);
    expect((await req('GET', url(sellerAccountId, sellerId), seller)).statusCode).toBe(403);
    expect(await limitCount()).toBe(0);
  });

  it('answers 400 for an unknown engine or a limit that is not a whole number from 0 to 1,000,000', async () => {
    const engine = await req('PUT', url(sellerAccountId), admin, body('textract', 5));
    expect(engine.statusCode).toBe(400);
    expect(engine.json().errors[0].message).toBe(AIPQ_MESSAGES.engineInvalid);
    for (const bad of [-1, 2.5, 1_000_001, '10']) {
      const res = await req('PUT', url(sellerAccountId), admin, body('ocr', bad));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].message).toBe(M.quotaLimitInvalid);
    }
    expect((await req('PUT', url('abc'), admin, body('ocr', 5))).statusCode).toBe(400);
    expect(await limitCount()).toBe(0);
  });

  it('answers 404 for an account that does not exist', async () => {
    const res = await req('PUT', url(999_999), admin, body('ocr', 5));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(M.accountNotFound);
    expect((await req('GET', url(999_999), admin)).statusCode).toBe(404);
  });

  it("sets and removes an engine's limit; the account's quota uses it at once", async () => {
    const before = await req('GET', url(sellerAccountId), admin);
    expect(before.statusCode).toBe(200);
    expect(before.json().data.quotas).toContainEqual({ engine: 'ocr', monthlyLimit: null, defaultLimit: AIPQ_QUOTA_LIMITS.ocr });

    const set = await req('PUT', url(sellerAccountId), admin, body('ocr', 7));
    expect(set.statusCode).toBe(200);
    expect(set.json().data).toMatchObject({ accountId: sellerAccountId, accountName: 'Lakeside Bath & Kitchen' });
    expect(set.json().data.quotas).toContainEqual({ engine: 'ocr', monthlyLimit: 7, defaultLimit: AIPQ_QUOTA_LIMITS.ocr });
    const quota = await req('GET', `/api/v4/user/${sellerId}/aipq/quota?engine=ocr`, seller);
    expect(quota.json().data.Quota).toMatchObject({ engine: 'ocr', limit: 7 });
    expect(await sqlOne(t, "select updated_by from aipq_quota_limits where engine = 'ocr'")).toEqual({ updated_by: adminId });

    expect((await req('PUT', url(sellerAccountId), admin, body('ocr', 0))).json().data.quotas).toContainEqual({ engine: 'ocr', monthlyLimit: 0, defaultLimit: AIPQ_QUOTA_LIMITS.ocr });
    const cleared = await req('PUT', url(sellerAccountId), admin, body('ocr', null));
    expect(cleared.json().data.quotas).toContainEqual({ engine: 'ocr', monthlyLimit: null, defaultLimit: AIPQ_QUOTA_LIMITS.ocr });
    expect((await req('GET', `/api/v4/user/${sellerId}/aipq/quota?engine=ocr`, seller)).json().data.Quota.limit).toBe(AIPQ_QUOTA_LIMITS.ocr);
    expect(await limitCount()).toBe(0);
  });
});

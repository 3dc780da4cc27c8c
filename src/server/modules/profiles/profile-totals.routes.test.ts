import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES as M } from '#shared/lib/profile-messages';
import { createTestServer, type TestServer } from '#server/test/server';

let t: TestServer;
let token: string;
let other: string;
let userId: number;
let accountId: number;
let profileId: number;
let otherProfileId: number;
let specIds: number[];

async function sql<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  return (await t.database.pool.query(text, params)).rows as T[];
}

/** A specbook of the profile created at `createdAt`, with spec lines [specIndex, qty, list, sale, cost, status, optional]. */
async function specbook(name: string, createdAt: string, lines: [number, number, string, string, string | null, string, boolean][]) {
  const [{ id }] = (await sql<{ id: number }>(
    `insert into specbooks (account_id, user_id, profile_id, name, created_at, updated_at) values ($1, $2, $3, $4, $5, $5) returning id`,
    [accountId, userId, profileId, name, createdAt],
  )) as [{ id: number }];
  for (const [spec, qty, list, sale, cost, status, optional] of lines) {
    await sql(
      `insert into spec_specbooks (account_id, specbook_id, spec_id, quantity, list_price, sale_price, cost, status, is_optional) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [accountId, id, specIds[spec], qty, list, sale, cost, status, optional],
    );
  }
}

beforeAll(async () => {
  t = await createTestServer();
  token = await t.login('seller@specfolio.test');
  other = await t.login('other@specfolio.test');
  [{ id: userId, account_id: accountId }] = (await sql<{ id: number; account_id: number }>(`select id, account_id from users where email = 'seller@specfolio.test'`)) as [
    { id: number; account_id: number },
  ];
  [{ id: otherProfileId }] = (await sql<{ id: number }>(`select id from profiles where name = 'Bayview Apartments'`)) as [{ id: number }];
  specIds = (await sql<{ id: number }>(`select id from specs order by id limit 3`)).map((r) => r.id);
  const created = await t.app.inject({
    method: 'POST',
    url: `/api/v4/user/${userId}/profile`,
    headers: { authorization: `Bearer ${token}` },
    payload: { createProfileRequest: { Profile: { name: 'Totals Test' } } },
  });
  profileId = created.json().data.id;
  await specbook('March', '2026-03-10T15:00:00Z', [
    [0, 2, '100.00', '80.00', '50.00', 'open', false],
    [1, 1, '200.00', '150.00', null, 'approved', false],
    [2, 1, '999.00', '999.00', null, 'open', true],
  ]);
  await specbook('May', '2026-05-02T09:00:00Z', [[0, 1, '100.00', '90.00', null, 'rejected', false]]);
  await specbook('Old', '2025-12-31T23:00:00Z', [[2, 5, '10.00', '10.00', null, 'open', false]]);
});
afterAll(() => t.close());

const get = (path: string, as: string | null = token, id = profileId) =>
  t.app.inject({ method: 'GET', url: `/api/v4/user/${userId}/profile/${id}${path}`, ...(as ? { headers: { authorization: `Bearer ${as}` } } : {}) });

describe('GET {u}/profile/{id}/totals', () => {
  it('counts the specbooks created in the period and sums their quoted and approved lines', async () => {
    const res = await get('/totals?startDate=2026-01-01&endDate=2026-06-30');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      startDate: '2026-01-01',
      endDate: '2026-06-30',
      count: 2,
      totals: {
        quoted: { list: '400.00', sale: '310.00', cost: '100.00', profit: '210.00', subtotalAsCurrency: '$310.00', listTotalAsCurrency: '$400.00' },
        approved: { list: '200.00', sale: '150.00', cost: '0.00', profit: '150.00', subtotalAsCurrency: '$150.00', listTotalAsCurrency: '$200.00' },
      },
    });
  });

  it('includes both end days', async () => {
    const res = await get('/totals?startDate=2026-03-10&endDate=2026-05-02');
    expect(res.json().data.count).toBe(2);
    expect((await get('/totals?startDate=2025-12-31&endDate=2025-12-31')).json().data).toMatchObject({ count: 1, totals: { quoted: { sale: '50.00' } } });
  });

  it('400 for a date that is not YYYY-MM-DD or an end before the start', async () => {
    const bad = await get('/totals?startDate=03/01/2026&endDate=2026-06-30');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toEqual({ field: 'startDate', message: M.dateInvalid('startDate') });
    const missing = await get('/totals?startDate=2026-01-01');
    expect(missing.json().errors[0]).toEqual({ field: 'endDate', message: M.dateInvalid('endDate') });
    const reversed = await get('/totals?startDate=2026-06-30&endDate=2026-01-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors[0].message).toBe(M.rangeInvalid);
  });

  it('404 for another account’s profile, 401 without a token', async () => {
    expect((await get('/totals?startDate=2026-01-01&endDate=2026-06-30', token, otherProfileId)).statusCode).toBe(404);
    expect((await get('/totals?startDate=2026-01-01&endDate=2026-06-30', other)).statusCode).toBe(404);
    expect((await get('/totals?startDate=2026-01-01&endDate=2026-06-30', null)).statusCode).toBe(401);
  });
});

describe('GET {u}/profile/{id}/totals/graph', () => {
  it('answers one group per month, empty months included', async () => {
    const res = await get('/totals/graph?startDate=2026-02-01&endDate=2026-05-31');
    expect(res.statusCode).toBe(200);
    const groups = res.json().data as { createdAt: string; count: number; totals: { quoted: { list: string; sale: string } } }[];
    expect(groups.map((g) => [g.createdAt, g.count, g.totals.quoted.list, g.totals.quoted.sale])).toEqual([
      ['2026-02-01', 0, '0.00', '0.00'],
      ['2026-03-01', 1, '400.00', '310.00'],
      ['2026-04-01', 0, '0.00', '0.00'],
      ['2026-05-01', 1, '0.00', '0.00'],
    ]);
  });

  it('400 for a bad date, 404 for another account’s profile, 401 without a token', async () => {
    expect((await get('/totals/graph?startDate=2026-02-30&endDate=2026-05-31')).statusCode).toBe(400);
    expect((await get('/totals/graph?startDate=2026-02-01&endDate=2026-05-31', token, otherProfileId)).statusCode).toBe(404);
    expect((await get('/totals/graph?startDate=2026-02-01&endDate=2026-05-31', null)).statusCode).toBe(401);
  });
});

describe('GET {u}/profile/{id}/top-sellers', () => {
  it('ranks the specs by quoted sale total over all the profile’s specbooks', async () => {
    const res = await get('/top-sellers');
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as { specID: number; qty: number; sale: string; list: string; name: string; manufacturerName: string }[];
    expect(rows.map((r) => [r.specID, r.qty, r.list, r.sale])).toEqual([
      [specIds[0], 2, '200.00', '160.00'],
      [specIds[1], 1, '200.00', '150.00'],
      [specIds[2], 5, '50.00', '50.00'],
    ]);
    expect(rows[0]!.name).toBeTruthy();
    expect(rows[0]!.manufacturerName).toBeTruthy();
  });

  it('404 for another account’s profile or a malformed id, 401 without a token', async () => {
    expect((await get('/top-sellers', token, otherProfileId)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/v4/user/${userId}/profile/abc/top-sellers`, headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(404);
    expect((await get('/top-sellers', null)).statusCode).toBe(401);
  });
});

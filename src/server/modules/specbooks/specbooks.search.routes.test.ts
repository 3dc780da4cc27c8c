import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '#server/test/server';

let t: TestServer;
let token: string;
let userId: number;
let otherToken: string;
beforeAll(async () => {
  t = await createTestServer();
  token = await t.login('seller@specfolio.test');
  otherToken = await t.login('other@specfolio.test');
  userId = (await t.app.inject({ method: 'GET', url: '/api/v4/user/me', headers: { authorization: `Bearer ${token}` } })).json().data.id;
});
afterAll(() => t.close());

const search = (payload: unknown, as = token, user = userId) =>
  t.app.inject({ method: 'POST', url: `/api/v4/user/${user}/specbook/search`, headers: as ? { authorization: `Bearer ${as}` } : {}, payload: payload as object });
const names = (res: { json(): { data: { name: string }[] } }) => res.json().data.map((s) => s.name);

describe('POST {u}/specbook/search (searchSpecbooksRequest)', () => {
  it('searches names within a profile filter', async () => {
    const { rows } = await t.database.pool.query(`select id from profiles where name = 'Johnson Residence'`);
    const res = await search({ searchSpecbooksRequest: { search: 'johnson', filter: { 'profile.id': rows[0].id } } });
    expect(res.statusCode).toBe(200);
    expect(names(res).sort()).toEqual(['Johnson Master Bath', 'Johnson Powder Room']);
    expect(res.json()._pagination).toMatchObject({ next: null });
    const none = await search({ searchSpecbooksRequest: { search: 'powder', filter: { profile: { id: 999999 } } } });
    expect(names(none)).toEqual([]);
  });

  it("never answers another account's specbooks", async () => {
    const res = await search({ searchSpecbooksRequest: { search: 'bayview' } });
    expect(names(res)).toEqual([]);
  });

  it('answers 400 for a body without its envelope or an unknown filter field', async () => {
    const bare = await search({ search: 'johnson' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toContain('searchSpecbooksRequest');
    const unknown = await search({ searchSpecbooksRequest: { filter: { color: 'red' } } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0]).toMatchObject({ field: 'filter.color' });
  });

  it('answers 401 without a token and 404 under another user', async () => {
    expect((await search({ searchSpecbooksRequest: {} }, '')).statusCode).toBe(401);
    expect((await search({ searchSpecbooksRequest: {} }, otherToken)).statusCode).toBe(404);
  });
});

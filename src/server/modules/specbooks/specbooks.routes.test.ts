import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '#server/test/server';

let t: TestServer;
let token: string;
let userId: number;
beforeAll(async () => {
  t = await createTestServer();
  token = await t.login('seller@specfolio.test');
  userId = (await t.app.inject({ method: 'GET', url: '/api/v4/user/me', headers: { authorization: `Bearer ${token}` } })).json().data.id;
});
afterAll(() => t.close());

const list = (query: string, as = token, user = userId) =>
  t.app.inject({ method: 'GET', url: `/api/v4/user/${user}/specbook${query}`, headers: { authorization: `Bearer ${as}` } });

describe('GET /api/v4/user/{userId}/specbook', () => {
  it('lists the user’s specbooks pinned first, then most recently updated', async () => {
    const res = await list('');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.map((s: { name: string }) => s.name)).toEqual([
      'Johnson Master Bath',
      'Johnson Powder Room',
      'Oak Street Kitchen',
      'Oak Street Guest Bath',
      'Patel Kitchen Lighting',
      'Harper Residence Selections',
    ]);
    expect(body.data[0]).toMatchObject({ specbookID: body.data[0].id, profileName: 'Johnson Residence' });
    expect(body._pagination).toMatchObject({ base: '/api', perPage: 24, next: null, path: `/api/v4/user/${userId}/specbook` });
  });

  it('searches specbook and profile names (header search)', async () => {
    const byBook = (await list('?search=powder')).json().data;
    expect(byBook.map((s: { name: string }) => s.name)).toEqual(['Johnson Powder Room']);
    const byProfile = (await list('?search=oak%20street')).json().data;
    expect(byProfile).toHaveLength(2);
    expect((await list('?search=zzzz-no-match')).json().data).toEqual([]);
  });

  it('pages with a cursor in the next link until every row was seen once', async () => {
    const seen: string[] = [];
    let url: string | null = `/api/v4/user/${userId}/specbook?perPage=2`;
    while (url) {
      const res: { statusCode: number; json(): { data: { name: string }[]; _pagination: { next: string | null } } } =
        await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      seen.push(...body.data.map((s) => s.name));
      url = body._pagination.next;
    }
    expect(seen).toHaveLength(6);
    expect(new Set(seen).size).toBe(6);
  });

  it('answers 400 for a bad cursor or page size, 401 without a token, 404 for another user', async () => {
    expect((await list('?cursor=not-a-cursor')).statusCode).toBe(400);
    const bad = await list('?perPage=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ field: 'perPage' });
    expect((await t.app.inject({ method: 'GET', url: `/api/v4/user/${userId}/specbook` })).statusCode).toBe(401);
    const other = await t.login('other@specfolio.test');
    expect((await list('', other)).statusCode).toBe(404);
  });

  it('never shows another account’s specbooks', async () => {
    const other = await t.login('other@specfolio.test');
    const otherId = (await t.app.inject({ method: 'GET', url: '/api/v4/user/me', headers: { authorization: `Bearer ${other}` } })).json().data.id;
    const names = (await list('', other, otherId)).json().data.map((s: { name: string }) => s.name);
    expect(names).toEqual(expect.arrayContaining(['Bayview Unit Fixtures']));
    expect(names).not.toContain('Johnson Master Bath');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '#server/test/server';
import { COLLAB_MESSAGES as M } from '#shared/lib/collab-messages';
import { bearer, seedRoomAndSpec, specbookNamed, sqlCount } from '#server/modules/notifications/collab-test-kit';

let t: TestServer;
let seller: string;
let other: string;
let specbookId: number;
let joinId: number;
let otherSpecbookId: number;
let otherJoinId: number;

beforeAll(async () => {
  t = await createTestServer();
  [seller, other] = await Promise.all([t.login('seller@specfolio.test'), t.login('other@specfolio.test')]);
  const sb = await specbookNamed(t, 'Johnson Master Bath');
  specbookId = sb.id;
  joinId = (await seedRoomAndSpec(t, sb, 'Vanity wall')).joinId;
  const osb = await specbookNamed(t, 'Bayview Unit Fixtures');
  otherSpecbookId = osb.id;
  otherJoinId = (await seedRoomAndSpec(t, osb, null)).joinId;
});
afterAll(() => t.close());

const url = (sb = specbookId, join = joinId) => `/api/v5/specbooks/${sb}/specs/${join}/comments`;
const post = (payload: unknown, token = seller, target = url()) =>
  t.app.inject({ method: 'POST', url: target, headers: token ? bearer(token) : {}, payload: payload as object });
const get = (token = seller, target = url()) => t.app.inject({ method: 'GET', url: target, headers: token ? bearer(token) : {} });

describe('GET/POST /api/v5/specbooks/{specbook}/specs/{specbookSpec}/comments', () => {
  it('creates a comment on the spec and lists it, the same list as the v4 path', async () => {
    const created = await post({ Comment: { body: 'Brushed nickel, please' } });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ body: 'Brushed nickel, please', email: 'seller@specfolio.test' });
    const list = await get();
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((c: { body: string }) => c.body)).toContain('Brushed nickel, please');
    const sellerId = (await t.app.inject({ method: 'GET', url: '/api/v4/user/me', headers: bearer(seller) })).json().data.id;
    const v4 = await t.app.inject({ method: 'GET', url: `/api/v4/user/${sellerId}/specbook/${specbookId}/specs/${joinId}/comments`, headers: bearer(seller) });
    expect(v4.json().data).toEqual(list.json().data);
  });

  it("refuses an empty comment with 400 and the spec's message", async () => {
    const before = await sqlCount(t, 'comments');
    const res = await post({ createSpecSpecbookCommentRequest: { Comment: { body: '' } } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toBe(M.commentRequired);
    expect(await sqlCount(t, 'comments')).toBe(before);
  });

  it("answers 401 without a token and 404 for another account's specbook or spec", async () => {
    expect((await get('')).statusCode).toBe(401);
    expect((await post({ Comment: 'x' }, '')).statusCode).toBe(401);
    expect((await get(seller, url(otherSpecbookId, otherJoinId))).statusCode).toBe(404);
    expect((await post({ Comment: 'x' }, other)).statusCode).toBe(404);
    expect((await get(seller, url(specbookId, otherJoinId))).statusCode).toBe(404);
  });
});

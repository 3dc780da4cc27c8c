import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '#server/test/server';
import { COLLAB_MESSAGES as M } from '#shared/lib/collab-messages';
import { bearer, fieldNamed, seedRoomAndSpec, specbookNamed, sqlCount, sqlOne, userIdOf } from '#server/modules/notifications/collab-test-kit';

let t: TestServer;
let seller: string;
let admin: string;
let other: string;
let sellerId: number;
let adminId: number;
let otherId: number;
let specbookId: number;
let otherSpecbookId: number;
let categoryId: number;
let joinId: number;
let otherJoinId: number;

const one = <T>(sql: string, params: unknown[] = []) => sqlOne<T>(t, sql, params);

beforeAll(async () => {
  t = await createTestServer();
  [seller, admin, other] = await Promise.all([t.login('seller@specfolio.test'), t.login('admin@specfolio.test'), t.login('other@specfolio.test')]);
  [sellerId, adminId, otherId] = await Promise.all([
    userIdOf(t, 'seller@specfolio.test'),
    userIdOf(t, 'admin@specfolio.test'),
    userIdOf(t, 'other@specfolio.test'),
  ]);
  const sb = await specbookNamed(t, 'Johnson Master Bath');
  specbookId = sb.id;
  const osb = await specbookNamed(t, 'Bayview Unit Fixtures');
  otherSpecbookId = osb.id;
  ({ categoryId, joinId } = (await seedRoomAndSpec(t, sb, 'Vanity wall')) as { categoryId: number; joinId: number });
  otherJoinId = (await seedRoomAndSpec(t, osb, null)).joinId;
});
afterAll(() => t.close());

const auth = bearer;
const base = (user = sellerId, sb = specbookId) => `/api/v4/user/${user}/specbook/${sb}`;
const body = (text: unknown) => ({ createSpecSpecbookCommentRequest: { Comment: { body: text } } });
const count = () => sqlCount(t, 'comments');
const post = (url: string, payload: unknown, token = seller) => t.app.inject({ method: 'POST', url, headers: auth(token), payload: payload as object });
const get = (url: string, token = seller) => t.app.inject({ method: 'GET', url, headers: auth(token) });

describe('comments on a specbook, a room and a spec', () => {
  it('creates a specbook comment as the caller and lists it newest first', async () => {
    const first = await post(`${base()}/comments`, body('First look'));
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ body: 'First look', name: 'Maya Thompson', email: 'seller@specfolio.test' });
    expect(first.json().data.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const second = await post(`${base()}/comments`, { Comment: { body: '  Second  ' } });
    expect(second.statusCode).toBe(201);
    expect(second.json().data.body).toBe('Second');
    const list = await get(`${base()}/comments`);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((c: { body: string }) => c.body)).toEqual(['Second', 'First look']);
    const row = await one<{ category_id: number | null; spec_specbook_id: number | null; user_id: number }>(
      'select category_id, spec_specbook_id, user_id from comments where id = $1',
      [first.json().data.id],
    );
    expect(row).toEqual({ category_id: null, spec_specbook_id: null, user_id: sellerId });
  });

  it('keeps room and spec comments apart from the specbook list', async () => {
    const room = await post(`${base()}/categories/${categoryId}/comments`, { Comment: 'Tile to the ceiling?' });
    expect(room.statusCode).toBe(201);
    const spec = await post(`${base()}/specs/${joinId}/comments`, body('Chrome or brass?'));
    expect(spec.statusCode).toBe(201);
    expect((await get(`${base()}/categories/${categoryId}/comments`)).json().data.map((c: { body: string }) => c.body)).toEqual(['Tile to the ceiling?']);
    expect((await get(`${base()}/specs/${joinId}/comments`)).json().data.map((c: { body: string }) => c.body)).toEqual(['Chrome or brass?']);
    expect((await get(`${base()}/comments`)).json().data.map((c: { body: string }) => c.body)).not.toContain('Chrome or brass?');
    const specRow = await one<{ category_id: number; spec_specbook_id: number }>('select category_id, spec_specbook_id from comments where id = $1', [spec.json().data.id]);
    expect(specRow).toEqual({ category_id: categoryId, spec_specbook_id: joinId });
  });

  it('notifies the owner (NewComment) when someone else comments, not when the owner does', async () => {
    const before = Number((await one<{ n: string }>("select count(*) as n from notifications where type = 'NewComment'")).n);
    await post(`${base()}/comments`, body('Owner note'));
    expect(Number((await one<{ n: string }>("select count(*) as n from notifications where type = 'NewComment'")).n)).toBe(before);
    const res = await post(`${base(adminId)}/specs/${joinId}/comments`, body('Please confirm the finish'), admin);
    expect(res.statusCode).toBe(201);
    const n = await one<{ user_id: number; specbook_id: number; message: string; data: Record<string, unknown>; ref: Record<string, unknown> }>(
      "select user_id, specbook_id, message, data, ref from notifications where type = 'NewComment' order by id desc limit 1",
    );
    expect(n.user_id).toBe(sellerId);
    expect(n.specbook_id).toBe(specbookId);
    expect(n.message).toMatch(/^Sam Rivera commented on /);
    expect(n.data).toMatchObject({ thing: 'spec', body: 'Please confirm the finish', category_name: 'Vanity wall', user: { name: 'Sam Rivera', email: 'admin@specfolio.test', type: 'user' } });
    expect(n.ref).toMatchObject({ specbook_id: specbookId, comment_id: res.json().data.id, spec_specbook_id: joinId, join_id: joinId, category_id: categoryId });
  });

  it('answers 400 with the rule’s message and stores nothing', async () => {
    const before = await count();
    for (const [payload, message] of [
      [body(''), M.commentRequired],
      [body('   '), M.commentRequired],
      [{ Comment: {} }, M.commentRequired],
      [body('x'.repeat(2001)), M.commentTooLong],
    ] as const) {
      const res = await post(`${base()}/comments`, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message, errors: [{ field: fieldNamed('body'), message }] });
    }
    const noEnvelope = await post(`${base()}/comments`, { body: 'hi' });
    expect(noEnvelope.statusCode).toBe(400);
    expect((await post(`${base()}/comments`, body('x'.repeat(2000)))).statusCode).toBe(201);
    expect(await count()).toBe(before + 1);
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${base()}/comments` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: `${base()}/comments`, payload: body('hi') })).statusCode).toBe(401);
  });

  it('answers 404 for another tenant’s specbook, room or spec and for missing ids', async () => {
    const before = await count();
    expect((await get(`${base(otherId)}/comments`, other)).statusCode).toBe(404);
    expect((await get(`${base(otherId, otherSpecbookId)}/comments`, other)).statusCode).toBe(200);
    expect((await get(`${base(sellerId, otherSpecbookId)}/comments`)).statusCode).toBe(404);
    expect((await post(`${base(sellerId, otherSpecbookId)}/comments`, body('x'))).statusCode).toBe(404);
    expect((await post(`${base(otherId, otherSpecbookId)}/specs/${joinId}/comments`, body('x'), other)).statusCode).toBe(404);
    expect((await post(`${base(otherId, otherSpecbookId)}/categories/${categoryId}/comments`, body('x'), other)).statusCode).toBe(404);
    expect((await post(`${base()}/specs/${otherJoinId}/comments`, body('x'))).statusCode).toBe(404);
    expect((await get(`${base()}/specs/999999/comments`)).statusCode).toBe(404);
    expect((await get(`${base()}/categories/abc/comments`)).statusCode).toBe(404);
    expect((await get(`${base(sellerId, 999999)}/comments`)).statusCode).toBe(404);
    expect((await get(`${base(otherId)}/comments`)).statusCode).toBe(404);
    expect(await count()).toBe(before);
  });
});

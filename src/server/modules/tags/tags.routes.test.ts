import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '#server/test/server';
import { COLLAB_MESSAGES as M } from '#shared/lib/collab-messages';
import { bearer, fieldNamed, seedRoomAndSpec, specbookNamed, sqlCount, twoSellers } from '#server/modules/notifications/collab-test-kit';

let t: TestServer;
let seller: string;
let other: string;
let sellerId: number;
let otherId: number;
let specbook: { id: number; accountId: number };
let otherSpecbook: { id: number; accountId: number };
let joinA: number;
let joinB: number;
let otherJoin: number;

beforeAll(async () => {
  t = await createTestServer();
  ({ seller, other, sellerId, otherId } = await twoSellers(t));
  specbook = await specbookNamed(t, 'Johnson Master Bath');
  otherSpecbook = await specbookNamed(t, 'Bayview Unit Fixtures');
  joinA = (await seedRoomAndSpec(t, specbook, 'Shower')).joinId;
  joinB = (await seedRoomAndSpec(t, specbook, null)).joinId;
  otherJoin = (await seedRoomAndSpec(t, otherSpecbook, null)).joinId;
});
afterAll(() => t.close());

const req = (method: 'GET' | 'POST' | 'DELETE', url: string, token = seller, payload?: object) =>
  t.app.inject({ method, url: `/api/v4/user/${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
const create = (name: unknown, token = seller, user = sellerId) => req('POST', `${user}/tags`, token, { createTagRequest: { Tag: { name } } });
const specTags = (join: number, sb = specbook.id, user = sellerId) => `${user}/specbook/${sb}/specs/${join}/tags`;

describe('POST {u}/tags', () => {
  it('creates a tag, and answers the existing one for the same name in any case', async () => {
    const res = await create('  Brushed Nickel ');
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ name: 'Brushed Nickel', userId: sellerId, specbookId: null, projectId: null, specSpecbookId: [], metadata: { cluster: null, version: 1 } });
    const again = await create('brushed nickel');
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(res.json().data.id);
    expect(await sqlCount(t, 'tags', 'user_id = $1', [sellerId])).toBe(1);
  });

  it('answers 400 beyond 45 characters or when empty, storing nothing', async () => {
    const before = await sqlCount(t, 'tags');
    const long = await create('x'.repeat(46));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ message: M.tagTooLong, errors: [{ field: fieldNamed('name'), message: M.tagTooLong }] });
    expect((await create('')).json().message).toBe(M.tagRequired);
    expect((await req('POST', `${sellerId}/tags`, seller, { Tag: { name: 'x' } })).statusCode).toBe(400);
    expect(await sqlCount(t, 'tags')).toBe(before);
    expect((await create('y'.repeat(45))).statusCode).toBe(201);
  });

  it('answers 401 without a token and 404 for another user’s path', async () => {
    expect((await t.app.inject({ method: 'POST', url: `/api/v4/user/${sellerId}/tags`, payload: { createTagRequest: { Tag: { name: 'a' } } } })).statusCode).toBe(401);
    expect((await create('Sneaky', other, sellerId)).statusCode).toBe(404);
    expect(await sqlCount(t, 'tags', "name = 'Sneaky'")).toBe(0);
  });
});

describe('GET {u}/tags?searchTerms=', () => {
  it('finds the user’s tags, prefix matches first; empty terms answer nothing', async () => {
    await create('Nickel');
    await create('Polished Nickel');
    await create('Matte Black');
    await create('Grey%');
    const res = await req('GET', `${sellerId}/tags?searchTerms=nick`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((x: { name: string }) => x.name)).toEqual(['Nickel', 'Brushed Nickel', 'Polished Nickel']);
    expect((await req('GET', `${sellerId}/tags?searchTerms=`)).json().data).toEqual([]);
    expect((await req('GET', `${sellerId}/tags`)).json().data).toEqual([]);
    expect((await req('GET', `${sellerId}/tags?searchTerms=%25`)).json().data.map((x: { name: string }) => x.name)).toEqual(['Grey%']);
  });

  it('never shows another account’s tags; 401 and 404 as usual', async () => {
    await create('Harbor Nickel', other, otherId);
    const mine = (await req('GET', `${sellerId}/tags?searchTerms=harbor`)).json().data;
    expect(mine).toEqual([]);
    expect((await req('GET', `${otherId}/tags?searchTerms=nickel`, other)).json().data.map((x: { name: string }) => x.name)).toEqual(['Harbor Nickel']);
    expect((await t.app.inject({ method: 'GET', url: `/api/v4/user/${sellerId}/tags?searchTerms=a` })).statusCode).toBe(401);
    expect((await req('GET', `${sellerId}/tags?searchTerms=a`, other)).statusCode).toBe(404);
  });
});

describe('tags of a spec in a specbook', () => {
  it('attaches idempotently, lists, and detaches with removeLast', async () => {
    const tag = (await create('Approved finish')).json().data;
    const first = await req('POST', `${specTags(joinA)}/${tag.id}`);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ joinID: joinA, tag: { id: tag.id, specbookId: specbook.id, specSpecbookId: [String(joinA)] } });
    expect((await req('POST', `${specTags(joinA)}/${tag.id}`)).statusCode).toBe(200);
    await req('POST', `${specTags(joinB)}/${tag.id}`);
    expect(await sqlCount(t, 'spec_specbook_tags', 'tag_id = $1', [tag.id])).toBe(2);

    const list = await req('GET', specTags(joinA));
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([expect.objectContaining({ id: tag.id, name: 'Approved finish', specSpecbookId: [String(joinA), String(joinB)] })]);
    expect((await req('GET', specTags(joinB))).json().data).toHaveLength(1);

    const detachA = await req('DELETE', `${specTags(joinA)}/${tag.id}`);
    expect(detachA.statusCode).toBe(200);
    expect(detachA.json().data).toMatchObject({ joinID: joinA, removeLast: false, tag: { specSpecbookId: [String(joinB)] } });
    const detachB = await req('DELETE', `${specTags(joinB)}/${tag.id}`);
    expect(detachB.json().data).toMatchObject({ joinID: joinB, removeLast: true, tag: { specSpecbookId: [] } });
    expect(await sqlCount(t, 'spec_specbook_tags', 'tag_id = $1', [tag.id])).toBe(0);
    expect((await req('GET', specTags(joinA))).json().data).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/v4/user/${specTags(joinA)}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: `/api/v4/user/${specTags(joinA)}/1` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v4/user/${specTags(joinA)}/1` })).statusCode).toBe(401);
  });

  it('answers 404 across tenants and for missing specs or tags, changing nothing', async () => {
    const mine = (await create('Lakeside only')).json().data;
    const theirs = (await create('Harbor only', other, otherId)).json().data;
    const before = await sqlCount(t, 'spec_specbook_tags');
    expect((await req('GET', specTags(otherJoin, otherSpecbook.id))).statusCode).toBe(404);
    expect((await req('GET', specTags(otherJoin))).statusCode).toBe(404);
    expect((await req('POST', `${specTags(joinA)}/${theirs.id}`)).statusCode).toBe(404);
    expect((await req('POST', `${specTags(otherJoin, otherSpecbook.id, otherId)}/${mine.id}`, other)).statusCode).toBe(404);
    expect((await req('POST', `${specTags(joinA, specbook.id, otherId)}/${theirs.id}`, other)).statusCode).toBe(404);
    expect((await req('DELETE', `${specTags(joinA, specbook.id, otherId)}/${mine.id}`, other)).statusCode).toBe(404);
    expect((await req('POST', `${specTags(joinA)}/999999`)).statusCode).toBe(404);
    expect((await req('POST', `${specTags(999999)}/${mine.id}`)).statusCode).toBe(404);
    expect((await req('GET', specTags(joinA, 999999))).statusCode).toBe(404);
    expect((await req('DELETE', `${specTags(joinA)}/abc`)).statusCode).toBe(404);
    expect(await sqlCount(t, 'spec_specbook_tags')).toBe(before);
  });
});

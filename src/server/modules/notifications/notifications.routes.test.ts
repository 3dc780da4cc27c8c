import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '#server/test/server';
import { COLLAB_MESSAGES as M } from '#shared/lib/collab-messages';
import { bearer, fieldNamed, specbookNamed, sqlCount, sqlOne, twoSellers } from './collab-test-kit';
import { createActivityNotification, type ActivityInput } from './notifications.service';

let t: TestServer;
let seller: string;
let other: string;
let sellerId: number;
let otherId: number;
let specbook: { id: number; accountId: number; userId: number };
let specbook2: { id: number; accountId: number; userId: number };
let otherSpecbook: { id: number; accountId: number; userId: number };

const activity = (sb: typeof specbook, type: ActivityInput['type'], message: string): ActivityInput => ({
  accountId: sb.accountId,
  userId: sb.userId,
  specbookId: sb.id,
  type,
  message,
  data: { name: 'Faucet', thing: 'spec' },
  ref: { specbook_id: sb.id, spec_specbook_id: 1, join_id: 1 },
});

beforeAll(async () => {
  t = await createTestServer();
  ({ seller, other, sellerId, otherId } = await twoSellers(t));
  specbook = await specbookNamed(t, 'Johnson Master Bath');
  specbook2 = await specbookNamed(t, 'Oak Street Kitchen');
  otherSpecbook = await specbookNamed(t, 'Bayview Unit Fixtures');
});
afterAll(() => t.close());

const req = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token = seller, payload?: object) =>
  t.app.inject({ method, url: `/api/v4/user/${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
const records = (sb = specbook.id, user = sellerId) => `${user}/specbook/${sb}/notifications`;
const created = (fields: Record<string, unknown>) => ({ createNotificationRequest: { Notification: fields } });
const updated = (fields: Record<string, unknown>) => ({ updateNotificationRequest: { Notification: fields } });

describe('activity notifications', () => {
  it('lists the user’s activity unread first, newest first, with filters and pages', async () => {
    const db = t.database.db;
    await createActivityNotification(db, activity(specbook, 'SpecSpecbookApproved', 'Faucet approved'));
    await createActivityNotification(db, activity(specbook, 'SpecSpecbookRejected', 'Faucet rejected'));
    await createActivityNotification(db, activity(specbook2, 'NewComment', 'New comment'));
    await createActivityNotification(db, activity(otherSpecbook, 'NewComment', 'Harbor comment'));
    await t.database.pool.query("update notifications set has_read = true where message = 'Faucet rejected'");
    await req('POST', records(), seller, created({ message: 'Not an activity' }));

    const res = await req('GET', `${sellerId}/notifications`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.map((n: { message: string }) => n.message)).toEqual(['New comment', 'Faucet approved', 'Faucet rejected']);
    expect(body.data[0]).toMatchObject({ type: 'NewComment', data: { name: 'Faucet', thing: 'spec' }, ref: { specbook_id: specbook2.id }, hasRead: false });
    expect(body.meta).toMatchObject({ total: 3, current_page: 1 });
    const bySpecbook = (await req('GET', `${sellerId}/notifications?specbookId=${specbook.id}&type=SpecSpecbookApproved`)).json();
    expect(bySpecbook.data.map((n: { message: string }) => n.message)).toEqual(['Faucet approved']);
    const paged = (await req('GET', `${sellerId}/notifications?perPage=2&page=2`)).json();
    expect(paged.data).toHaveLength(1);
    expect(paged._pagination).toMatchObject({ currentPage: 2, lastPage: 2, total: 3 });
  });

  it('answers the flat shape beside the full one: reference{specbookId, categoryId, joinId, specbookSpecId}, data{thing, name}', async () => {
    const list = (await req('GET', `${sellerId}/notifications?specbookId=${specbook.id}&type=SpecSpecbookApproved`)).json().data;
    expect(list[0]).toMatchObject({
      data: { thing: 'spec', name: 'Faucet' },
      ref: { specbook_id: specbook.id, spec_specbook_id: 1, join_id: 1 },
      reference: { specbookId: specbook.id, categoryId: null, joinId: 1, specbookSpecId: 1 },
    });
    await createActivityNotification(t.database.db, {
      ...activity(specbook2, 'NewComment', 'Room comment'),
      data: { name: 'Primary Bath', thing: 'category' },
      ref: { specbook_id: specbook2.id, category_id: 41, comment_id: 7 },
    });
    const onRoom = (await req('GET', `${sellerId}/notifications?specbookId=${specbook2.id}`)).json().data.find((n: { message: string }) => n.message === 'Room comment');
    expect(onRoom.reference).toEqual({ specbookId: specbook2.id, categoryId: 41, joinId: null, specbookSpecId: null });
    await t.database.pool.query("delete from notifications where message = 'Room comment'");
  });

  it('dismisses one by deleting it; another user’s or a missing one answers 404', async () => {
    const list = (await req('GET', `${sellerId}/notifications`)).json().data;
    const target = list[0].id;
    const harbor = (await sqlOne<{ id: number }>(t, "select id from notifications where message = 'Harbor comment'")).id;
    const record = (await sqlOne<{ id: number }>(t, "select id from notifications where message = 'Not an activity'")).id;
    expect((await req('DELETE', `${sellerId}/notifications/${harbor}`)).statusCode).toBe(404);
    expect((await req('DELETE', `${otherId}/notifications/${target}`, other)).statusCode).toBe(404);
    expect((await req('DELETE', `${sellerId}/notifications/${target}`, other)).statusCode).toBe(404);
    expect((await req('DELETE', `${sellerId}/notifications/${record}`)).statusCode).toBe(404);
    expect((await req('DELETE', `${sellerId}/notifications/999999`)).statusCode).toBe(404);
    expect(await sqlCount(t, 'notifications', 'id = any($1)', [[target, harbor, record]])).toBe(3);
    const res = await req('DELETE', `${sellerId}/notifications/${target}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ id: target });
    expect(await sqlCount(t, 'notifications', 'id = $1', [target])).toBe(0);
    expect((await req('GET', `${otherId}/notifications`, other)).json().data.map((n: { message: string }) => n.message)).toEqual(['Harbor comment']);
  });

  it('answers 400 for a bad query, 401 without a token, 404 for another user', async () => {
    const bad = await req('GET', `${sellerId}/notifications?type=Nope`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('type');
    expect((await req('GET', `${sellerId}/notifications?perPage=0`)).json().message).toBe('perPage must be at least 1.');
    expect((await t.app.inject({ method: 'GET', url: `/api/v4/user/${sellerId}/notifications` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v4/user/${sellerId}/notifications/1` })).statusCode).toBe(401);
    expect((await req('GET', `${sellerId}/notifications`, other)).statusCode).toBe(404);
  });
});

describe('specbook notification records', () => {
  it('creates, lists, updates and deletes records', async () => {
    const res = await req('POST', records(), seller, created({ message: '  Client viewed the e-Specbook ' }));
    expect(res.statusCode).toBe(201);
    const rec = res.json().data;
    expect(rec).toMatchObject({ specbookId: specbook.id, message: 'Client viewed the e-Specbook', hasRead: false, metadata: { cluster: null, version: 1 } });
    const list = (await req('GET', records())).json().data;
    expect(list[0]).toMatchObject({ id: rec.id });
    const patched = await req('PATCH', `${records()}/${rec.id}`, seller, updated({ hasRead: true }));
    expect(patched.statusCode).toBe(200);
    expect(patched.json().data).toMatchObject({ hasRead: true, message: 'Client viewed the e-Specbook' });
    expect((await sqlOne<{ has_read: boolean; user_id: number; type: string }>(t, 'select has_read, user_id, type from notifications where id = $1', [rec.id]))).toEqual({
      has_read: true,
      user_id: specbook.userId,
      type: 'SpecbookNotification',
    });
    const del = await req('DELETE', `${records()}/${rec.id}?cluster=main`);
    expect(del.statusCode).toBe(200);
    expect(await sqlCount(t, 'notifications', 'id = $1', [rec.id])).toBe(0);
    expect((await req('DELETE', `${records()}/${rec.id}`)).statusCode).toBe(404);
  });

  it('answers 400 with the messages and stores nothing', async () => {
    const before = await sqlCount(t, 'notifications');
    for (const [fields, message] of [
      [{}, M.notificationMessageRequired],
      [{ message: ' ' }, M.notificationMessageRequired],
      [{ message: 'x'.repeat(1001) }, M.notificationMessageTooLong],
    ] as const) {
      const res = await req('POST', records(), seller, created(fields));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message, errors: [{ field: fieldNamed('message'), message }] });
    }
    const rec = (await req('POST', records(), seller, created({ message: 'Keep me' }))).json().data;
    const bad = await req('PATCH', `${records()}/${rec.id}`, seller, updated({ hasRead: 'yes' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toEqual(fieldNamed('hasRead'));
    expect(await sqlCount(t, 'notifications')).toBe(before + 1);
    expect((await sqlOne<{ has_read: boolean }>(t, 'select has_read from notifications where id = $1', [rec.id])).has_read).toBe(false);
  });

  it('answers 401 without a token and 404 across tenants or for missing ids', async () => {
    const rec = (await req('POST', records(), seller, created({ message: 'Private' }))).json().data;
    expect((await t.app.inject({ method: 'GET', url: `/api/v4/user/${records()}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: `/api/v4/user/${records()}`, payload: created({ message: 'x' }) })).statusCode).toBe(401);
    expect((await req('GET', records(specbook.id, otherId), other)).statusCode).toBe(404);
    expect((await req('POST', records(specbook.id, otherId), other, created({ message: 'x' }))).statusCode).toBe(404);
    expect((await req('PATCH', `${records(specbook.id, otherId)}/${rec.id}`, other, updated({ hasRead: true }))).statusCode).toBe(404);
    expect((await req('DELETE', `${records(otherSpecbook.id, otherId)}/${rec.id}`, other)).statusCode).toBe(404);
    expect((await req('PATCH', `${records(specbook2.id)}/${rec.id}`, seller, updated({ hasRead: true }))).statusCode).toBe(404);
    expect((await req('GET', records(999999))).statusCode).toBe(404);
    expect((await req('DELETE', `${records()}/abc`)).statusCode).toBe(404);
    expect((await sqlOne<{ has_read: boolean }>(t, 'select has_read from notifications where id = $1', [rec.id])).has_read).toBe(false);
  });
});

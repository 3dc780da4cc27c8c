import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '#server/test/server';
import { bearer, userIdOf } from '#server/modules/notifications/collab-test-kit';
import { ANNOUNCEMENT_MESSAGES as M } from '#shared/lib/announcement-messages';
import type { TAnnouncement } from '#shared/schemas/announcement';

let t: TestServer;
let seller: string;
let other: string;
let admin: string;
let sellerId: number;
let otherId: number;
let adminId: number;

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const req = (method: Method, url: string, token: string | null, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const adminBase = (user = adminId) => `/api/v4/user/${user}/admin/announcements`;
const current = async (token: string, user: number) => {
  const res = await req('GET', `/api/v4/user/${user}/announcements`, token);
  expect(res.statusCode).toBe(200);
  return (res.json().data as TAnnouncement[]).map((a) => a.message);
};
const post = (Announcement: object, token: string | null = admin) => req('POST', adminBase(), token, { createAnnouncementRequest: { Announcement } });
const posted = async (Announcement: object): Promise<TAnnouncement> => {
  const res = await post(Announcement);
  expect(res.statusCode).toBe(201);
  return res.json().data;
};
const hoursFromNow = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

beforeAll(async () => {
  t = await createTestServer();
  [seller, other, admin] = await Promise.all([t.login('seller@specfolio.test'), t.login('other@specfolio.test'), t.login('admin@specfolio.test')]);
  [sellerId, otherId, adminId] = await Promise.all([userIdOf(t, 'seller@specfolio.test'), userIdOf(t, 'other@specfolio.test'), userIdOf(t, 'admin@specfolio.test')]);
});
afterAll(() => t.close());

describe('announcements', () => {
  it('answers 401 without a token', async () => {
    expect((await req('GET', `/api/v4/user/${sellerId}/announcements`, null)).statusCode).toBe(401);
    expect((await req('POST', `/api/v4/user/${sellerId}/announcements/1/dismiss`, null)).statusCode).toBe(401);
    expect((await req('GET', adminBase(), null)).statusCode).toBe(401);
    expect((await post({ message: 'x' }, null)).statusCode).toBe(401);
    expect((await req('PATCH', `${adminBase()}/1`, null, { updateAnnouncementRequest: { Announcement: {} } })).statusCode).toBe(401);
    expect((await req('DELETE', `${adminBase()}/1`, null)).statusCode).toBe(401);
  });

  it('answers 403 to anyone but the platform admin on the admin paths', async () => {
    expect((await req('GET', adminBase(sellerId), seller)).statusCode).toBe(403);
    expect((await req('POST', adminBase(sellerId), seller, { createAnnouncementRequest: { Announcement: { message: 'x' } } })).statusCode).toBe(403);
    expect((await req('DELETE', `${adminBase(sellerId)}/1`, seller)).statusCode).toBe(403);
  });

  it("answers 400 with the messages for a bad announcement", async () => {
    expect((await post({ message: '  ' })).json().errors[0].message).toBe(M.messageRequired);
    expect((await post({ message: 'x'.repeat(501) })).json().errors[0].message).toBe(M.messageTooLong);
    expect((await post({ message: 'x', level: 'loud' })).json().errors[0].message).toBe(M.levelInvalid);
    const window = await post({ message: 'x', startsAt: hoursFromNow(2), endsAt: hoursFromNow(1) });
    expect(window.statusCode).toBe(400);
    expect(window.json().errors[0]).toMatchObject({ field: expect.stringContaining('endsAt'), message: M.endBeforeStart });
  });

  it('shows active announcements in their window to every user until each dismisses them', async () => {
    const now = await posted({ message: 'Scheduled maintenance Sunday 2 am', level: 'warning' });
    await posted({ message: 'Not yet', startsAt: hoursFromNow(5) });
    await posted({ message: 'Already over', startsAt: hoursFromNow(-5), endsAt: hoursFromNow(-1) });
    expect(await current(seller, sellerId)).toEqual(['Scheduled maintenance Sunday 2 am']);
    expect(await current(other, otherId)).toEqual(['Scheduled maintenance Sunday 2 am']);
    const dismissed = await req('POST', `/api/v4/user/${sellerId}/announcements/${now.id}/dismiss`, seller);
    expect(dismissed.json().data).toEqual({ id: now.id });
    expect((await req('POST', `/api/v4/user/${sellerId}/announcements/${now.id}/dismiss`, seller)).statusCode).toBe(200);
    expect(await current(seller, sellerId)).toEqual([]);
    expect(await current(other, otherId)).toEqual(['Scheduled maintenance Sunday 2 am']);
    expect((await req('POST', `/api/v4/user/${sellerId}/announcements/999999/dismiss`, seller)).statusCode).toBe(404);
  });

  it('the admin lists, ends and deletes announcements', async () => {
    const a = await posted({ message: 'New catalogue live' });
    expect((await req('GET', adminBase(), admin)).json().data.map((x: TAnnouncement) => x.message)).toContain('New catalogue live');
    const ended = await req('PATCH', `${adminBase()}/${a.id}`, admin, { updateAnnouncementRequest: { Announcement: { active: false } } });
    expect(ended.json().data.active).toBe(false);
    expect(await current(other, otherId)).not.toContain('New catalogue live');
    expect((await req('DELETE', `${adminBase()}/${a.id}`, admin)).json().data).toEqual({ id: a.id });
    expect((await req('DELETE', `${adminBase()}/${a.id}`, admin)).statusCode).toBe(404);
    expect((await req('PATCH', `${adminBase()}/${a.id}`, admin, { updateAnnouncementRequest: { Announcement: { active: true } } })).statusCode).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '#server/test/server';
import { ALERT_MESSAGES as M } from '#shared/lib/alert-messages';
import { bearer, fieldNamed, specbookNamed, sqlCount, twoSellers } from '#server/modules/notifications/collab-test-kit';

let t: TestServer;
let seller: string;
let other: string;
let sellerId: number;
let otherId: number;
let specbookId: number;
let otherSpecbookId: number;

beforeAll(async () => {
  t = await createTestServer();
  ({ seller, other, sellerId, otherId } = await twoSellers(t));
  specbookId = (await specbookNamed(t, 'Johnson Powder Room')).id;
  otherSpecbookId = (await specbookNamed(t, 'Bayview Unit Fixtures')).id;
});
afterAll(() => t.close());

const path = (user = sellerId, sb = specbookId) => `/api/v4/user/${user}/specbook/${sb}/alerts`;
const req = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string | null = seller, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const body = (fields: Record<string, unknown>) => ({ createAlertRequest: { Alert: fields } });
const valid = {
  name: 'Fixture delivery',
  description: 'Vanities and faucets arrive at the site',
  startAlert: '2030-03-14',
  endAlert: '2030-03-14',
  timezone: 'America/Chicago',
  attendees: [{ email: 'Ellen.Johnson@example.com' }, { email: 'dana@studio.example' }],
};

async function create(fields: Record<string, unknown> = {}) {
  const res = await req('POST', path(), seller, body({ ...valid, ...fields }));
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number };
}

describe('alerts', () => {
  it('answers 401 without a token', async () => {
    expect((await req('GET', path(), null)).statusCode).toBe(401);
    expect((await req('POST', path(), null, body(valid))).statusCode).toBe(401);
    expect((await req('DELETE', `${path()}/1`, null)).statusCode).toBe(401);
  });

  it('adds an alert and answers it with its author and human start date', async () => {
    const res = await req('POST', path(), seller, body(valid));
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      specbookId,
      name: 'Fixture delivery',
      description: 'Vanities and faucets arrive at the site',
      startAlert: '2030-03-14T00:00:00',
      endAlert: '2030-03-14T00:00:00',
      allDayEvent: true,
      timezone: 'America/Chicago',
      attendees: [{ email: 'ellen.johnson@example.com' }, { email: 'dana@studio.example' }],
      createdBy: expect.any(String),
      formatStartDateForHumans: 'Thu, Mar 14, 2030',
    });
    expect(res.json().data.createdBy.length).toBeGreaterThan(0);
  });

  it('keeps a time of day and is not all-day then unless asked', async () => {
    const data = (await req('POST', path(), seller, body({ ...valid, startAlert: '2030-03-15T15:30', endAlert: '2030-03-15T16:00' }))).json().data;
    expect(data).toMatchObject({ startAlert: '2030-03-15T15:30:00', allDayEvent: false, formatStartDateForHumans: 'Fri, Mar 15, 2030, 3:30 PM' });
  });

  it("sends an alert without attendees to the specbook's owner", async () => {
    const { attendees, ...rest } = valid;
    void attendees;
    const res = await req('POST', path(), seller, body(rest));
    expect(res.statusCode).toBe(201);
    expect(res.json().data.attendees).toEqual([{ email: 'seller@specfolio.test' }]);
  });

  it('lists upcoming alerts soonest first, then past ones latest first', async () => {
    const soon = await create({ name: 'Soon', startAlert: '2029-01-02', endAlert: '2029-01-02' });
    const later = await create({ name: 'Later', startAlert: '2031-06-01', endAlert: '2031-06-01' });
    const past = await create({ name: 'Past', startAlert: '2020-01-01', endAlert: '2020-01-01' });
    const older = await create({ name: 'Older', startAlert: '2019-01-01', endAlert: '2019-01-01' });
    const res = await req('GET', path());
    expect(res.statusCode).toBe(200);
    const ids = (res.json().data as { id: number }[]).map((a) => a.id);
    expect(ids.indexOf(soon.id)).toBeLessThan(ids.indexOf(later.id));
    expect(ids.indexOf(later.id)).toBeLessThan(ids.indexOf(past.id));
    expect(ids.indexOf(past.id)).toBeLessThan(ids.indexOf(older.id));
  });

  it.each([
    ['name', { name: undefined }, M.nameRequired],
    ['name', { name: 'ab' }, M.nameTooShort],
    ['name', { name: 'x'.repeat(51) }, M.nameTooLong],
    ['description', { description: 'x'.repeat(401) }, M.descriptionTooLong],
    ['startAlert', { startAlert: undefined }, M.startRequired],
    ['startAlert', { startAlert: '' }, M.startRequired],
    ['startAlert', { startAlert: '2030-02-30' }, M.startInvalid],
    ['endAlert', { endAlert: undefined }, M.endRequired],
    ['endAlert', { endAlert: '2030-03-13' }, M.endBeforeStart],
    ['timezone', { timezone: undefined }, M.timezoneRequired],
    ['timezone', { timezone: 'Mars/Olympus' }, M.timezoneInvalid],
    ['attendees', { attendees: [] }, M.attendeesRequired],
    ['attendees.0.email', { attendees: [{ email: 'not-an-email' }] }, M.attendeeInvalid],
  ])('answers 400 for a bad %s (%j) with the rule’s message and writes nothing', async (field, change, message) => {
    const before = await sqlCount(t, 'alerts');
    const res = await req('POST', path(), seller, body({ ...valid, ...change }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field: fieldNamed(field), message });
    expect(await sqlCount(t, 'alerts')).toBe(before);
  });

  it('answers 400 for a body without the envelope', async () => {
    expect((await req('POST', path(), seller, valid)).statusCode).toBe(400);
  });

  it("answers 404 for another account's specbook or alert and changes nothing", async () => {
    const mine = await create();
    expect((await req('GET', path(otherId, specbookId), other)).statusCode).toBe(404);
    expect((await req('POST', path(otherId, specbookId), other, body(valid))).statusCode).toBe(404);
    expect((await req('DELETE', `${path(otherId, specbookId)}/${mine.id}`, other)).statusCode).toBe(404);
    expect((await req('DELETE', `${path(otherId, otherSpecbookId)}/${mine.id}`, other)).statusCode).toBe(404);
    expect((await req('DELETE', `${path(sellerId, otherSpecbookId)}/${mine.id}`, seller)).statusCode).toBe(404);
    expect((await req('DELETE', `${path()}/abc`, seller)).statusCode).toBe(404);
    expect(await sqlCount(t, 'alerts', 'id = $1', [mine.id])).toBe(1);
  });

  it('removes an alert', async () => {
    const mine = await create();
    const res = await req('DELETE', `${path()}/${mine.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ id: mine.id });
    expect(await sqlCount(t, 'alerts', 'id = $1', [mine.id])).toBe(0);
    expect((await req('DELETE', `${path()}/${mine.id}`)).statusCode).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('documents the alert paths with their methods', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = (res.json() as { paths: Record<string, Record<string, unknown>> }).paths;
    expect(Object.keys(paths['/api/v4/user/{userId}/specbook/{id}/alerts'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths['/api/v4/user/{userId}/specbook/{id}/alerts/{alertId}'] ?? {}).sort()).toEqual(['delete', 'get', 'patch']);
    expect(Object.keys(paths['/api/v4/user/{userId}/specbook/{id}/alerts/{alertId}/attendees'] ?? {})).toEqual(['post']);
    expect(Object.keys(paths['/api/v4/user/{userId}/specbook/{id}/alerts/{alertId}/attendees/{email}'] ?? {})).toEqual(['delete']);
    expect(Object.keys(paths['/api/v4/user/{userId}/alerts'] ?? {})).toEqual(['get']);
  });
});

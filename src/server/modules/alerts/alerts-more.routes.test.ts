import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '#server/test/server';
import { calendarParts, readRawMails } from '#server/test/mails';
import { icsComponent, icsLine, parseIcs } from '#server/test/ics-parse';
import { ALERT_MESSAGES as M } from '#shared/lib/alert-messages';
import { bearer, fieldNamed, specbookNamed, sqlOne, twoSellers } from '#server/modules/notifications/collab-test-kit';

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
const valid = {
  name: 'Fixture delivery',
  description: 'Vanities, faucets; tubs',
  startAlert: '2030-03-14T09:00',
  endAlert: '2030-03-14T10:30',
  timezone: 'America/Chicago',
  attendees: [{ email: 'ellen@example.com' }, { email: 'dana@studio.example' }],
};
type Alert = { id: number; attendees: { email: string }[]; startAlert: string; allDayEvent: boolean };

async function create(fields: Record<string, unknown> = {}): Promise<Alert> {
  const res = await req('POST', path(), seller, { createAlertRequest: { Alert: { ...valid, ...fields } } });
  expect(res.statusCode).toBe(201);
  return res.json().data as Alert;
}

/** Runs `action` and answers the calendar invitations it sent: recipients, METHOD, SEQUENCE, UID and the parsed VEVENT. */
async function mailsOf(action: () => Promise<unknown>) {
  const before = (await readRawMails(t.dataDir)).length;
  await action();
  return (await readRawMails(t.dataDir)).slice(before).map((raw) => {
    const [part] = calendarParts(raw);
    if (!part) throw new Error('no .ics in the mail');
    const lines = parseIcs(part.body);
    const event = icsComponent(lines, 'VEVENT');
    return {
      to: /\r\nTo: ([^\r]*)/.exec(raw)?.[1] ?? '',
      contentType: part.headers['content-type'] ?? '',
      method: icsLine(lines, 'METHOD').value,
      sequence: Number(icsLine(event, 'SEQUENCE').value),
      uid: icsLine(event, 'UID').value,
      event,
    };
  });
}

describe('one alert', () => {
  it('answers 401 without a token on every path', async () => {
    const a = await create();
    expect((await req('GET', `${path()}/${a.id}`, null)).statusCode).toBe(401);
    expect((await req('PATCH', `${path()}/${a.id}`, null, { updateAlertRequest: { Alert: valid } })).statusCode).toBe(401);
    expect((await req('POST', `${path()}/${a.id}/attendees`, null, { email: 'x@y.test' })).statusCode).toBe(401);
    expect((await req('DELETE', `${path()}/${a.id}/attendees/ellen@example.com`, null)).statusCode).toBe(401);
    expect((await req('GET', `/api/v4/user/${sellerId}/alerts`, null)).statusCode).toBe(401);
  });

  it('gets one alert', async () => {
    const a = await create();
    const res = await req('GET', `${path()}/${a.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: a.id, name: 'Fixture delivery', startAlert: '2030-03-14T09:00:00', allDayEvent: false });
  });

  it("answers 404 for another account's alert on every path and changes nothing", async () => {
    const a = await create();
    const theirs = path(otherId, otherSpecbookId);
    expect((await req('GET', `${path(otherId, specbookId)}/${a.id}`, other)).statusCode).toBe(404);
    expect((await req('GET', `${theirs}/${a.id}`, other)).statusCode).toBe(404);
    expect((await req('GET', `${path(sellerId, otherSpecbookId)}/${a.id}`)).statusCode).toBe(404);
    expect((await req('PATCH', `${theirs}/${a.id}`, other, { updateAlertRequest: { Alert: valid } })).statusCode).toBe(404);
    expect((await req('POST', `${theirs}/${a.id}/attendees`, other, { email: 'x@y.test' })).statusCode).toBe(404);
    expect((await req('DELETE', `${theirs}/${a.id}/attendees/ellen@example.com`, other)).statusCode).toBe(404);
    const list = (await req('GET', `/api/v4/user/${otherId}/alerts`, other)).json().data as { id: number }[];
    expect(list.map((x) => x.id)).not.toContain(a.id);
    expect(await sqlOne<{ sequence: number }>(t, 'select sequence from alerts where id = $1', [a.id])).toEqual({ sequence: 0 });
  });
});

describe('calendar e-mails', () => {
  it('sends the attendees a REQUEST .ics on create, with TZID times and a stable UID', async () => {
    let a: Alert | undefined;
    const [mail, ...rest] = await mailsOf(async () => (a = await create()));
    expect(rest).toEqual([]);
    expect(mail?.to).toContain('ellen@example.com');
    expect(mail?.to).toContain('dana@studio.example');
    expect(mail?.contentType).toMatch(/^text\/calendar;.*method=REQUEST/i);
    expect(mail).toMatchObject({ method: 'REQUEST', sequence: 0, uid: `alert-${a?.id}@localhost` });
    expect(icsLine(mail?.event ?? [], 'DTSTART')).toMatchObject({ params: { TZID: 'America/Chicago' }, value: '20300314T090000' });
    expect(icsLine(mail?.event ?? [], 'SUMMARY').value).toBe('Fixture delivery');
  });

  it('updates with the rules of a create: bumps SEQUENCE, sends REQUEST to recipients and CANCEL to a dropped one', async () => {
    const a = await create();
    const update = { ...valid, name: 'Fixture delivery moved', startAlert: '2030-03-20', endAlert: '2030-03-21', attendees: [{ email: 'ellen@example.com' }] };
    let answer: Alert | undefined;
    const mails = await mailsOf(async () => {
      const res = await req('PATCH', `${path()}/${a.id}`, seller, { updateAlertRequest: { Alert: update } });
      expect(res.statusCode).toBe(200);
      answer = res.json().data as Alert;
    });
    expect(answer).toMatchObject({ startAlert: '2030-03-20T00:00:00', allDayEvent: true, attendees: [{ email: 'ellen@example.com' }] });
    expect(mails.map((m) => [m.method, m.sequence, m.to])).toEqual([
      ['REQUEST', 1, 'ellen@example.com'],
      ['CANCEL', 1, 'dana@studio.example'],
    ]);
    expect(icsLine(mails[0]?.event ?? [], 'DTSTART')).toMatchObject({ params: { VALUE: 'DATE' }, value: '20300320' });
    expect(icsLine(mails[0]?.event ?? [], 'DTEND')).toMatchObject({ params: { VALUE: 'DATE' }, value: '20300322' });
    expect(new Set(mails.map((m) => m.uid))).toEqual(new Set([`alert-${a.id}@localhost`]));
  });

  it('keeps the recipients when an update leaves them out', async () => {
    const a = await create();
    const { attendees, ...rest } = valid;
    void attendees;
    const res = await req('PATCH', `${path()}/${a.id}`, seller, { updateAlertRequest: { Alert: rest } });
    expect(res.json().data.attendees).toEqual([{ email: 'ellen@example.com' }, { email: 'dana@studio.example' }]);
  });

  it('invites an added attendee only, and refuses a duplicate or a bad e-mail', async () => {
    const a = await create();
    const [mail, ...rest] = await mailsOf(async () => {
      const res = await req('POST', `${path()}/${a.id}/attendees`, seller, { email: ' Sam@Plumbing.Example ' });
      expect(res.statusCode).toBe(201);
      expect(res.json().data.attendees.map((x: { email: string }) => x.email)).toEqual(['ellen@example.com', 'dana@studio.example', 'sam@plumbing.example']);
    });
    expect(rest).toEqual([]);
    expect(mail).toMatchObject({ to: 'sam@plumbing.example', method: 'REQUEST', sequence: 1 });
    const dup = await req('POST', `${path()}/${a.id}/attendees`, seller, { email: 'ellen@example.com' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors).toContainEqual({ field: 'email', message: M.attendeeExists });
    const bad = await req('POST', `${path()}/${a.id}/attendees`, seller, { email: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toContainEqual({ field: fieldNamed('email'), message: M.attendeeInvalid });
  });

  it('sends a removed attendee a CANCEL and refuses to remove the last one', async () => {
    const a = await create();
    const [mail] = await mailsOf(async () => {
      const res = await req('DELETE', `${path()}/${a.id}/attendees/${encodeURIComponent('Dana@Studio.example')}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.attendees).toEqual([{ email: 'ellen@example.com' }]);
    });
    expect(mail).toMatchObject({ to: 'dana@studio.example', method: 'CANCEL', sequence: 1 });
    expect((await req('DELETE', `${path()}/${a.id}/attendees/nobody@example.com`)).statusCode).toBe(404);
    const last = await req('DELETE', `${path()}/${a.id}/attendees/ellen@example.com`);
    expect(last.statusCode).toBe(400);
    expect(last.json().errors).toContainEqual({ field: 'attendees', message: M.attendeesRequired });
  });

  it('sends everyone a CANCEL when the alert is removed', async () => {
    const a = await create();
    const [mail, ...rest] = await mailsOf(async () => expect((await req('DELETE', `${path()}/${a.id}`)).statusCode).toBe(200));
    expect(rest).toEqual([]);
    expect(mail).toMatchObject({ method: 'CANCEL', sequence: 1, uid: `alert-${a.id}@localhost` });
    expect(mail?.to).toContain('ellen@example.com');
    expect(mail?.to).toContain('dana@studio.example');
  });

  it('keeps the alert and answers when the mail cannot be sent', async () => {
    const send = t.app.mailer.send.bind(t.app.mailer);
    t.app.mailer.send = () => Promise.reject(new Error('SMTP down'));
    try {
      const res = await req('POST', path(), seller, { createAlertRequest: { Alert: valid } });
      expect(res.statusCode).toBe(201);
      expect((await req('GET', `${path()}/${res.json().data.id}`)).statusCode).toBe(200);
    } finally {
      t.app.mailer.send = send;
    }
  });

  it('answers 400 with the rule’s message for a bad update and keeps the alert', async () => {
    const a = await create();
    const res = await req('PATCH', `${path()}/${a.id}`, seller, { updateAlertRequest: { Alert: { ...valid, attendees: [] } } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field: fieldNamed('attendees'), message: M.attendeesRequired });
    const ends = await req('PATCH', `${path()}/${a.id}`, seller, { updateAlertRequest: { Alert: { ...valid, endAlert: '2030-03-13' } } });
    expect(ends.json().errors).toContainEqual({ field: fieldNamed('endAlert'), message: M.endBeforeStart });
    expect((await req('GET', `${path()}/${a.id}`)).json().data.name).toBe('Fixture delivery');
  });
});

describe("the account's alerts", () => {
  it('lists upcoming first across specbooks with the specbook, paginated, and filters by from/to', async () => {
    const near = await create({ name: 'Near one', startAlert: '2029-05-01', endAlert: '2029-05-01' });
    const past = await create({ name: 'Long ago', startAlert: '2021-05-01', endAlert: '2021-05-01' });
    const res = await req('GET', `/api/v4/user/${sellerId}/alerts?perPage=100`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const ids = (body.data as { id: number }[]).map((x) => x.id);
    expect(ids.indexOf(near.id)).toBeLessThan(ids.indexOf(past.id));
    expect(body.data.find((x: { id: number }) => x.id === near.id).specbook).toEqual({ id: specbookId, name: 'Johnson Powder Room' });
    expect(body._pagination).toMatchObject({ currentPage: 1, perPage: 100, total: ids.length });
    expect(body.meta).toMatchObject({ current_page: 1, per_page: 100 });
    const ranged = (await req('GET', `/api/v4/user/${sellerId}/alerts?from=2029-04-30&to=2029-05-01`)).json().data as { id: number }[];
    expect(ranged.map((x) => x.id)).toContain(near.id);
    expect(ranged.map((x) => x.id)).not.toContain(past.id);
    const paged = (await req('GET', `/api/v4/user/${sellerId}/alerts?perPage=1&page=2`)).json();
    expect(paged.data).toHaveLength(1);
    expect(paged._pagination.prev).toContain('page=1');
  });

  it('answers 400 for a bad from', async () => {
    const res = await req('GET', `/api/v4/user/${sellerId}/alerts?from=tomorrow`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field: fieldNamed('from'), message: M.rangeInvalid });
  });
});

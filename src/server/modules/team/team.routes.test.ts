import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '#server/test/server';
import { COLLAB_MESSAGES as M } from '#shared/lib/collab-messages';
import { bearer, fieldNamed, specbookNamed, sqlCount, sqlOne, twoSellers } from '#server/modules/notifications/collab-test-kit';
import { findActiveMemberByToken } from './team.service';

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

const team = (user = sellerId, sb = specbookId) => `/api/v4/user/${user}/specbook/${sb}/team`;
const req = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token = seller, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const member = (fields: Record<string, unknown>) => ({ createTeamMemberRequest: { TeamMember: fields } });
const update = (fields: Record<string, unknown>) => ({ updateTeamMemberRequest: { TeamMember: fields } });

/** The decoded text of every .eml written so far (quoted-printable undone). */
async function mails(): Promise<string[]> {
  const dir = path.join(t.dataDir, 'mail');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  const texts = await Promise.all(files.map((f) => readFile(path.join(dir, f), 'utf8')));
  return texts.map((s) => s.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))));
}

describe('team members', () => {
  it('adds a member with a token link, without mail unless asked', async () => {
    const before = (await mails()).length;
    const res = await req('POST', team(), seller, member({ name: 'Ellen Johnson', emailAddress: 'ellen.johnson@example.com', canApprove: true, showListPrice: false }));
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({
      joinID: data.id,
      specbookId,
      name: 'Ellen Johnson',
      email: 'ellen.johnson@example.com',
      emailAddress: 'ellen.johnson@example.com',
      permissions: { showListPrice: false, showSalePrice: true, showModelNumbers: true, canApprove: true, showNotifications: true },
      canApprove: true,
      emailSent: false,
    });
    const row = await sqlOne<{ token: string; allow_status_update: boolean }>(t, 'select token, allow_status_update from team_members where id = $1', [data.id]);
    expect(row.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(row.allow_status_update).toBe(true);
    expect(data.links.especbook).toBe(`http://localhost/v4/especbook/${specbookId}?token=${row.token}`);
    expect((await mails()).length).toBe(before);
    const found = await findActiveMemberByToken(t.database.db, specbookId, row.token);
    expect(found).toMatchObject({ id: data.id, permissions: { canApprove: true } });
    expect(await findActiveMemberByToken(t.database.db, otherSpecbookId, row.token)).toBeNull();
  });

  it('mails the e-Specbook link with the company and specbook names when sendEmail is set', async () => {
    const before = (await mails()).length;
    const res = await req('POST', team(), seller, member({ name: 'Designer Dana', emailAddress: 'dana@studio.example', sendEmail: true }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data.emailSent).toBe(true);
    const all = await mails();
    expect(all.length).toBe(before + 1);
    const eml = all.at(-1) ?? '';
    expect(eml).toContain('dana@studio.example');
    expect(eml).toContain(res.json().data.links.especbook);
    expect(eml).toContain('Lakeside Bath & Kitchen');
    expect(eml).toContain('Johnson Powder Room');
  });

  it('lists, reads and updates members; a new address gets a new token and sendEmail resends', async () => {
    const created = (await req('POST', team(), seller, member({ name: 'Pat', emailAddress: 'pat@example.com' }))).json().data;
    const list = await req('GET', team());
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((m: { name: string }) => m.name)).toContain('Pat');
    expect((await req('GET', `${team()}/${created.id}`)).json().data).toMatchObject({ id: created.id, name: 'Pat' });

    const samePerm = await req('PATCH', `${team()}/${created.id}`, seller, update({ name: 'Pat Kim', showSalePrice: false }));
    expect(samePerm.statusCode).toBe(200);
    expect(samePerm.json().data).toMatchObject({ name: 'Pat Kim', showSalePrice: false, showListPrice: true, links: created.links });

    const before = (await mails()).length;
    const moved = await req('PATCH', `${team()}/${created.id}`, seller, update({ emailAddress: 'pat.kim@example.com', sendEmail: true }));
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.links.especbook).not.toBe(created.links.especbook);
    expect((await mails()).at(-1)).toContain(moved.json().data.links.especbook);
    expect((await mails()).length).toBe(before + 1);
    const row = await sqlOne<{ email: string; name: string; show_sale_price: boolean }>(t, 'select email, name, show_sale_price from team_members where id = $1', [created.id]);
    expect(row).toEqual({ email: 'pat.kim@example.com', name: 'Pat Kim', show_sale_price: false });
  });

  it('revokes an invite: gone from the list, token dead, second revoke 404', async () => {
    const created = (await req('POST', team(), seller, member({ name: 'Temp', emailAddress: 'temp@example.com' }))).json().data;
    const token = (await sqlOne<{ token: string }>(t, 'select token from team_members where id = $1', [created.id])).token;
    const res = await req('DELETE', `${team()}/${created.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: created.id, joinID: created.id });
    expect((await sqlOne<{ revoked_at: Date | null }>(t, 'select revoked_at from team_members where id = $1', [created.id])).revoked_at).not.toBeNull();
    expect((await req('GET', team())).json().data.map((m: { id: number }) => m.id)).not.toContain(created.id);
    expect(await findActiveMemberByToken(t.database.db, specbookId, token)).toBeNull();
    expect((await req('GET', `${team()}/${created.id}`)).statusCode).toBe(404);
    expect((await req('DELETE', `${team()}/${created.id}`)).statusCode).toBe(404);
    // The address may be invited again after a revoke.
    expect((await req('POST', team(), seller, member({ name: 'Temp', emailAddress: 'temp@example.com' }))).statusCode).toBe(201);
  });

  it('answers 400 with the form’s messages and adds nobody', async () => {
    const before = await sqlCount(t, 'team_members');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: 'A' }, 'emailAddress', M.emailRequired],
      [{ name: 'A', emailAddress: '' }, 'emailAddress', M.emailRequired],
      [{ name: 'A', emailAddress: 'not-an-email' }, 'emailAddress', M.emailInvalid],
      [{ emailAddress: 'a@example.com' }, 'name', M.nameRequired],
      [{ name: '  ', emailAddress: 'a@example.com' }, 'name', M.nameRequired],
      [{ name: 'x'.repeat(51), emailAddress: 'a@example.com' }, 'name', M.nameTooLong],
      [{ name: 'A', emailAddress: 'a@example.com', role: 'x'.repeat(51) }, 'role', M.roleTooLong],
    ];
    for (const [fields, field, message] of cases) {
      const res = await req('POST', team(), seller, member(fields));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message, errors: [{ field: fieldNamed(field), message }] });
    }
    expect((await req('POST', team(), seller, { TeamMember: { name: 'A', emailAddress: 'a@example.com' } })).statusCode).toBe(400);
    const created = (await req('POST', team(), seller, member({ name: 'Valid', emailAddress: 'valid@example.com' }))).json().data;
    const bad = await req('PATCH', `${team()}/${created.id}`, seller, update({ emailAddress: 'nope' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(M.emailInvalid);
    expect(await sqlCount(t, 'team_members')).toBe(before + 1);
    expect((await sqlOne<{ email: string }>(t, 'select email from team_members where id = $1', [created.id])).email).toBe('valid@example.com');
  });

  it('keeps a member’s role (trimmed; empty clears it), null when not given', async () => {
    const created = await req('POST', team(), seller, member({ name: 'Cleo Client', emailAddress: 'cleo.role@example.com', role: '  Client ' }));
    expect(created.statusCode).toBe(201);
    expect(created.json().data.role).toBe('Client');
    const path = `${team()}/${created.json().data.id}`;
    expect((await req('PATCH', path, seller, update({ name: 'Cleo C.' }))).json().data.role).toBe('Client');
    expect((await req('PATCH', path, seller, update({ role: 'Designer' }))).json().data.role).toBe('Designer');
    expect((await req('PATCH', path, seller, update({ role: '' }))).json().data.role).toBeNull();
    const plain = await req('POST', team(), seller, member({ name: 'No Role', emailAddress: 'no.role@example.com' }));
    expect(plain.json().data.role).toBeNull();
  });

  it('answers 409 for an address already on the team', async () => {
    await req('POST', team(), seller, member({ name: 'Dup', emailAddress: 'dup@example.com' }));
    const before = await sqlCount(t, 'team_members');
    const res = await req('POST', team(), seller, member({ name: 'Dup 2', emailAddress: 'DUP@example.com' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.teamMemberExists);
    expect(await sqlCount(t, 'team_members')).toBe(before);
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: team() })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: team(), payload: member({ name: 'A', emailAddress: 'a@example.com' }) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: `${team()}/1` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/v4/user/${sellerId}/specbook/${specbookId}/permissions` })).statusCode).toBe(401);
  });

  it('answers 404 for another tenant’s specbook or member and for missing ids, changing nothing', async () => {
    const mine = (await req('POST', team(), seller, member({ name: 'Mine', emailAddress: 'mine@example.com' }))).json().data;
    const before = await sqlCount(t, 'team_members');
    expect((await req('GET', team(otherId, specbookId), other)).statusCode).toBe(404);
    expect((await req('GET', team(sellerId, specbookId), other)).statusCode).toBe(404);
    expect((await req('POST', team(otherId, specbookId), other, member({ name: 'X', emailAddress: 'x@example.com' }))).statusCode).toBe(404);
    expect((await req('PATCH', `${team(otherId, specbookId)}/${mine.id}`, other, update({ name: 'Hacked' }))).statusCode).toBe(404);
    expect((await req('DELETE', `${team(otherId, specbookId)}/${mine.id}`, other)).statusCode).toBe(404);
    expect((await req('GET', `${team(otherId, otherSpecbookId)}/${mine.id}`, other)).statusCode).toBe(404);
    expect((await req('GET', `${team()}/999999`)).statusCode).toBe(404);
    expect((await req('GET', team(sellerId, 999999))).statusCode).toBe(404);
    expect((await req('GET', `${team()}/abc`)).statusCode).toBe(404);
    expect(await sqlCount(t, 'team_members')).toBe(before);
    expect((await sqlOne<{ name: string; revoked_at: Date | null }>(t, 'select name, revoked_at from team_members where id = $1', [mine.id]))).toEqual({ name: 'Mine', revoked_at: null });
    expect((await req('GET', `/api/v4/user/${otherId}/specbook/${specbookId}/permissions`, other)).statusCode).toBe(404);
  });
});

describe('GET {u}/specbook/{id}/permissions', () => {
  it('gives the specbook’s own account every permission', async () => {
    const res = await req('GET', `/api/v4/user/${sellerId}/specbook/${specbookId}/permissions`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ showListPrice: true, showSalePrice: true, showModelNumbers: true, canApprove: true, showNotifications: true });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '#server/test/server';
import { readMails } from '#server/test/mails';
import { COLLAB_MESSAGES as CM } from '#shared/lib/collab-messages';
import { SHARING_MESSAGES as M, TRADE_PARTNERS_GROUP } from '#shared/lib/sharing-messages';
import { bearer, fieldNamed, sqlCount, sqlOne, twoSellers, userIdOf } from '#server/modules/notifications/collab-test-kit';

let t: TestServer;
let seller: string;
let other: string;
let pro: string;
let sellerId: number;
let otherId: number;
let proId: number;

beforeAll(async () => {
  t = await createTestServer();
  ({ seller, other, sellerId, otherId } = await twoSellers(t));
  pro = await t.login('pro@specfolio.test');
  proId = await userIdOf(t, 'pro@specfolio.test');
});
afterAll(() => t.close());

const u = (id: number) => `/api/v4/user/${id}`;
const req = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string | null, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const groupBody = (name: unknown) => ({ createGroupRequest: { Group: { name } } });
const invite = (fields: Record<string, unknown>) => ({ createGroupInviteRequest: { Invite: fields } });
const partner = { user: { email: 'Other@Specfolio.test' }, name: 'Chris Novak', companyName: 'Harbor Plumbing Supply', role: 'Distributor', message: 'Welcome aboard' };

async function createGroup(name: string): Promise<number> {
  const res = await req('POST', `${u(sellerId)}/groups`, seller, groupBody(name));
  expect(res.statusCode).toBe(201);
  return res.json().data.id as number;
}

describe('groups', () => {
  it('answers 401 without a token on every path', async () => {
    for (const [method, path] of [
      ['GET', '/groups'],
      ['POST', '/groups'],
      ['GET', '/groups/1'],
      ['POST', '/groups/1/invites'],
      ['POST', '/groups/1/join'],
      ['DELETE', '/groups/1/members/1'],
      ['GET', '/invites'],
      ['POST', '/pro-invites'],
    ] as const) {
      expect((await req(method, `${u(sellerId)}${path}`, null, {})).statusCode, `${method} ${path}`).toBe(401);
    }
  });

  it('creates a group with the creator as its first member, and lists it', async () => {
    const res = await req('POST', `${u(sellerId)}/groups`, seller, groupBody('  Plumbing partners  '));
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ name: 'Plumbing partners', pending: false, isOwner: true, owner: { id: sellerId }, members: [{ id: sellerId, pending: false }] });
    const list = (await req('GET', `${u(sellerId)}/groups`, seller)).json().data;
    expect(list.map((g: { name: string }) => g.name)).toContain('Plumbing partners');
    expect((await req('GET', `${u(otherId)}/groups`, other)).json().data.map((g: { id: number }) => g.id)).not.toContain(res.json().data.id);
  });

  it('answers 400 for a missing or long group name and creates nothing', async () => {
    const before = await sqlCount(t, 'groups');
    for (const [name, message] of [
      ['', M.groupNameRequired],
      ['x'.repeat(51), M.groupNameTooLong],
    ] as const) {
      const res = await req('POST', `${u(sellerId)}/groups`, seller, groupBody(name));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual({ field: fieldNamed('name'), message });
    }
    expect(await sqlCount(t, 'groups')).toBe(before);
  });

  it("answers 404 for another account's group (read, invite) and for another user's path", async () => {
    const groupId = await createGroup('Private circle');
    expect((await req('GET', `${u(otherId)}/groups/${groupId}`, other)).statusCode).toBe(404);
    expect((await req('POST', `${u(otherId)}/groups/${groupId}/invites`, other, invite(partner))).statusCode).toBe(404);
    expect((await req('GET', `${u(sellerId)}/groups`, other)).statusCode).toBe(404);
    expect((await req('GET', `${u(sellerId)}/groups/999999`, seller)).statusCode).toBe(404);
  });

  it('invites by e-mail: a pending member, the invitation mailed, the invite listed both ways; the partner joins', async () => {
    const groupId = await createGroup('Trade circle');
    const mailsBefore = (await readMails(t.dataDir)).length;
    const res = await req('POST', `${u(sellerId)}/groups/${groupId}/invites`, seller, invite(partner));
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ group: { id: groupId, name: 'Trade circle' }, user: { email: 'other@specfolio.test' }, name: 'Chris Novak', role: 'Distributor', kind: 'group', direction: 'sent', acceptedAt: null });
    const mails = await readMails(t.dataDir);
    expect(mails.length).toBe(mailsBefore + 1);
    expect(mails.at(-1)).toMatch(/To: .*other@specfolio\.test/i);
    expect(mails.at(-1)).toContain('Trade circle');
    expect(mails.at(-1)).toContain('Welcome aboard');
    expect(mails.at(-1)).toContain('http://localhost/v4/groups');

    const seen = (await req('GET', `${u(otherId)}/groups/${groupId}`, other)).json().data;
    expect(seen).toMatchObject({ id: groupId, pending: true, isOwner: false });
    expect(seen.members).toContainEqual(expect.objectContaining({ id: otherId, pending: true, email: 'other@specfolio.test' }));
    const received = (await req('GET', `${u(otherId)}/invites`, other)).json().data;
    expect(received).toContainEqual(expect.objectContaining({ group: { id: groupId, name: 'Trade circle' }, direction: 'received', invitedBy: expect.objectContaining({ id: sellerId }) }));
    expect((await req('GET', `${u(sellerId)}/invites`, seller)).json().data).toContainEqual(expect.objectContaining({ id: res.json().data.id, direction: 'sent' }));

    const joined = await req('POST', `${u(otherId)}/groups/${groupId}/join`, other);
    expect(joined.statusCode).toBe(200);
    expect(joined.json().data.pending).toBe(false);
    const row = await sqlOne<{ pending: boolean; joined_at: Date | null }>(t, 'select pending, joined_at from group_members where group_id = $1 and user_id = $2', [groupId, otherId]);
    expect(row.pending).toBe(false);
    expect(row.joined_at).not.toBeNull();
    expect((await sqlOne<{ accepted_at: Date | null }>(t, 'select accepted_at from group_invites where id = $1', [res.json().data.id])).accepted_at).not.toBeNull();
  });

  it('invites an address without an account: no member yet; the invite is kept for that address', async () => {
    const groupId = await createGroup('Future partners');
    const res = await req('POST', `${u(sellerId)}/groups/${groupId}/invites`, seller, invite({ user: { email: 'new.partner@example.com' }, name: 'New Partner' }));
    expect(res.statusCode).toBe(201);
    expect(await sqlCount(t, 'group_members', 'group_id = $1', [groupId])).toBe(1);
    expect(await sqlCount(t, 'group_invites', "group_id = $1 and email = 'new.partner@example.com'", [groupId])).toBe(1);
  });

  it('answers 400 with the share form’s messages and records no invite', async () => {
    const groupId = await createGroup('Validation circle');
    const before = await sqlCount(t, 'group_invites');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: 'A' }, 'user', CM.emailRequired],
      [{ user: { email: '' }, name: 'A' }, 'user.email', CM.emailRequired],
      [{ user: { email: 'nope' }, name: 'A' }, 'user.email', CM.emailInvalid],
      [{ user: { email: 'a@b.co' }, name: '' }, 'name', CM.nameRequired],
      [{ user: { email: 'a@b.co' }, name: 'x'.repeat(51) }, 'name', CM.nameTooLong],
      [{ user: { email: 'a@b.co' }, name: 'A', companyName: 'x'.repeat(156) }, 'companyName', M.companyTooLong],
      [{ user: { email: 'a@b.co' }, name: 'A', role: 'x'.repeat(51) }, 'role', M.roleTooLong],
      [{ user: { email: 'a@b.co' }, name: 'A', message: 'x'.repeat(1001) }, 'message', M.messageTooLong],
    ];
    for (const [fields, field, message] of cases) {
      const res = await req('POST', `${u(sellerId)}/groups/${groupId}/invites`, seller, invite(fields));
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().errors).toContainEqual({ field: fieldNamed(field), message });
    }
    expect(await sqlCount(t, 'group_invites')).toBe(before);
  });

  it('join without an invite to the caller’s address answers 404 and adds nobody', async () => {
    const groupId = await createGroup('Closed circle');
    const res = await req('POST', `${u(otherId)}/groups/${groupId}/join`, other);
    expect(res.statusCode).toBe(404);
    expect(await sqlCount(t, 'group_members', 'group_id = $1 and user_id = $2', [groupId, otherId])).toBe(0);
  });

  it('a member leaves; the owner’s account removes a member; others answer 404; the owner stays', async () => {
    const groupId = await createGroup('Leaving circle');
    await req('POST', `${u(sellerId)}/groups/${groupId}/invites`, seller, invite(partner));
    await req('POST', `${u(sellerId)}/groups/${groupId}/invites`, seller, invite({ user: { email: 'pro@specfolio.test' }, name: 'Jordan' }));
    await req('POST', `${u(otherId)}/groups/${groupId}/join`, other);
    // A member of another account may not remove someone else.
    expect((await req('DELETE', `${u(otherId)}/groups/${groupId}/members/${proId}`, other)).statusCode).toBe(404);
    expect((await req('DELETE', `${u(sellerId)}/groups/${groupId}/members/${sellerId}`, seller)).statusCode).toBe(422);
    const left = await req('DELETE', `${u(otherId)}/groups/${groupId}/members/${otherId}`, other);
    expect(left.statusCode).toBe(200);
    expect((await req('GET', `${u(otherId)}/groups/${groupId}`, other)).statusCode).toBe(404);
    expect((await req('POST', `${u(otherId)}/groups/${groupId}/join`, other)).statusCode).toBe(404);
    const removed = await req('DELETE', `${u(sellerId)}/groups/${groupId}/members/${proId}`, seller);
    expect(removed.statusCode).toBe(200);
    expect((await req('GET', `${u(sellerId)}/groups/${groupId}`, seller)).json().data.members.map((m: { id: number }) => m.id)).toEqual([sellerId]);
    expect((await req('DELETE', `${u(sellerId)}/groups/${groupId}/members/${proId}`, seller)).statusCode).toBe(404);
  });
});

describe('pro-user invite', () => {
  it('answers 403 without useProUserInvite and records nothing', async () => {
    const before = await sqlCount(t, 'group_invites');
    const res = await req('POST', `${u(sellerId)}/pro-invites`, seller, invite(partner));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(M.proInviteNotEnabled);
    expect(await sqlCount(t, 'group_invites')).toBe(before);
  });

  it('answers 400 with the form’s messages', async () => {
    const res = await req('POST', `${u(proId)}/pro-invites`, pro, invite({ user: { email: 'x' }, name: 'A' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field: fieldNamed('user.email'), message: CM.emailInvalid });
  });

  it('stores a pro invite in the caller’s "Trade partners" group (created once) and mails it', async () => {
    const mailsBefore = (await readMails(t.dataDir)).length;
    const first = await req('POST', `${u(proId)}/pro-invites`, pro, invite({ user: { email: 'plumber@example.com' }, name: 'Pat Plumber', companyName: 'Pat Plumbing' }));
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ kind: 'pro', group: { name: TRADE_PARTNERS_GROUP }, user: { email: 'plumber@example.com' } });
    const second = await req('POST', `${u(proId)}/pro-invites`, pro, invite({ user: { email: 'seller@specfolio.test' }, name: 'Sam Seller' }));
    expect(second.json().data.group.id).toBe(first.json().data.group.id);
    expect(await sqlCount(t, 'groups', 'owner_user_id = $1 and name = $2', [proId, TRADE_PARTNERS_GROUP])).toBe(1);
    const mails = await readMails(t.dataDir);
    expect(mails.length).toBe(mailsBefore + 2);
    expect(mails.at(-2)).toContain('plumber@example.com');
    // The seller exists: a pending member of the pro's group, who sees the invite.
    const groups = (await req('GET', `${u(sellerId)}/groups`, seller)).json().data;
    expect(groups).toContainEqual(expect.objectContaining({ id: first.json().data.group.id, pending: true }));
  });
});

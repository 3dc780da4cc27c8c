import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '#server/test/server';
import { bearer, seedRoomAndSpec, specbookNamed, sqlCount, sqlOne, userIdOf } from '#server/modules/notifications/collab-test-kit';
import { ESPECBOOK_ACCESS_MESSAGES as M } from '#shared/lib/especbook-access-messages';

let t: TestServer;
let seller: string;
let sellerId: number;
let sb: { id: number; accountId: number; userId: number };
let sibling: { id: number; accountId: number };
let otherSb: { id: number; accountId: number; userId: number };
let room: { categoryId: number | null; joinId: number };
let siblingRoom: { categoryId: number | null; joinId: number };
/** Link tokens: a read-only member and one who may approve. */
let viewerToken: string;
let approverToken: string;
let viewerId: number;

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
const req = (method: Method, url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const u = (id = sellerId) => `/api/v4/user/${id}`;
const exchange = (token: string, specbookId = sb.id) => req('POST', '/api/v1/auth/especbooks', undefined, { token, specbookId });

async function addMember(name: string, emailAddress: string, flags: Record<string, boolean>): Promise<{ id: number; token: string }> {
  const res = await req('POST', `${u()}/specbook/${sb.id}/team`, seller, { createTeamMemberRequest: { TeamMember: { name, emailAddress, ...flags } } });
  expect(res.statusCode).toBe(201);
  const data = res.json().data;
  return { id: data.id, token: new URL(data.links.especbook).searchParams.get('token') ?? '' };
}

async function jwtOf(token: string, specbookId = sb.id): Promise<string> {
  const res = await exchange(token, specbookId);
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

beforeAll(async () => {
  t = await createTestServer();
  seller = await t.login('seller@specfolio.test');
  sellerId = await userIdOf(t, 'seller@specfolio.test');
  sb = await specbookNamed(t, 'Johnson Powder Room');
  otherSb = await specbookNamed(t, 'Bayview Unit Fixtures');
  sibling = await sqlOne(t, 'select id, account_id as "accountId" from specbooks where account_id = $1 and id <> $2 order by id limit 1', [sb.accountId, sb.id]);
  room = await seedRoomAndSpec(t, sb, 'Powder Room');
  await t.database.pool.query(`update spec_specbooks set cost = 100, sale_price = 150, list_price = 200, multiplier = 0.5 where id = $1`, [room.joinId]);
  siblingRoom = await seedRoomAndSpec(t, sibling, 'Sibling Room');
  const viewer = await addMember('Ellen Viewer', 'ellen.viewer@example.com', { canApprove: false, showListPrice: false });
  viewerToken = viewer.token;
  viewerId = viewer.id;
  approverToken = (await addMember('Alan Approver', 'alan.approver@example.com', { canApprove: true })).token;
});
afterAll(() => t.close());

describe('token exchange', () => {
  it("answers a JWT whose sub is the owner, limited to the specbook with the member's permissions", async () => {
    const jwt = await jwtOf(viewerToken);
    const claims = decodeJwt(jwt);
    expect(claims.sub).toBe(String(sb.userId));
    expect(claims.viewer).toMatchObject({
      kind: 'especbook',
      specbookId: sb.id,
      memberId: viewerId,
      permissions: { showListPrice: false, showSalePrice: true, showModelNumbers: true, canApprove: false, showNotifications: true },
    });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBeLessThanOrEqual(12 * 3600);
  });

  it('401 for an unknown token, another specbook and a bad body', async () => {
    for (const res of [await exchange('not-a-token'), await exchange(viewerToken, sibling.id), await exchange(viewerToken, otherSb.id)]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(M.invalidToken);
    }
    expect((await req('POST', '/api/v1/auth/especbooks', undefined, { specbookId: sb.id })).statusCode).toBe(400);
  });

  it('401 once the token is older than ESPECBOOK_TOKEN_DAYS (default 90)', async () => {
    const member = await addMember('Old Link', 'old.link@example.com', {});
    await t.database.pool.query(`update team_members set token_issued_at = now() - interval '91 days' where id = $1`, [member.id]);
    const res = await exchange(member.token);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(M.expiredToken);
  });

  it('re-sending the invitation renews the link; a new e-mail ends the old sessions', async () => {
    const member = await addMember('Renew Me', 'renew.me@example.com', {});
    await t.database.pool.query(`update team_members set token_issued_at = now() - interval '91 days' where id = $1`, [member.id]);
    const team = `${u()}/specbook/${sb.id}/team/${member.id}`;
    expect((await req('PATCH', team, seller, { updateTeamMemberRequest: { TeamMember: { sendEmail: true } } })).statusCode).toBe(200);
    const jwt = await jwtOf(member.token);
    expect((await req('GET', `${u()}/specbook/${sb.id}`, jwt)).statusCode).toBe(200);
    expect((await req('PATCH', team, seller, { updateTeamMemberRequest: { TeamMember: { emailAddress: 'renewed@example.com' } } })).statusCode).toBe(200);
    expect((await req('GET', `${u()}/specbook/${sb.id}`, jwt)).statusCode).toBe(401);
    expect((await exchange(member.token)).statusCode).toBe(401);
  });

  it('the wire sequence of a public viewer: exchange → categories → specs of a room by page', async () => {
    const jwt = await jwtOf(viewerToken);
    const userId = Number(decodeJwt(jwt).sub);
    const rooms = await req('GET', `${u(userId)}/specbook/${sb.id}/categories`, jwt);
    expect(rooms.statusCode).toBe(200);
    expect(rooms.json().data).toEqual(expect.arrayContaining([expect.objectContaining({ id: room.categoryId, categoryID: room.categoryId, name: 'Powder Room' })]));
    const specs = await req('GET', `${u(userId)}/specbook/${sb.id}/specs?categoryID=${room.categoryId}&showPagination=true&page=1`, jwt);
    expect(specs.statusCode).toBe(200);
    const body = specs.json();
    expect(body.data[0]).toEqual(
      expect.objectContaining({ joinID: room.joinId, name: expect.any(String), modelNumber: expect.any(String), manufacturerName: expect.any(String), qty: 1 }),
    );
    expect(body.data[0]).toHaveProperty('imageName');
    expect(body.meta.last_page).toBe(1);
    // The seller's own figures are blanked for a viewer.
    expect(body.data[0].price).toMatchObject({ cost: '0.00', hasCost: false, multiplier: null, profitMargin: '0.00', priceUpdatedBy: null });
  });
});

describe('viewer scope', () => {
  it("answers 404 for another specbook's ids, even the owner's own", async () => {
    const jwt = await jwtOf(viewerToken);
    for (const path of [
      `/specbook/${sibling.id}`,
      `/specbook/${sibling.id}/categories`,
      `/specbook/${sibling.id}/specs`,
      `/specbook/${sibling.id}/specs/${siblingRoom.joinId}`,
      `/specbook/${sibling.id}/totals`,
      `/specbook/${sibling.id}/comments`,
      `/specbook/${sibling.id}/team`,
    ]) {
      expect((await req('GET', `${u()}${path}`, jwt)).statusCode, path).toBe(404);
    }
    expect((await req('GET', `${u(otherSb.userId)}/specbook/${otherSb.id}`, jwt)).statusCode).toBe(404);
    // A nested id of another specbook under the viewer's own specbook.
    expect((await req('GET', `${u()}/specbook/${sb.id}/specs/${siblingRoom.joinId}`, jwt)).statusCode).toBe(404);
    expect((await req('GET', `${u()}/specbook/${sb.id}/categories/${siblingRoom.categoryId}/totals`, jwt)).statusCode).toBe(404);
    expect((await req('GET', `${u()}/specbook/${sb.id}/categories/${siblingRoom.categoryId}/comments`, jwt)).statusCode).toBe(404);
  });

  it('answers 404 on routes that did not opt in', async () => {
    const jwt = await jwtOf(viewerToken);
    expect((await req('GET', `${u()}/specbook`, jwt)).statusCode).toBe(404);
    expect((await req('GET', `${u()}/notifications`, jwt)).statusCode).toBe(404);
    expect((await req('GET', `${u()}/account/settings`, jwt)).statusCode).toBe(404);
    expect((await req('PATCH', `${u()}/specbook/${sb.id}`, jwt, { updateSpecbookRequest: { Specbook: { name: 'Hacked' } } })).statusCode).toBe(404);
    expect((await req('POST', `${u()}/specbook/${sb.id}/team`, jwt, { createTeamMemberRequest: { TeamMember: { name: 'X', emailAddress: 'x@example.com' } } })).statusCode).toBe(404);
  });

  it('reads the opted-in routes', async () => {
    const jwt = await jwtOf(viewerToken);
    for (const path of [`/specbook/${sb.id}`, `/specbook/${sb.id}/totals?types=quoted,approved`, `/specbook/${sb.id}/categories/${room.categoryId}/totals`, `/specbook/${sb.id}/comments`, `/account/policy/terms`]) {
      expect((await req('GET', `${u()}${path}`, jwt)).statusCode, path).toBe(200);
    }
    const totals = (await req('GET', `${u()}/specbook/${sb.id}/totals?types=quoted`, jwt)).json().data;
    expect(totals.quoted).toMatchObject({ cost: '0.00', profit: '0.00' });
    const rooms = (await req('GET', `${u()}/specbook/${sb.id}/categories`, jwt)).json().data;
    expect(rooms[0]).toMatchObject({ totalCost: '0.00', totalProfitMargin: '0.00' });
    const permissions = await req('GET', `${u()}/specbook/${sb.id}/permissions`, jwt);
    expect(permissions.json().data).toEqual({ showListPrice: false, showSalePrice: true, showModelNumbers: true, canApprove: false, showNotifications: true });
  });

  it("whoami answers the owner's e-Specbook fields and the viewer, no roles or e-mail", async () => {
    const jwt = await jwtOf(viewerToken);
    const data = (await req('GET', '/api/v4/user/me', jwt)).json().data;
    expect(data).toMatchObject({ id: sb.userId, canUseInvoicing: expect.any(Boolean), canUsePdfModal: expect.any(Boolean) });
    expect(data.viewer).toMatchObject({ kind: 'especbook', specbookId: sb.id, memberId: viewerId, name: 'Ellen Viewer', email: 'ellen.viewer@example.com' });
    expect(data).not.toHaveProperty('roles');
    expect(data).not.toHaveProperty('email');
    expect(data).not.toHaveProperty('features');
  });

  it('team and account come in their public form', async () => {
    const jwt = await jwtOf(viewerToken);
    const team = (await req('GET', `${u()}/specbook/${sb.id}/team`, jwt)).json().data;
    expect(team.length).toBeGreaterThanOrEqual(2);
    for (const member of team) {
      expect(Object.keys(member).sort()).toEqual(['email', 'emailAddress', 'id', 'joinID', 'name']);
    }
    const account = (await req('GET', `${u()}/account`, jwt)).json().data;
    expect(account).toHaveProperty('hasAnySocialMedia');
    expect(account).not.toHaveProperty('manager');
    expect(account).not.toHaveProperty('settings');
    expect(account).not.toHaveProperty('resaleCertificate');
  });

  it("the specbook's own profile only", async () => {
    const jwt = await jwtOf(viewerToken);
    const profileId = (await sqlOne<{ profile_id: number | null }>(t, 'select profile_id from specbooks where id = $1', [sb.id])).profile_id;
    const otherProfile = (await sqlOne<{ id: number }>(t, 'select id from profiles where account_id = $1 and id is distinct from $2 order by id limit 1', [sb.accountId, profileId])).id;
    if (profileId) expect((await req('GET', `${u()}/profile/${profileId}`, jwt)).statusCode).toBe(200);
    expect((await req('GET', `${u()}/profile/${otherProfile}`, jwt)).statusCode).toBe(404);
  });
});

describe("prices and model numbers follow the member's permissions", () => {
  /** What a reader gets for the room's spec, the specbook totals, the room's totals and the room list. */
  async function readAs(token: string) {
    const get = async (path: string) => {
      const res = await req('GET', `${u()}/specbook/${sb.id}${path}`, token);
      expect(res.statusCode, path).toBe(200);
      return res.json().data;
    };
    const specs: { joinID: number }[] = await get(`/specs?categoryID=${room.categoryId}`);
    return {
      spec: specs.find((s) => s.joinID === room.joinId) as Awaited<ReturnType<typeof get>>,
      one: await get(`/specs/${room.joinId}`),
      totals: await get('/totals?types=quoted'),
      roomTotals: await get(`/categories/${room.categoryId}/totals`),
      room: (await get('/categories')).find((c: { id: number | null }) => c.id === room.categoryId),
    };
  }
  const memberJwt = async (name: string, flags: Record<string, boolean>) =>
    jwtOf((await addMember(name, `${name.toLowerCase().replace(/ /g, '.')}@example.com`, { canApprove: false, ...flags })).token);
  const ZERO_LINE = { total: '0.00', subtotal: '0.00', savings: '0.00', shipping: '0.00', tax: '0.00' };
  let owner: Awaited<ReturnType<typeof readAs>>;
  beforeAll(async () => {
    const spec = { updateSpecSpecbookRequest: { SpecSpecbook: { description: 'Brushed nickel, 1.2 gpm' } } };
    expect((await req('PATCH', `${u()}/specbook/${sb.id}/specs/${room.joinId}`, seller, spec)).statusCode).toBe(200);
    owner = await readAs(seller);
  });

  it('a full member gets list and sale prices and model numbers', async () => {
    const full = await readAs(await memberJwt('Full Member', { showListPrice: true, showSalePrice: true, showModelNumbers: true }));
    expect(full.spec).toMatchObject({ modelNumber: owner.spec.modelNumber, total: '150.00', price: { list: '200.00', sale: '150.00', listPrice: '200.00', salePrice: '150.00' } });
    expect(full.spec).toMatchObject({ modelNumber: expect.any(String), description: 'Brushed nickel, 1.2 gpm' });
    expect(full.totals.quoted).toMatchObject({ list: owner.totals.quoted.list, sale: owner.totals.quoted.sale, summary: owner.totals.quoted.summary });
    expect(full.roomTotals.quoted).toMatchObject({ list: '200.00', sale: '150.00', summary: owner.roomTotals.quoted.summary });
    expect(full.room).toMatchObject({ totalListPrice: '200.00', totalSalesPrice: '150.00' });
  });

  it('without showListPrice: "0.00" list prices on specs, totals and room totals; real sale prices', async () => {
    const noList = await readAs(await memberJwt('No List', { showListPrice: false, showSalePrice: true }));
    expect(noList.spec).toMatchObject({ total: '150.00', price: { list: '0.00', listPrice: '0.00', sale: '150.00', salePrice: '150.00' } });
    expect(noList.one.price).toMatchObject({ list: '0.00', sale: '150.00' });
    expect(noList.totals.quoted).toMatchObject({ list: '0.00', sale: owner.totals.quoted.sale });
    expect(noList.totals.quoted.summary).toEqual({ all: ZERO_LINE, list: ZERO_LINE, sale: owner.totals.quoted.summary.sale });
    expect(noList.totals.uncategorized.quoted.list).toBe('0.00');
    expect(noList.roomTotals.quoted).toMatchObject({ list: '0.00', sale: '150.00', summary: { list: ZERO_LINE, sale: owner.roomTotals.quoted.summary.sale } });
    expect(noList.room).toMatchObject({ totalListPrice: '0.00', totalSalesPrice: '150.00' });
  });

  it('without showSalePrice: "0.00" sale prices and line totals; real list prices', async () => {
    const noSale = await readAs(await memberJwt('No Sale', { showListPrice: true, showSalePrice: false }));
    expect(noSale.spec).toMatchObject({ total: '0.00', price: { list: '200.00', listPrice: '200.00', sale: '0.00', salePrice: '0.00' } });
    expect(noSale.totals.quoted).toMatchObject({ list: owner.totals.quoted.list, sale: '0.00' });
    expect(noSale.totals.quoted.summary).toEqual({ all: ZERO_LINE, list: owner.totals.quoted.summary.list, sale: ZERO_LINE });
    expect(noSale.roomTotals.quoted).toMatchObject({ list: '200.00', sale: '0.00' });
    expect(noSale.room).toMatchObject({ totalListPrice: '200.00', totalSalesPrice: '0.00' });
  });

  it('without showModelNumbers: null model numbers and spec descriptions; prices stay', async () => {
    const noModel = await readAs(await memberJwt('No Model', { showListPrice: true, showSalePrice: true, showModelNumbers: false }));
    for (const spec of [noModel.spec, noModel.one]) expect(spec).toMatchObject({ modelNumber: null, model: null, description: null, name: owner.spec.name });
    expect(noModel.spec.price).toMatchObject({ list: '200.00', sale: '150.00' });
  });
});

describe('viewer writes', () => {
  const status = (value: string, extra: object = {}) => ({ updateSpecSpecbookRequest: { SpecSpecbook: { status: { value }, ...extra } } });

  it('403 for approvals and status changes without canApprove', async () => {
    const jwt = await jwtOf(viewerToken);
    expect((await req('POST', `${u()}/specbook/${sb.id}/categories/${room.categoryId}/approve`, jwt)).statusCode).toBe(403);
    const res = await req('PATCH', `${u()}/specbook/${sb.id}/specs/${room.joinId}`, jwt, status('approved'));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(M.cannotApprove);
  });

  it('canApprove: approved / rejected only, logged with the member e-mail', async () => {
    const jwt = await jwtOf(approverToken);
    const spec = `${u()}/specbook/${sb.id}/specs/${room.joinId}`;
    expect((await req('PATCH', spec, jwt, status('open'))).statusCode).toBe(403);
    expect((await req('PATCH', spec, jwt, status('approved', { quantity: 9 }))).statusCode).toBe(403);
    expect((await req('PATCH', spec, jwt, { updateSpecSpecbookRequest: { SpecSpecbook: { quantity: 9 } } })).statusCode).toBe(403);
    const ok = await req('PATCH', spec, jwt, status('rejected'));
    expect(ok.statusCode).toBe(200);
    expect(await sqlCount(t, 'status_log', 'spec_specbook_id = $1 and email = $2', [room.joinId, 'alan.approver@example.com'])).toBe(1);
    expect((await req('POST', `${u()}/specbook/${sb.id}/categories/${room.categoryId}/approve`, jwt)).statusCode).toBe(200);
  });

  it("Reject All (room reject) is open to a member with canApprove, as Approve All is; 403 without it", async () => {
    const reject = (jwt: string, categoryId: number | null = room.categoryId) => req('POST', `${u()}/specbook/${sb.id}/categories/${categoryId}/reject`, jwt);
    const denied = await reject(await jwtOf(viewerToken));
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(M.cannotApprove);
    const approver = await jwtOf(approverToken);
    const ok = await reject(approver);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.map((s: { status: { value: string } }) => s.status.value)).toEqual(['rejected']);
    expect(ok.json().data[0].price).toMatchObject({ cost: '0.00' });
    const spec = (await req('GET', `${u()}/specbook/${sb.id}/specs/${room.joinId}`, approver)).json().data;
    expect(spec.status.value).toBe('rejected');
    expect(await sqlCount(t, 'status_log', "spec_specbook_id = $1 and status = 'rejected' and email = $2", [room.joinId, 'alan.approver@example.com'])).toBeGreaterThan(0);
    expect((await reject(approver, siblingRoom.categoryId)).statusCode).toBe(404);
    expect((await req('POST', `${u()}/specbook/${sibling.id}/categories/${siblingRoom.categoryId}/reject`, approver)).statusCode).toBe(404);
  });

  it("every client action is a notification record of the specbook for the owner, with who, newest first; the seller's own are not", async () => {
    const clientRoom = await seedRoomAndSpec(t, sb, 'Client Room');
    await t.database.pool.query(
      `insert into spec_specbooks (account_id, specbook_id, spec_id, category_id) values ($1, $2, (select id from specs where account_id is null order by id offset 1 limit 1), $3)`,
      [sb.accountId, sb.id, clientRoom.categoryId],
    );
    const list = async () => (await req('GET', `${u()}/specbook/${sb.id}/notifications`, seller)).json().data as { message: string; kind: string }[];
    const records = async () => (await list()).map((r) => r.message);
    const before = await records();
    const jwt = await jwtOf(approverToken);
    const specName = ((await req('GET', `${u()}/specbook/${sb.id}/specs/${clientRoom.joinId}`, jwt)).json().data as { name: string }).name;
    const status = (value: string) => ({ updateSpecSpecbookRequest: { SpecSpecbook: { status: { value } } } });
    expect((await req('PATCH', `${u()}/specbook/${sb.id}/specs/${clientRoom.joinId}`, jwt, status('approved'))).statusCode).toBe(200);
    expect((await req('POST', `${u()}/specbook/${sb.id}/categories/${clientRoom.categoryId}/reject`, jwt)).statusCode).toBe(200);
    const comment = { createSpecSpecbookCommentRequest: { Comment: { body: 'Can we see it in brass?' } } };
    expect((await req('POST', `${u()}/specbook/${sb.id}/categories/${clientRoom.categoryId}/comments`, jwt, comment)).statusCode).toBe(201);
    // The seller's own approval and comment are not client actions.
    expect((await req('POST', `${u()}/specbook/${sb.id}/categories/${clientRoom.categoryId}/approve`, seller)).statusCode).toBe(200);
    expect((await req('POST', `${u()}/specbook/${sb.id}/comments`, seller, comment)).statusCode).toBe(201);

    const added = (await records()).slice(0, (await records()).length - before.length);
    expect(added).toEqual([
      M.commentedByMember('Alan Approver', 'alan.approver@example.com', 'Client Room', 'Can we see it in brass?'),
      M.rejectedByMember('Alan Approver', 'alan.approver@example.com', '2 specs in Client Room'),
      M.approvedByMember('Alan Approver', 'alan.approver@example.com', specName),
    ]);
    expect(added[1]).toBe('Alan Approver (alan.approver@example.com) rejected 2 specs in Client Room.');
    expect((await list()).slice(0, 3).map((r) => r.kind)).toEqual(['commented', 'rejected', 'approved']);
    // Leave the other members' unread comments as they were.
    await t.database.pool.query("delete from notifications where specbook_id = $1 and type = 'NewComment' and data->>'body' = $2", [sb.id, 'Can we see it in brass?']);
  });

  it("comments carry the member's name and e-mail and notify the owner", async () => {
    const jwt = await jwtOf(viewerToken);
    const before = await sqlCount(t, 'notifications', "user_id = $1 and type = 'NewComment'", [sb.userId]);
    const res = await req('POST', `${u()}/specbook/${sb.id}/specs/${room.joinId}/comments`, jwt, { createSpecSpecbookCommentRequest: { Comment: { body: 'Love it' } } });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ name: 'Ellen Viewer', email: 'ellen.viewer@example.com' });
    expect(await sqlCount(t, 'notifications', "user_id = $1 and type = 'NewComment'", [sb.userId])).toBe(before + 1);
  });

  it("events: a member lists and adds the specbook's alerts, as themselves; never another specbook's, never a delete", async () => {
    const jwt = await jwtOf(viewerToken);
    const alerts = `${u()}/specbook/${sb.id}/alerts`;
    const alert = { name: 'Site walk-through', description: 'Walk the powder room', startAlert: '2099-03-14', endAlert: '2099-03-14', timezone: 'America/Chicago', attendees: [{ email: 'ellen.viewer@example.com' }] };
    const created = await req('POST', alerts, jwt, { createAlertRequest: { Alert: alert } });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ name: 'Site walk-through', createdBy: 'Ellen Viewer' });
    expect((await req('GET', alerts, jwt)).json().data.map((a: { id: number }) => a.id)).toContain(created.json().data.id);
    expect((await req('GET', `${u()}/specbook/${sibling.id}/alerts`, jwt)).statusCode).toBe(404);
    expect((await req('POST', `${u()}/specbook/${sibling.id}/alerts`, jwt, { createAlertRequest: { Alert: alert } })).statusCode).toBe(404);
    expect((await req('DELETE', `${alerts}/${created.json().data.id}`, jwt)).statusCode).toBe(404);
  });

  it("unread comments: a member with showNotifications lists and dismisses the specbook's comment notifications, not their own", async () => {
    const jwt = await jwtOf(viewerToken);
    const activity = `${u()}/specbook/${sb.id}/notifications/activity`;
    await req('POST', `${u()}/specbook/${sb.id}/specs/${room.joinId}/comments`, jwt, { createSpecSpecbookCommentRequest: { Comment: { body: 'Unread one' } } });
    expect((await req('GET', `${activity}?type=NewComment`, jwt)).json().data).toEqual([]);
    const approver = await jwtOf(approverToken);
    await req('POST', `${u()}/specbook/${sb.id}/specs/${room.joinId}/comments`, approver, { createSpecSpecbookCommentRequest: { Comment: { body: 'From Alan' } } });
    const listed = await req('GET', `${activity}?type=NewComment`, jwt);
    expect(listed.statusCode).toBe(200);
    const ids = listed.json().data.map((n: { id: number }) => n.id) as number[];
    expect(listed.json().data.map((n: { data: { body: string } }) => n.data.body)).toEqual(['From Alan']);
    expect((await req('GET', `${u()}/specbook/${sibling.id}/notifications/activity`, jwt)).statusCode).toBe(404);
    expect((await req('GET', `${u()}/notifications`, jwt)).statusCode).toBe(404);
    const muted = await jwtOf((await addMember('Quiet Member', 'quiet@example.com', { showNotifications: false })).token);
    expect((await req('GET', activity, muted)).statusCode).toBe(403);
    expect((await req('DELETE', `${activity}/${ids[0]}`, jwt)).json().data).toEqual({ id: ids[0] });
    expect((await req('DELETE', `${activity}/${ids[0]}`, jwt)).statusCode).toBe(404);
    expect((await req('GET', activity)).statusCode).toBe(401);
  });

  it("records 'viewed' once per viewer session", async () => {
    const jwt = await jwtOf(viewerToken);
    const url = `${u()}/specbook/${sb.id}/notifications/viewed`;
    expect((await req('POST', url, jwt, { token: viewerToken })).json().data).toEqual({ recorded: true });
    expect((await req('POST', url, jwt, { token: viewerToken })).json().data).toEqual({ recorded: false });
    expect(await sqlCount(t, 'notifications', 'specbook_id = $1 and message = $2', [sb.id, M.viewedByMember('Ellen Viewer', 'ellen.viewer@example.com')])).toBe(1);
    expect((await req('POST', url, seller, {})).json().data).toEqual({ recorded: false });
  });

  it('a revoked member is 401 at once', async () => {
    const member = await addMember('Gone Soon', 'gone.soon@example.com', {});
    const jwt = await jwtOf(member.token);
    expect((await req('GET', `${u()}/specbook/${sb.id}`, jwt)).statusCode).toBe(200);
    expect((await req('DELETE', `${u()}/specbook/${sb.id}/team/${member.id}`, seller)).statusCode).toBe(200);
    expect((await req('GET', `${u()}/specbook/${sb.id}`, jwt)).statusCode).toBe(401);
    expect((await exchange(member.token)).statusCode).toBe(401);
  });
});

describe('QR view token', () => {
  const viewtoken = (id: number) => req('GET', `/api/v1/auth/specbook/${id}/viewtoken`);
  const qrAccess = (enabled: boolean) => req('PUT', `${u()}/specbook/${sb.id}/qr-access`, seller, { enabled });

  it('404 while QR access is off, for unknown ids and for another account', async () => {
    expect((await viewtoken(sb.id)).statusCode).toBe(404);
    expect((await viewtoken(999_999)).statusCode).toBe(404);
    expect((await req('PUT', `${u()}/specbook/${otherSb.id}/qr-access`, seller, { enabled: true })).statusCode).toBe(404);
  });

  it('reads without prices or writes; turning QR access off ends the session', async () => {
    expect((await qrAccess(true)).json().data).toEqual({ id: sb.id, qrAccess: true });
    const res = await viewtoken(sb.id);
    expect(res.statusCode).toBe(200);
    const jwt = res.json().data;
    expect(decodeJwt(jwt).sub).toBe(String(sb.userId));
    const specs = await req('GET', `${u()}/specbook/${sb.id}/specs?categoryID=${room.categoryId}`, jwt);
    expect(specs.statusCode).toBe(200);
    expect(specs.json().data[0]).toMatchObject({ modelNumber: expect.any(String), total: '0.00', price: { list: '0.00', sale: '0.00', listPrice: '0.00', salePrice: '0.00' } });
    expect((await req('GET', `${u()}/specbook/${sb.id}/totals?types=quoted`, jwt)).json().data.quoted).toMatchObject({ list: '0.00', sale: '0.00' });
    expect((await req('GET', `${u()}/specbook/${sb.id}/permissions`, jwt)).json().data).toEqual({
      showListPrice: false,
      showSalePrice: false,
      showModelNumbers: true,
      canApprove: false,
      showNotifications: false,
    });
    expect((await req('POST', `${u()}/specbook/${sb.id}/comments`, jwt, { createSpecSpecbookCommentRequest: { Comment: { body: 'hi' } } })).statusCode).toBe(403);
    expect((await req('GET', `${u()}/specbook/${sb.id}/notifications`, jwt)).statusCode).toBe(403);
    expect((await req('GET', `${u()}/specbook/${sb.id}/alerts`, jwt)).statusCode).toBe(200);
    const alert = { name: 'QR visitor', startAlert: '2099-03-14', endAlert: '2099-03-14', timezone: 'America/Chicago' };
    expect((await req('POST', `${u()}/specbook/${sb.id}/alerts`, jwt, { createAlertRequest: { Alert: alert } })).statusCode).toBe(403);
    expect((await req('GET', `${u()}/specbook/${sibling.id}`, jwt)).statusCode).toBe(404);
    await qrAccess(false);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await req('GET', `${u()}/specbook/${sb.id}`, jwt)).statusCode).toBe(401);
  });

  it('a QR viewer reads no comments (403) and no contact details: team e-mails, the client profile, who changed a status', async () => {
    const profile = await sqlOne<{ id: number }>(
      t,
      `insert into profiles (account_id, user_id, name, email, phone, fax, address, contact, public)
       values ($1, $2, 'QR Client', 'client@example.com', '555-0100', '555-0101', '1 Elm St, Springfield', 'Pat Client', true) returning id`,
      [sb.accountId, sb.userId],
    );
    await t.database.pool.query('update specbooks set profile_id = $2 where id = $1', [sb.id, profile.id]);
    await t.database.pool.query(`insert into status_log (account_id, spec_specbook_id, status, email) values ($1, $2, 'approved', 'alan.approver@example.com')`, [
      sb.accountId,
      room.joinId,
    ]);
    const comment = { createSpecSpecbookCommentRequest: { Comment: { body: 'Seller note' } } };
    expect((await req('POST', `${u()}/specbook/${sb.id}/comments`, seller, comment)).statusCode).toBe(201);
    expect((await req('POST', `${u()}/specbook/${sb.id}/specs/${room.joinId}/comments`, seller, comment)).statusCode).toBe(201);
    const paths = [`${u()}/specbook/${sb.id}/comments`, `${u()}/specbook/${sb.id}/categories/${room.categoryId}/comments`, `${u()}/specbook/${sb.id}/specs/${room.joinId}/comments`];
    const member = await jwtOf(viewerToken);
    await qrAccess(true);
    const qr = (await viewtoken(sb.id)).json().data as string;
    try {
      for (const path of paths) {
        expect((await req('GET', path, member)).statusCode, path).toBe(200);
        expect((await req('GET', path, qr)).statusCode, path).toBe(403);
      }
      const memberTeam = (await req('GET', `${u()}/specbook/${sb.id}/team`, member)).json().data;
      expect(memberTeam.map((m: { emailAddress: string }) => m.emailAddress)).toContain('alan.approver@example.com');
      const qrTeam = (await req('GET', `${u()}/specbook/${sb.id}/team`, qr)).json().data as { email: string; emailAddress: string }[];
      expect(qrTeam.length).toBeGreaterThan(0);
      expect(qrTeam.every((m) => m.email === '' && m.emailAddress === '')).toBe(true);
      expect((await req('GET', `${u()}/profile/${profile.id}`, member)).json().data).toMatchObject({ phone: '555-0100', address: '1 Elm St, Springfield' });
      expect((await req('GET', `${u()}/profile/${profile.id}`, qr)).json().data).toMatchObject({
        name: 'QR Client',
        email: '',
        emailAddress: '',
        phone: '',
        fax: '',
        address: '',
        contact: '',
      });
      const spec = (await req('GET', `${u()}/specbook/${sb.id}/specs/${room.joinId}`, qr)).json().data;
      expect(spec.commentCount).toBe(0);
      expect((await req('GET', `${u()}/specbook/${sb.id}/specs/${room.joinId}`, member)).json().data.commentCount).toBeGreaterThan(0);
      expect(spec.statusLog.length).toBeGreaterThan(0);
      expect(spec.statusLog.every((entry: { email: string }) => entry.email === '')).toBe(true);
      expect(JSON.stringify(spec)).not.toContain('@example.com');
    } finally {
      await qrAccess(false);
      await t.database.pool.query('update specbooks set profile_id = null where id = $1', [sb.id]);
    }
  });

  it('showcase preloads with a fresh view token', async () => {
    await qrAccess(true);
    const res = await req('GET', `/api/v1/showcase?specbookId=${sb.id}&categoryId=${room.categoryId}&specSpecbookId=${room.joinId}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.viewtoken.status).toBe('success');
    for (const key of [`specbooks/${sb.id}`, `specbooks/${sb.id}/categories`, `specbooks/${sb.id}/specspecbooks`, `specbooks/${sb.id}/specspecbooks/${room.joinId}/price`, 'user/me', 'account']) {
      expect(data[key]?.status, key).toBe('success');
    }
    await qrAccess(false);
    const off = (await req('GET', `/api/v1/showcase?specbookId=${sb.id}`)).json().data;
    expect(off.viewtoken.status).toBe('error');
    expect(off[`specbooks/${sb.id}`].status).toBe('error');
  });
});

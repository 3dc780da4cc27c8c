import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '#server/test/server';
import { bearer, userIdOf } from '#server/modules/notifications/collab-test-kit';
import { ACCESS_ADMIN_MESSAGES as M } from '#shared/lib/access-admin-messages';
import { FEATURE_FLAGS } from '#shared/lib/roles';

let t: TestServer;
let seller: string;
let admin: string;
let sellerId: number;
let adminId: number;
let otherId: number;

beforeAll(async () => {
  t = await createTestServer();
  [seller, admin] = await Promise.all([t.login('seller@specfolio.test'), t.login('admin@specfolio.test')]);
  [sellerId, adminId, otherId] = await Promise.all([
    userIdOf(t, 'seller@specfolio.test'),
    userIdOf(t, 'admin@specfolio.test'),
    userIdOf(t, 'other@specfolio.test'),
  ]);
});
afterAll(() => t.close());

const base = (user = adminId) => `/api/v4/user/${user}/admin`;
const req = (method: 'GET' | 'PUT', url: string, token: string | null, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const grants = (roles: string[], features: string[]) => ({ updateUserAccessRequest: { User: { roles, features } } });
type AccessUser = { id: number; email: string; accountName: string; roles: string[]; features: string[] };

describe('roles and feature flags (platform admins)', () => {
  it('lists what can be granted: the roles by id and every feature flag', async () => {
    const res = await req('GET', `${base()}/access`, admin);
    expect(res.statusCode).toBe(200);
    const { roles, features } = res.json().data;
    expect(roles.find((r: { id: number }) => r.id === 11)).toMatchObject({ name: 'ROLE_PRO', active: true });
    expect(features).toEqual([...FEATURE_FLAGS]);
  });

  it('lists the users of every account with their grants, searchable by name, e-mail or company', async () => {
    const all = await req('GET', `${base()}/users?perPage=100`, admin);
    expect(all.statusCode).toBe(200);
    const users = all.json().data as AccessUser[];
    expect(users.map((u) => u.email)).toEqual(expect.arrayContaining(['seller@specfolio.test', 'other@specfolio.test', 'pro@specfolio.test']));
    expect(users.find((u) => u.email === 'admin@specfolio.test')!.roles).toContain('ROLE_SPECBOOKS_ADMIN');
    const harbor = (await req('GET', `${base()}/users?search=harbor`, admin)).json();
    expect(harbor.data.map((u: AccessUser) => u.email)).toEqual(['brasil@specfolio.test', 'other@specfolio.test']);
    expect(harbor.meta).toMatchObject({ total: 2, current_page: 1 });
    // LIKE wildcards match only themselves.
    expect((await req('GET', `${base()}/users?search=%25`, admin)).json().data).toEqual([]);
  });

  it('replaces a user’s roles and flags, effective on their next request', async () => {
    const before = (await req('GET', '/api/v4/user/me', seller)).json().data;
    const res = await req('PUT', `${base()}/users/${sellerId}/access`, admin, grants(['ROLE_IBOOK', 'ROLE_SMART_LABELS'], ['useCustomerCenter', 'useInvoicing']));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: sellerId, roles: ['ROLE_IBOOK', 'ROLE_SMART_LABELS'], features: ['useCustomerCenter', 'useInvoicing'] });
    const after = (await req('GET', '/api/v4/user/me', seller)).json().data;
    expect(before.hasSpecbooksPlus).toBe(true);
    expect(after).toMatchObject({ roleNames: ['ROLE_IBOOK', 'ROLE_SMART_LABELS'], features: ['useCustomerCenter', 'useInvoicing'], hasSpecbooksPlus: false });
    // Put the demo grants back for the other tests of this file.
    const restore = await req('PUT', `${base()}/users/${sellerId}/access`, admin, grants(before.roles.map((r: { name: string }) => r.name), before.features));
    expect(restore.statusCode).toBe(200);
  });

  it('answers 400 for an unknown role or flag, 404 for an unknown user, 409 when admins drop their own admin role — changing nothing', async () => {
    const badRole = await req('PUT', `${base()}/users/${otherId}/access`, admin, grants(['ROLE_NOPE'], []));
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().errors[0].message).toBe('Unknown role.');
    expect((await req('PUT', `${base()}/users/${otherId}/access`, admin, grants([], ['nope']))).json().errors[0].message).toBe('Unknown feature flag.');
    expect((await req('PUT', `${base()}/users/${otherId}/access`, admin, { roles: [] })).statusCode).toBe(400);
    const missing = await req('PUT', `${base()}/users/999999/access`, admin, grants([], []));
    expect(missing.statusCode).toBe(404);
    const own = await req('PUT', `${base()}/users/${adminId}/access`, admin, grants([], []));
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe(M.ownAdminRole);
    const adminRow = ((await req('GET', `${base()}/users?search=admin%40specfolio`, admin)).json().data as AccessUser[])[0]!;
    expect(adminRow.roles).toContain('ROLE_SPECBOOKS_ADMIN');
    const otherRow = ((await req('GET', `${base()}/users?search=other%40specfolio`, admin)).json().data as AccessUser[])[0]!;
    expect(otherRow.roles).toEqual(['ROLE_IBOOK']);
  });

  it('answers 401 without a token, 403 for anyone but a platform admin, 404 under another user’s id', async () => {
    expect((await req('GET', `${base()}/users`, null)).statusCode).toBe(401);
    expect((await req('GET', `${base(sellerId)}/users`, seller)).statusCode).toBe(403);
    expect((await req('GET', `${base(sellerId)}/access`, seller)).statusCode).toBe(403);
    expect((await req('PUT', `${base(sellerId)}/users/${sellerId}/access`, seller, grants(['ROLE_SPECBOOKS_ADMIN'], []))).statusCode).toBe(403);
    expect((await req('GET', `${base(adminId)}/users`, seller)).statusCode).toBe(404);
  });
});

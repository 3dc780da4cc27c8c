import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '#server/test/server';
import { buildMenu } from './menu.service';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(() => t.close());

async function menuOf(email: string) {
  const token = await t.login(email);
  const me = await t.app.inject({ method: 'GET', url: '/api/v4/user/me', headers: { authorization: `Bearer ${token}` } });
  const id = me.json().data.id as number;
  return { id, token, res: await t.app.inject({ method: 'GET', url: `/api/v4/user/${id}/menu`, headers: { authorization: `Bearer ${token}` } }) };
}

describe('GET /api/v4/user/{userId}/menu', () => {
  it("answers the seller's items with every field and live counts", async () => {
    const { res } = await menuOf('seller@specfolio.test');
    expect(res.statusCode).toBe(200);
    const menu = res.json().data.menu;
    const home = menu.find((i: { title: string }) => i.title === 'Home');
    expect(Object.keys(home).sort()).toEqual(['count', 'dimmed', 'disabled', 'href', 'icon', 'subtitle', 'title', 'tooltip', 'type'].sort());
    expect(home.count).toBe(6);
    expect(menu.find((i: { title: string }) => i.title === 'Profiles').subtitle).toBe('7 active');
    expect(menu.find((i: { type: string }) => i.type === 'matrix').href).toBe('/v4/matrix');
    const separators = menu.filter((i: { type: string }) => i.type === 'separator');
    expect(separators.map((i: { title: string }) => i.title)).toEqual(['Catalogue', 'Business', 'Marketplace']);
    expect(separators.every((i: { href: string | null }) => i.href === null)).toBe(true);
    expect(menu.find((i: { title: string }) => i.title === 'Customers').href).toBe('/v4/customers');
    expect(menu.find((i: { title: string }) => i.title === 'Accounting')).toMatchObject({ href: '/v4/accounting', icon: 'invoices', dimmed: false });
  });

  it("labels profiles 'Projects' and disables shipping for a pro user", async () => {
    const { res } = await menuOf('pro@specfolio.test');
    const menu = res.json().data.menu;
    expect(menu.map((i: { title: string }) => i.title)).toContain('Projects');
    expect(menu.find((i: { title: string }) => i.title === 'Shipping Center').disabled).toBe(true);
  });

  it("answers 404 for another user's menu and 401 without a token", async () => {
    const { token } = await menuOf('seller@specfolio.test');
    const other = await menuOf('other@specfolio.test');
    const res = await t.app.inject({ method: 'GET', url: `/api/v4/user/${other.id}/menu`, headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/v4/user/${other.id}/menu` })).statusCode).toBe(401);
  });

  it('lets a platform admin read any user’s menu', async () => {
    const admin = await t.login('admin@specfolio.test');
    const other = await menuOf('other@specfolio.test');
    const res = await t.app.inject({ method: 'GET', url: `/api/v4/user/${other.id}/menu`, headers: { authorization: `Bearer ${admin}` } });
    expect(res.statusCode).toBe(200);
  });
});

describe('buildMenu', () => {
  const base = { id: 1, accountId: 1, email: 'a@b.c', roleNames: [], features: [], isPlatformAdmin: false, sessionId: 's' };

  it('groups the items under headings with useNewMenu; without it, one list in the older configuration', () => {
    const counts = { specbooks: 0, profiles: 0 };
    const grouped = buildMenu({ ...base, features: ['useNewMenu'] }, counts);
    const older = buildMenu(base, counts);
    expect(grouped.filter((i) => i.type === 'separator').map((i) => i.title)).toEqual(['Catalogue', 'Business', 'Marketplace']);
    expect(older.some((i) => i.type === 'separator')).toBe(false);
    const hrefOf = (menu: typeof grouped, title: string) => menu.find((i) => i.title === title)?.href;
    expect([hrefOf(grouped, 'Home'), hrefOf(grouped, 'Profiles'), hrefOf(grouped, 'Products')]).toEqual(['/', '/v4/profiles', '/v4/matrix']);
    expect([hrefOf(older, 'Home'), hrefOf(older, 'Profiles'), hrefOf(older, 'Products')]).toEqual(['/projects', '/projects', '/specs']);
    // Everything else is the same in both.
    expect(older.map((i) => i.title)).toEqual(grouped.filter((i) => i.type !== 'separator').map((i) => i.title));
    expect(hrefOf(older, 'Customers')).toBe('/v4/customers');
  });

  it('dims flagged areas when the flag is off and lights them when on', () => {
    const off = buildMenu(base, { specbooks: 0, profiles: 0 }).find((i) => i.title === 'Job Pipelines');
    const on = buildMenu({ ...base, features: ['useJobPipelines'] }, { specbooks: 0, profiles: 0 }).find((i) => i.title === 'Job Pipelines');
    expect(off?.dimmed).toBe(true);
    expect(on?.dimmed).toBe(false);
  });

  it('adds the Support Requests, Roles & Feature Flags and Announcements pages for platform admins only', () => {
    const titles = (admin: boolean) => buildMenu({ ...base, isPlatformAdmin: admin }, { specbooks: 0, profiles: 0 }).map((i) => i.title);
    expect(titles(false)).not.toContain('Support Requests');
    expect(titles(false)).not.toContain('Roles & Feature Flags');
    const adminMenu = buildMenu({ ...base, isPlatformAdmin: true, features: ['useNewMenu'] }, { specbooks: 0, profiles: 0 });
    expect(adminMenu.slice(-4)).toMatchObject([
      { title: 'Admin', type: 'separator' },
      { title: 'Support Requests', href: '/v4/admin/requests', icon: 'headset' },
      { title: 'Roles & Feature Flags', href: '/v4/admin/access', icon: 'shield' },
      { title: 'Announcements', href: '/v4/admin/announcements', icon: 'bell' },
    ]);
  });

  it('dims Customers without useCustomerCenter', () => {
    const customers = (features: string[]) => buildMenu({ ...base, features }, { specbooks: 0, profiles: 0 }).find((i) => i.title === 'Customers');
    expect(customers([])).toMatchObject({ dimmed: true, tooltip: 'Customers is not enabled for your account' });
    expect(customers(['useCustomerCenter'])).toMatchObject({ dimmed: false, href: '/v4/customers' });
  });

  it('lists Accounting only for the accounting_tab role together with the useInvoicing flag', () => {
    const hasAccounting = (roleNames: string[], features: string[]) =>
      buildMenu({ ...base, roleNames, features }, { specbooks: 0, profiles: 0 }).some((i) => i.title === 'Accounting');
    expect(hasAccounting(['accounting_tab'], ['useInvoicing'])).toBe(true);
    expect(hasAccounting(['accounting_tab'], [])).toBe(false);
    expect(hasAccounting([], ['useInvoicing'])).toBe(false);
    expect(hasAccounting([], [])).toBe(false);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHIPPING_MESSAGES as M } from '#shared/lib/shipping-messages';
import { createTestServer, type TestServer } from '#server/test/server';

let t: TestServer;
let token: string;
let other: string;
let pro: string;
let userId: number;
let proId: number;
let otherCostId: number;
let otherDiscountId: number;

async function meId(as: string): Promise<number> {
  return (await t.app.inject({ method: 'GET', url: '/api/v4/user/me', headers: { authorization: `Bearer ${as}` } })).json().data.id;
}

async function sql<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  return (await t.database.pool.query(text, params)).rows as T[];
}

beforeAll(async () => {
  t = await createTestServer();
  token = await t.login('seller@specfolio.test');
  other = await t.login('other@specfolio.test');
  pro = await t.login('pro@specfolio.test');
  userId = await meId(token);
  proId = await meId(pro);
  [{ id: otherCostId }] = (await sql<{ id: number }>(`select id from shipping_costs where name = 'Will call'`)) as [{ id: number }];
  [{ id: otherDiscountId }] = (await sql<{ id: number }>(`select id from shipping_discounts where name = 'Contractor freight credit'`)) as [{ id: number }];
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, path: string, payload?: unknown, as: string | null = token, uid = userId) =>
  t.app.inject({
    method,
    url: `/api/v4/user/${uid}${path}`,
    ...(as ? { headers: { authorization: `Bearer ${as}` } } : {}),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const costBody = (verb: string, c: object) => ({ [`${verb}UserShippingCostRequest`]: { userShippingCost: c } });
const discountBody = (verb: string, d: object) => ({ [`${verb}UserShippingDiscountRequest`]: { userShippingDiscount: d } });
const messages = (res: { json(): { errors: { message: string }[] } }) => res.json().errors.map((e) => e.message);

describe('shipping costs', () => {
  it('401 without a token on every call', async () => {
    for (const [method, path] of [['GET', '/shipping-cost'], ['POST', '/shipping-cost'], ['GET', '/shipping-cost/1'], ['PUT', '/shipping-cost/1'], ['PATCH', '/shipping-cost/1']] as const) {
      expect((await call(method, path, method === 'GET' ? undefined : {}, null)).statusCode).toBe(401);
    }
  });

  it('lists the account’s costs by id, cursor in next', async () => {
    const first = await call('GET', '/shipping-cost?perPage=2');
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.data.map((c: { name: string }) => c.name)).toEqual(['Local delivery (Chicago)', 'Ground freight']);
    expect(body.data[0]).toMatchObject({ method: 'schedule_delivery', cost: '75.00', active: true, userID: userId });
    const next = await t.app.inject({ method: 'GET', url: body._pagination.next, headers: { authorization: `Bearer ${token}` } });
    expect(next.json().data.map((c: { name: string }) => c.name)).toEqual(['Showroom pick up']);
    expect(next.json()._pagination.next).toBeNull();
  });

  it('400 for a bad cursor', async () => {
    const res = await call('GET', '/shipping-cost?cursor=nope');
    expect(res.statusCode).toBe(400);
    expect(messages(res)).toEqual(['Invalid cursor.']);
  });

  it('creates, gets, replaces and updates', async () => {
    const created = await call('POST', '/shipping-cost', costBody('create', { name: ' White glove ', method: 'schedule_delivery', cost: 150.5 }));
    expect(created.statusCode).toBe(201);
    const cost = created.json().data;
    expect(cost).toMatchObject({ name: 'White glove', method: 'schedule_delivery', cost: '150.50', active: true });
    expect((await call('GET', `/shipping-cost/${cost.id}`)).json().data.name).toBe('White glove');
    const patched = await call('PATCH', `/shipping-cost/${cost.id}`, costBody('update', { cost: '160', active: false }));
    expect(patched.json().data).toMatchObject({ name: 'White glove', method: 'schedule_delivery', cost: '160.00', active: false });
    const replaced = await call('PUT', `/shipping-cost/${cost.id}`, costBody('replace', { name: 'White glove plus', cost: '0' }));
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().data).toMatchObject({ name: 'White glove plus', method: null, cost: '0.00', active: true });
  });

  it('400 with the rule’s message', async () => {
    const cases: [object, string][] = [
      [{ cost: 1 }, M.nameRequired],
      [{ name: '   ', cost: 1 }, M.nameRequired],
      [{ name: 'x'.repeat(101), cost: 1 }, M.nameMax],
      [{ name: 'A' }, M.costRequired],
      [{ name: 'A', cost: '-1' }, M.amountInvalid],
      [{ name: 'A', cost: '1.234' }, M.amountInvalid],
      [{ name: 'A', cost: 1, method: 'teleport' }, M.methodInvalid],
    ];
    for (const [input, message] of cases) {
      const res = await call('POST', '/shipping-cost', costBody('create', input));
      expect(res.statusCode, JSON.stringify(input)).toBe(400);
      expect(messages(res)).toContain(message);
    }
    const unwrapped = await call('POST', '/shipping-cost', { name: 'A', cost: 1 });
    expect(unwrapped.statusCode).toBe(400);
    expect(res400(await call('PATCH', `/shipping-cost/${otherCostId}`, costBody('update', { cost: 'abc' })))).toContain(M.amountInvalid);
  });

  it('404 for another account’s cost, a missing one or a malformed id', async () => {
    expect((await call('GET', `/shipping-cost/${otherCostId}`)).statusCode).toBe(404);
    expect((await call('PATCH', `/shipping-cost/${otherCostId}`, costBody('update', { cost: 1 }))).statusCode).toBe(404);
    expect((await call('PUT', `/shipping-cost/${otherCostId}`, costBody('replace', { name: 'Mine', cost: 1 }))).statusCode).toBe(404);
    expect((await call('GET', '/shipping-cost/99999999')).statusCode).toBe(404);
    expect((await call('GET', '/shipping-cost/abc')).statusCode).toBe(404);
    expect((await call('GET', '/shipping-cost', undefined, other, userId)).statusCode).toBe(404);
    const [row] = await sql<{ name: string }>(`select name from shipping_costs where id = $1`, [otherCostId]);
    expect(row!.name).toBe('Will call');
  });

  it('403 for a ROLE_PRO user', async () => {
    const res = await call('GET', '/shipping-cost', undefined, pro, proId);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(M.proForbidden);
    expect((await call('POST', '/shipping-cost', costBody('create', { name: 'A', cost: 1 }), pro, proId)).statusCode).toBe(403);
  });
});

function res400(res: { statusCode: number; json(): { errors: { message: string }[] } }): string[] {
  expect(res.statusCode).toBe(400);
  return messages(res);
}

describe('shipping discounts', () => {
  it('401 without a token', async () => {
    for (const [method, path] of [['GET', '/shipping-discount'], ['GET', '/shipping-discount/global'], ['DELETE', '/shipping-discount/1']] as const) {
      expect((await call(method, path, undefined, null)).statusCode).toBe(401);
    }
  });

  it('lists the account’s discounts by id, and the global ones', async () => {
    const res = await call('GET', '/shipping-discount');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((d: { name: string }) => d.name)).toEqual(['Free delivery over $5,000', 'Trade partner shipping']);
    expect(res.json().data[0]).toMatchObject({ type: 'percent', value: '100.00', minimumSubtotal: '5000.00', global: false });
    const global = await call('GET', '/shipping-discount/global');
    expect(global.statusCode).toBe(200);
    expect(global.json().data).toEqual([expect.objectContaining({ global: true, type: 'percent', value: '50.00', userID: null })]);
  });

  it('creates, replaces, updates and deletes', async () => {
    const created = await call('POST', '/shipping-discount', discountBody('create', { name: 'Spring', type: 'amount', value: '15', minimumSubtotal: 500 }));
    expect(created.statusCode).toBe(201);
    const d = created.json().data;
    expect(d).toMatchObject({ name: 'Spring', type: 'amount', value: '15.00', minimumSubtotal: '500.00', active: true, global: false });
    const patched = await call('PATCH', `/shipping-discount/${d.id}`, discountBody('update', { type: 'percent', value: 20 }));
    expect(patched.json().data).toMatchObject({ type: 'percent', value: '20.00', minimumSubtotal: '500.00' });
    const replaced = await call('PUT', `/shipping-discount/${d.id}`, discountBody('replace', { name: 'Spring all', type: 'amount', value: 5 }));
    expect(replaced.json().data).toMatchObject({ name: 'Spring all', type: 'amount', value: '5.00', minimumSubtotal: '0.00' });
    expect((await call('DELETE', `/shipping-discount/${d.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/shipping-discount/${d.id}`)).statusCode).toBe(404);
  });

  it('400 with the rule’s message, also for a merged percent over 100', async () => {
    expect(res400(await call('POST', '/shipping-discount', discountBody('create', { name: 'A', type: 'free', value: 1 })))).toContain(M.typeInvalid);
    expect(res400(await call('POST', '/shipping-discount', discountBody('create', { name: 'A', type: 'amount' })))).toContain(M.valueRequired);
    expect(res400(await call('POST', '/shipping-discount', discountBody('create', { name: 'A', type: 'percent', value: 101 })))).toContain(M.percentMax);
    const { id } = (await call('POST', '/shipping-discount', discountBody('create', { name: 'Big', type: 'amount', value: 150 }))).json().data;
    const res = await call('PATCH', `/shipping-discount/${id}`, discountBody('update', { type: 'percent' }));
    expect(res400(res)).toEqual([M.percentMax]);
    expect(res.json().errors[0].field).toBe('value');
  });

  it('404 for another account’s discount (get, update, delete) and for a global one', async () => {
    expect((await call('GET', `/shipping-discount/${otherDiscountId}`)).statusCode).toBe(404);
    expect((await call('PATCH', `/shipping-discount/${otherDiscountId}`, discountBody('update', { value: 1 }))).statusCode).toBe(404);
    expect((await call('DELETE', `/shipping-discount/${otherDiscountId}`)).statusCode).toBe(404);
    const [{ id: globalId }] = (await sql<{ id: number }>(`select id from shipping_discounts where account_id is null`)) as [{ id: number }];
    expect((await call('DELETE', `/shipping-discount/${globalId}`)).statusCode).toBe(404);
    const [{ n }] = (await sql<{ n: number }>(`select count(*)::int as n from shipping_discounts where id = any($1)`, [[otherDiscountId, globalId]])) as [{ n: number }];
    expect(n).toBe(2);
  });

  it('403 for a ROLE_PRO user, global discounts included', async () => {
    expect((await call('GET', '/shipping-discount', undefined, pro, proId)).statusCode).toBe(403);
    expect((await call('GET', '/shipping-discount/global', undefined, pro, proId)).statusCode).toBe(403);
    expect((await call('DELETE', `/shipping-discount/${otherDiscountId}`, undefined, pro, proId)).statusCode).toBe(403);
  });
});

describe('OpenAPI', () => {
  it('documents the shipping paths with their methods', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = (res.json() as { paths: Record<string, Record<string, unknown>> }).paths;
    expect(Object.keys(paths['/api/v4/user/{userId}/shipping-cost/{id}'] ?? {}).sort()).toEqual(['get', 'patch', 'put']);
    expect(Object.keys(paths['/api/v4/user/{userId}/shipping-discount/{id}'] ?? {}).sort()).toEqual(['delete', 'get', 'patch', 'put']);
    expect(Object.keys(paths['/api/v4/user/{userId}/shipping-discount/global'] ?? {})).toEqual(['get']);
  });
});

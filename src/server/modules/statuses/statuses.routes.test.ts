import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '#server/test/server';
import { workspace, type Workspace } from '#server/modules/spec-specbooks/workspace.test-helpers';

let t: TestServer;
let w: Workspace;
beforeAll(async () => {
  t = await createTestServer();
  w = await workspace(t);
});
afterAll(() => t.close());

describe('GET /api/v4/user/{userId}/statuses', () => {
  it('lists the sixteen statuses in lifecycle order with colour and userManaged', async () => {
    const res = await w.api('GET', '/statuses');
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { id: number; value: string; userManaged: boolean }[];
    expect(data).toHaveLength(16);
    expect(data[0]).toMatchObject({ id: 1, value: 'open', name: 'Open', hexColor: '#333333', color: '#333333', isActive: true, userManaged: true });
    expect(data.find((s) => s.value === 'invoiced')).toMatchObject({ id: 7, name: 'Invoiced', userManaged: false });
    expect(data.map((s) => s.value)).toEqual([
      'open', 'submitted', 'rejected', 'approved', 'ready_to_order', 'ordered', 'confirmed', 'order_on_hold',
      'partial_shipped', 'shipped', 'ready_for_delivery', 'completed', 'invoiced', 'partial_paid', 'paid', 'refunded',
    ]);
    expect(data.filter((s) => s.userManaged).map((s) => s.id)).toEqual([1, 6, 5, 2, 11, 3, 12, 16, 13, 14, 15, 4]);
  });

  it('answers 401 without a token and 404 under another user', async () => {
    expect((await w.api('GET', '/statuses', undefined, null)).statusCode).toBe(401);
    expect((await w.api('GET', '/statuses', undefined, { token: w.otherToken, userId: w.userId })).statusCode).toBe(404);
  });
});

describe('OpenAPI document', () => {
  it('documents the workspace routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const p of [
      '/api/v4/user/{userId}/statuses',
      '/api/v4/user/{userId}/specs',
      '/api/v4/user/{userId}/specbook/{id}/categories',
      '/api/v4/user/{userId}/specbook/{id}/categories/{categoryId}/approve',
      '/api/v4/user/{userId}/specbook/{id}/specs',
      '/api/v4/user/{userId}/specbook/{id}/specs/{joinId}',
      '/api/v4/user/{userId}/specbook/{id}/specs/reorder',
    ]) {
      expect(paths).toContain(p);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '#server/test/server';
import { ACCOUNT_SETTING_KEYS } from '#shared/lib/account-settings';
import { COLLAB_MESSAGES as M } from '#shared/lib/collab-messages';
import { bearer, fieldNamed, sqlCount, sqlOne, userIdOf } from '#server/modules/notifications/collab-test-kit';

let t: TestServer;
let seller: string;
let admin: string;
let other: string;
let sellerId: number;
let otherId: number;
let lakeside: number;

beforeAll(async () => {
  t = await createTestServer();
  [seller, admin, other] = await Promise.all([t.login('seller@specfolio.test'), t.login('admin@specfolio.test'), t.login('other@specfolio.test')]);
  [sellerId, otherId] = await Promise.all([userIdOf(t, 'seller@specfolio.test'), userIdOf(t, 'other@specfolio.test')]);
  lakeside = (await sqlOne<{ account_id: number }>(t, 'select account_id from users where id = $1', [sellerId])).account_id;
  await t.database.pool.query('delete from account_settings');
});
afterAll(() => t.close());

const url = (user = sellerId) => `/api/v4/user/${user}/account/settings`;
const get = (token = seller, user = sellerId) => t.app.inject({ method: 'GET', url: url(user), headers: bearer(token) });
const patch = (settings: unknown, token = seller, user = sellerId) =>
  t.app.inject({ method: 'PATCH', url: url(user), headers: bearer(token), payload: { patchAccountSettingsRequest: { Settings: settings } } });
type Setting = { key: string; value: string | null; default: string; effective: string };
const byKey = (data: Setting[], key: string) => data.find((s) => s.key === key);
const stored = async () =>
  Object.fromEntries((await t.database.pool.query('select key, value from account_settings where account_id = $1 order by key', [lakeside])).rows.map((r: { key: string; value: string }) => [r.key, r.value]));

describe('GET {u}/account/settings', () => {
  it('answers every key with defaults when nothing is stored', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    const data: Setting[] = res.json().data;
    expect(data.map((s) => s.key)).toEqual(ACCOUNT_SETTING_KEYS);
    expect(byKey(data, 'management.view')).toEqual({ key: 'management.view', value: null, default: '1', effective: '1' });
    expect(byKey(data, 'specbook.tax_rate')).toEqual({ key: 'specbook.tax_rate', value: null, default: '0', effective: '0' });
    expect(byKey(data, 'specbook.shipping_calculation')?.effective).toBe('true');
  });

  it('answers 401 without a token and 404 for another user', async () => {
    expect((await t.app.inject({ method: 'GET', url: url() })).statusCode).toBe(401);
    expect((await get(other)).statusCode).toBe(404);
  });
});

describe('PATCH {u}/account/settings', () => {
  it('stores values as strings, answers effective values, and resets with null', async () => {
    const res = await patch({ 'management.view': 2, 'management.collapse_all': false, 'specbook.tax_rate': '8.25', 'specbook.payment_terms': 30, 'aipq.engine': 'ocr' });
    expect(res.statusCode).toBe(200);
    const data: Setting[] = res.json().data;
    expect(byKey(data, 'management.view')).toEqual({ key: 'management.view', value: '2', default: '1', effective: '2' });
    expect(byKey(data, 'management.collapse_all')?.effective).toBe('false');
    expect(await stored()).toEqual({
      'aipq.engine': 'ocr',
      'management.collapse_all': 'false',
      'management.view': '2',
      'specbook.payment_terms': '30',
      'specbook.tax_rate': '8.25',
    });
    const again = await patch({ 'specbook.tax_rate': null, 'specbook.payment_terms': '45' });
    expect(byKey(again.json().data, 'specbook.tax_rate')).toEqual({ key: 'specbook.tax_rate', value: null, default: '0', effective: '0' });
    expect((await stored())['specbook.payment_terms']).toBe('45');
    expect((await stored())['specbook.tax_rate']).toBeUndefined();
    // Another account is untouched and reads its own values.
    expect(byKey((await get(other, otherId)).json().data, 'management.view')?.value).toBeNull();
    // A platform admin acting for the seller writes the seller's account.
    expect((await patch({ drag_and_drop: 'false' }, admin)).statusCode).toBe(200);
    expect((await stored()).drag_and_drop).toBe('false');
  });

  it('answers 400 for unknown keys or bad values and stores nothing', async () => {
    const before = await stored();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ 'nope.key': 'true' }, 'nope.key', M.settingUnknown('nope.key')],
      [{ 'management.show_documents': 'yes' }, 'management.show_documents', M.settingBoolean('management.show_documents')],
      [{ 'management.view': 'card' }, 'management.view', M.settingView],
      [{ 'specbook.tax_rate': 101 }, 'specbook.tax_rate', M.settingTaxRate],
      [{ 'specbook.payment_terms': -1 }, 'specbook.payment_terms', M.settingPaymentTerms],
      [{ 'aipq.engine': 'other' }, 'aipq.engine', M.settingEngine(['layout', 'ocr', 'llm'])],
      [{ 'management.view': '1', 'specbook.tax_rate': 'x' }, 'specbook.tax_rate', M.settingTaxRate],
    ];
    for (const [settings, field, message] of cases) {
      const res = await patch(settings);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message, errors: [{ field: fieldNamed(field), message }] });
    }
    expect((await t.app.inject({ method: 'PATCH', url: url(), headers: bearer(seller), payload: { Settings: {} } })).statusCode).toBe(400);
    expect(await stored()).toEqual(before);
  });

  it('answers 401 without a token and 404 for another tenant, changing nothing', async () => {
    const before = await sqlCount(t, 'account_settings');
    expect((await t.app.inject({ method: 'PATCH', url: url(), payload: { patchAccountSettingsRequest: { Settings: {} } } })).statusCode).toBe(401);
    expect((await patch({ 'management.view': '1' }, other)).statusCode).toBe(404);
    expect((await patch({ 'management.view': '1' }, seller, 999999)).statusCode).toBe(404);
    expect(await sqlCount(t, 'account_settings')).toBe(before);
  });
});

describe('OpenAPI', () => {
  it('documents the collaboration endpoints', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const path of [
      '/api/v4/user/{userId}/account/settings',
      '/api/v4/user/{userId}/tags',
      '/api/v4/user/{userId}/specbook/{id}/specs/{joinId}/tags/{tagId}',
      '/api/v4/user/{userId}/specbook/{id}/team/{joinId}',
      '/api/v4/user/{userId}/specbook/{id}/permissions',
      '/api/v4/user/{userId}/specbook/{id}/categories/{categoryId}/comments',
      '/api/v4/user/{userId}/notifications/{notificationId}',
      '/api/v4/user/{userId}/specbook/{id}/notifications/{notificationId}',
    ]) {
      expect(paths).toContain(path);
    }
  });
});

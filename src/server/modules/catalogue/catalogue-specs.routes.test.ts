import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '#server/test/server';
import { workspace, type Workspace } from '#server/modules/spec-specbooks/workspace.test-helpers';
import { multipart, PNG_1X1 } from '#server/test/upload-fixtures';
import { DEMO_SPECS } from '#server/db/seed/catalogue-data';

let t: TestServer;
let w: Workspace;
let ownId: number;
let ownVariantId: number;
let otherId: number;
let globalBn: number;
let globalMb: number;
beforeAll(async () => {
  t = await createTestServer();
  w = await workspace(t);
  const [mfr] = await w.q<{ id: number }>("select id from manufacturers where name = 'Aquaterra'");
  const account = async (email: string) => (await w.q<{ account_id: number }>('select account_id from users where email = $1', [email]))[0]!.account_id;
  const insert = async (accountId: number, model: string, finish: string) =>
    (await w.q<{ id: number }>(
      "insert into specs (account_id, manufacturer_id, model_number, base_model, name, finish, collection, list_price) values ($1, $2, $3, $4, 'Custom Vanity', $5, 'Lakeside', 100) returning id",
      [accountId, mfr!.id, model, model.split('-').slice(0, 2).join('-'), finish],
    ))[0]!.id;
  const seller = await account('seller@specfolio.test');
  ownId = await insert(seller, 'LS-100-WH', 'White');
  ownVariantId = await insert(seller, 'LS-100-OK', 'Oak');
  otherId = await insert(await account('other@specfolio.test'), 'HB-900-WH', 'White');
  const ids = async (model: string) => (await w.q<{ id: number }>('select id from specs where model_number = $1', [model]))[0]!.id;
  globalBn = await ids('AQ-4512-BN');
  globalMb = await ids('AQ-4512-MB');
});
afterAll(() => t.close());

const patch = (fields: Record<string, unknown>) => ({ patchSpecsRequest: { Spec: fields } });

describe('GET {u}/specs/{specId}', () => {
  it('answers a global spec with every field group, its variants and images', async () => {
    const res = await w.api('GET', `/specs/${globalBn}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: globalBn,
      specID: globalBn,
      modelNumber: 'AQ-4512-BN',
      modelNormalized: 'aq4512bn',
      baseModel: 'AQ-4512',
      manufacturerName: 'Aquaterra',
      finishName: 'Brushed Nickel',
      collectionName: 'Linea',
      categoryName: 'Bath',
      styleName: null,
      upc: null,
      price: { list: '389.00' },
      global: true,
      archived: false,
      images: [],
    });
    expect(res.json().data.variants.map((v: { modelNumber: string }) => v.modelNumber)).toEqual(['AQ-4512-BN', 'AQ-4512-MB']);
    expect((await w.api('GET', `/specs/${globalBn}?showPrice=false`)).json().data.price).toBeNull();
  });

  it('answers the account’s own spec; 404 for another account’s or a missing one; 400 for a bad id; 401 without a token', async () => {
    expect((await w.api('GET', `/specs/${ownId}`)).json().data).toMatchObject({ global: false, finishName: 'White' });
    expect((await w.api('GET', `/specs/${otherId}`)).statusCode).toBe(404);
    expect((await w.api('GET', '/specs/99999999')).statusCode).toBe(404);
    expect((await w.api('GET', '/specs/abc')).statusCode).toBe(400);
    expect((await w.api('GET', `/specs/${ownId}`, undefined, null)).statusCode).toBe(401);
  });
});

describe('variants, finishes and collections', () => {
  it('lists variants (same manufacturer and base model) and their finishes', async () => {
    const variants = await w.api('GET', `/specs/${ownId}/variants`);
    expect(variants.json().data.map((v: { id: number }) => v.id)).toEqual([ownVariantId, ownId]);
    const finishes = await w.api('GET', `/specs/${globalMb}/finishes`);
    expect(finishes.json().data).toEqual([
      { id: globalBn, name: 'Brushed Nickel', modelNumber: 'AQ-4512-BN' },
      { id: globalMb, name: 'Matte Black', modelNumber: 'AQ-4512-MB' },
    ]);
  });

  it('pages the collection by 24 (page and pageSize)', async () => {
    const res = await w.api('GET', `/specs/${globalBn}/collections`);
    expect(res.statusCode).toBe(200);
    const linea = DEMO_SPECS.filter((s) => s.mfr === 'aquaterra' && s.collection === 'Linea').length;
    expect(res.json().meta).toMatchObject({ per_page: 24, current_page: 1, total: linea });
    const small = await w.api('GET', `/specs/${globalBn}/collections?page=2&pageSize=${linea - 3}`);
    expect(small.json().data).toHaveLength(3);
    expect((await w.api('GET', `/specs/${globalBn}/collections?pageSize=0`)).statusCode).toBe(400);
  });

  it('answers 404 for another account’s spec and 401 without a token', async () => {
    for (const path of ['variants', 'finishes', 'collections']) {
      expect((await w.api('GET', `/specs/${otherId}/${path}`)).statusCode).toBe(404);
      expect((await w.api('GET', `/specs/${ownId}/${path}`, undefined, null)).statusCode).toBe(401);
    }
  });
});

describe('PATCH {u}/specs/{specId}, archive and unarchive', () => {
  it('updates the account’s own spec and recomputes the normalised and base model', async () => {
    const res = await w.api('PATCH', `/specs/${ownId}`, patch({ modelNumber: 'LS-200 WH', finishName: 'Gloss White', price: { list: '129.5' }, upc: '012345678905' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ modelNumber: 'LS-200 WH', modelNormalized: 'ls200wh', baseModel: 'LS-200', finishName: 'Gloss White', price: { list: '129.50' }, upc: '012345678905' });
    expect(res.json().data.priceUpdatedAt).not.toBeNull();
  });

  it('sanitises the rich-text description as Create Spec does', async () => {
    const res = await w.api('PATCH', `/specs/${ownId}`, patch({ description: '<p onclick="x()">Oak <script>alert(1)</script><strong>top</strong></p>' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.description).toBe('<p>Oak <strong>top</strong></p>');
  });

  it('takes the multipart form too: text fields, the list price and a new image', async () => {
    const form = multipart({ name: 'Oak Vanity 48 in.', price: '1450', finishName: '' }, { imageFile: { filename: 'oak.png', contentType: 'image/png', data: PNG_1X1 } });
    const send = (body: { payload: Buffer; headers: Record<string, string> }, as: string | null = w.token) =>
      t.app.inject({ method: 'PATCH', url: `/api/v4/user/${w.userId}/specs/${ownId}`, payload: body.payload, headers: { ...body.headers, ...(as ? { authorization: `Bearer ${as}` } : {}) } });
    const res = await send(form);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Oak Vanity 48 in.', price: { list: '1450.00' }, finishName: null });
    expect(res.json().data.imageName).toMatch(/^\/api\/files\/spec-documents\/\d+\//);
    expect((await t.app.inject({ method: 'GET', url: res.json().data.imageName })).statusCode).toBe(200);
    const bad = await send(multipart({ modelNumber: 'A' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toEqual({ field: 'modelNumber', message: 'Model # must be between 2 and 50 characters' });
    const notImage = await send(multipart({}, { imageFile: { filename: 'x.png', contentType: 'image/png', data: Buffer.from('not an image') } }));
    expect(notImage.statusCode).toBe(400);
    expect((await send(form, null)).statusCode).toBe(401);
    const global = await t.app.inject({ method: 'PATCH', url: `/api/v4/user/${w.userId}/specs/${globalBn}`, payload: form.payload, headers: { ...form.headers, authorization: `Bearer ${w.token}` } });
    expect(global.statusCode).toBe(403);
  });

  it('refuses to change a global spec (403) and answers 404 for another account’s', async () => {
    const global = await w.api('PATCH', `/specs/${globalBn}`, patch({ finishName: 'Gold' }));
    expect(global.statusCode).toBe(403);
    expect(global.json().message).toBe('Global specs belong to the platform catalogue and cannot be changed.');
    expect((await w.api('POST', `/specs/${globalBn}/archive`)).statusCode).toBe(403);
    expect((await w.api('PATCH', `/specs/${otherId}`, patch({ finishName: 'Gold' }))).statusCode).toBe(404);
    expect((await w.api('POST', `/specs/${otherId}/archive`)).statusCode).toBe(404);
  });

  it('answers 400 for a bad body and 401 without a token', async () => {
    const bare = await w.api('PATCH', `/specs/${ownId}`, { Spec: { name: 'x' } });
    expect(bare.statusCode).toBe(400);
    expect((await w.api('PATCH', `/specs/${ownId}`, patch({ upc: 'x'.repeat(51) }))).json().errors[0].message).toBe('UPC must be between 1 and 50 characters');
    expect((await w.api('PATCH', `/specs/${ownId}`, patch({ modelNumber: 'A' }))).json().errors[0].message).toBe('Model # must be between 2 and 50 characters');
    expect((await w.api('PATCH', `/specs/${ownId}`, patch({ price: { list: '-1' } }))).statusCode).toBe(400);
    expect((await w.api('PATCH', `/specs/${ownId}`, patch({ colour: 'red' }))).statusCode).toBe(400);
    expect((await w.api('PATCH', `/specs/${ownId}`, patch({ name: 'x' }), null)).statusCode).toBe(401);
  });

  it('archives and unarchives; an archived spec leaves the default search', async () => {
    const archived = await w.api('POST', `/specs/${ownVariantId}/archive`);
    expect(archived.json().data.archived).toBe(true);
    expect((await w.api('GET', '/specs?search=LS-100-OK')).json().data).toEqual([]);
    expect((await w.api('POST', `/specs/${ownVariantId}/unarchive`)).json().data.archived).toBe(false);
    expect((await w.api('GET', '/specs?search=LS-100-OK')).json().data).toHaveLength(1);
    expect((await w.api('POST', `/specs/${ownVariantId}/archive`, undefined, null)).statusCode).toBe(401);
  });
});

describe('POST {u}/specs/bulk-edit (createSpecbookRequest{Spec, filter})', () => {
  const bulk = (Spec: Record<string, unknown>, filter: Record<string, unknown>) => ({ createSpecbookRequest: { Spec, filter } });

  it('changes the account’s own matching specs and leaves global ones alone, counting them', async () => {
    const [mfr] = await w.q<{ id: number }>("select id from manufacturers where name = 'Aquaterra'");
    const res = await w.api('POST', '/specs/bulk-edit', bulk({ collectionName: 'Lakeside Luxe', styleName: 'Modern' }, { manufacturer: mfr!.id }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ updated: 2, skippedGlobal: DEMO_SPECS.filter((s) => s.mfr === 'aquaterra').length });
    const rows = await w.q<{ collection: string; account_id: number | null }>('select collection, account_id from specs where manufacturer_id = $1', [mfr!.id]);
    expect(rows.filter((r) => r.account_id === null).every((r) => r.collection !== 'Lakeside Luxe')).toBe(true);
    expect((await w.q<{ collection: string }>('select collection from specs where id = $1', [otherId]))[0]!.collection).toBe('Lakeside');
    expect((await w.api('GET', `/specs/${ownId}`)).json().data).toMatchObject({ collectionName: 'Lakeside Luxe', styleName: 'Modern' });
  });

  it('answers 400 without a filter, with an unknown filter field or nothing to change; 401 without a token', async () => {
    expect((await w.api('POST', '/specs/bulk-edit', bulk({ styleName: 'X' }, {}))).json().errors[0]).toMatchObject({ field: 'filter', message: 'Bulk edit needs a filter naming the specs to change.' });
    expect((await w.api('POST', '/specs/bulk-edit', bulk({ styleName: 'X' }, { colour: 'red' }))).statusCode).toBe(400);
    expect((await w.api('POST', '/specs/bulk-edit', bulk({}, { id: ownId }))).statusCode).toBe(400);
    expect((await w.api('POST', '/specs/bulk-edit', bulk({ modelNumber: 'X' }, { id: ownId }))).statusCode).toBe(400);
    expect((await w.api('POST', '/specs/bulk-edit', { Spec: {} })).statusCode).toBe(400);
    expect((await w.api('POST', '/specs/bulk-edit', bulk({ styleName: 'X' }, { id: ownId }), null)).statusCode).toBe(401);
  });
});

describe('OpenAPI document', () => {
  it('documents the catalogue routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const p of ['', '/facets', '/search', '/filter', '/bulk-edit', '/{specId}', '/{specId}/variants', '/{specId}/finishes', '/{specId}/collections', '/{specId}/archive', '/{specId}/unarchive']) {
      expect(paths).toContain(`/api/v4/user/{userId}/specs${p}`);
    }
  });
});

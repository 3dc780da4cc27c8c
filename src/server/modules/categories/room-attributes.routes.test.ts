import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '#server/test/server';
import { assignBody, roomBody, workspace, type Workspace } from '#server/modules/spec-specbooks/workspace.test-helpers';

let t: TestServer;
let w: Workspace;
beforeAll(async () => {
  t = await createTestServer();
  w = await workspace(t);
});
afterAll(() => t.close());
beforeEach(async () => {
  await w.q('delete from spec_specbooks');
  await w.q('delete from categories');
});

const specId = async (model: string) => (await w.q<{ id: number }>('select id from specs where model_number = $1', [model]))[0]!.id;
const attributes = (room: number | string, specbookId = w.specbookId) => w.api('GET', `/specbook/${specbookId}/categories/${room}/attributes`);
const values = (body: { data: { name: string; allowedValues: { value: string }[] }[] }, name: string) =>
  body.data.find((a) => a.name === name)!.allowedValues.map((v) => v.value);

describe('GET …/categories/{categoryId}/attributes', () => {
  it("answers the room's distinct finishes and collections, alphabetical, and Miscellaneous's apart", async () => {
    const room = (await w.api('POST', `/specbook/${w.specbookId}/categories`, roomBody('Bath'))).json().data.id;
    for (const model of ['AQ-4512-MB', 'AQ-4512-BN', 'AQ-7020-PC', 'AQ-4512-BN']) {
      await w.api('POST', `/specbook/${w.specbookId}/specs`, assignBody(await specId(model), room));
    }
    await w.api('POST', `/specbook/${w.specbookId}/specs`, assignBody(await specId('AQ-4512-MB'), null));
    const res = await attributes(room);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.map((a: { name: string; displayName: string }) => `${a.name}:${a.displayName}`)).toEqual([
      'finish:Finish',
      'style:Style',
      'installation:Installation',
      'material:Material',
      'collection:Collection',
    ]);
    expect(values(body, 'finish')).toEqual(['Brushed Nickel', 'Matte Black', 'Polished Chrome']);
    expect(values(body, 'collection')).toEqual(['Linea']);
    expect(body.data[0].allowedValues[0]).toEqual({ name: 'Brushed Nickel', value: 'Brushed Nickel' });
    expect(values((await attributes('misc')).json(), 'finish')).toEqual(['Matte Black']);
  });

  it("answers 401 without a token and 404 for another account's specbook or an unknown room", async () => {
    expect((await w.api('GET', `/specbook/${w.specbookId}/categories/misc/attributes`, undefined, null)).statusCode).toBe(401);
    expect((await attributes('misc', w.otherSpecbookId)).statusCode).toBe(404);
    expect((await attributes(999999)).statusCode).toBe(404);
    expect((await attributes('abc')).statusCode).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MALFORMED_MULTIPART_MESSAGE } from '#server/lib/http/multipart';
import { NUL_MESSAGE } from '#server/lib/http/nul-bytes';
import { createTestServer, type TestServer } from '#server/test/server';
import { bearer, sqlCount } from '#server/modules/notifications/collab-test-kit';

let t: TestServer;
let auth: { authorization: string };
let u: string;
let specbookId: number;
beforeAll(async () => {
  t = await createTestServer();
  auth = bearer(await t.login('seller@specfolio.test'));
  const me = (await t.app.inject({ method: 'GET', url: '/api/v4/user/me', headers: auth })).json().data;
  u = `/api/v4/user/${me.id}`;
  specbookId = (await t.app.inject({ method: 'GET', url: `${u}/specbook`, headers: auth })).json().data[0].id;
});
afterAll(() => t.close());

const nulError = (field: string | null) => ({ message: NUL_MESSAGE, errors: [{ field, message: NUL_MESSAGE }] });

describe('NUL characters', () => {
  it('answer 400 naming the field of a JSON body, and write nothing', async () => {
    const before = await sqlCount(t, 'specbooks');
    const res = await t.app.inject({ method: 'POST', url: `${u}/specbook`, headers: auth, payload: { createSpecbookRequest: { Specbook: { name: 'Kitchen\u0000', profile: { id: 1 } } } } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(nulError('name'));
    expect(await sqlCount(t, 'specbooks')).toBe(before);
  });

  it('answer 400 in a list search and in path parameters', async () => {
    const search = await t.app.inject({ method: 'GET', url: `${u}/specbook?search=a%00b`, headers: auth });
    expect(search.statusCode).toBe(400);
    expect(search.json()).toEqual(nulError('search'));
    const facets = await t.app.inject({ method: 'GET', url: `${u}/specs/facets?search=a%00b`, headers: auth });
    expect(facets.statusCode).toBe(400);
    const param = await t.app.inject({ method: 'GET', url: `${u}/specbook/1%00`, headers: auth });
    expect(param.statusCode).toBe(400);
    expect(param.json().errors[0]).toEqual({ field: 'id', message: NUL_MESSAGE });
  });

  it('answer 400 on the public e-Specbook token exchange', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/especbooks', payload: { token: 'abc\u0000def', specbookId } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(nulError('token'));
  });

  it('answer 400 in a multipart text field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${u}/specbook/${specbookId}/csv/import`,
      headers: { ...auth, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="separator"\r\n\r\ncomma\u0000\r\n--x--\r\n',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(nulError('separator'));
  });
});

describe('ids past the integer range', () => {
  it('answer 400 on the public e-Specbook token exchange', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/especbooks', payload: { token: 'abc', specbookId: 2 ** 31 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('specbookId');
  });
});

describe('malformed multipart bodies', () => {
  it.each([
    ['without a boundary', 'multipart/form-data', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n'],
    ['cut short', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\nName,Qty\r\nTap'],
  ])('answer 400 %s', async (_name, type, payload) => {
    for (const url of [`${u}/specbook/${specbookId}/csv/import`, `${u}/account/logo`]) {
      const res = await t.app.inject({ method: 'POST', url, headers: { ...auth, 'content-type': type }, payload });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toBe(MALFORMED_MULTIPART_MESSAGE);
    }
  });
});

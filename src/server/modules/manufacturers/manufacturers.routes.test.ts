import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '#server/test/server';
import { workspace, type Workspace } from '#server/modules/spec-specbooks/workspace.test-helpers';
import { MANUFACTURER_MESSAGES as M, orderTypeahead } from '#shared/lib/manufacturer-messages';

let t: TestServer;
let w: Workspace;
let otherMfrId: number;
beforeAll(async () => {
  t = await createTestServer();
  w = await workspace(t);
  const [other] = await w.q<{ account_id: number; id: number }>("select account_id, id from users where email = 'other@specfolio.test'");
  otherMfrId = (await w.q<{ id: number }>("insert into manufacturers (account_id, user_id, name, url) values ($1, $2, 'Harbor House Brand', 'https://harbor.example') returning id", [other!.account_id, other!.id]))[0]!.id;
});
afterAll(() => t.close());

type Mfr = { id: number; name: string; global: boolean; specCount: number; userId: number | null; links?: { self: string; matrix: string } };
const create = (body: unknown) => w.api('POST', '/manufacturer', body);
const typeahead = async (q: string) => {
  const res = await w.api('GET', `/manufacturer?search=${encodeURIComponent(q)}`);
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: Mfr[] }).data;
};

describe('POST {u}/manufacturer', () => {
  it('creates the account’s own manufacturer from {company, url} and answers {id, name}', async () => {
    const res = await create({ company: 'Brook Studio', url: 'https://brookstudio.example' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ name: 'Brook Studio', global: false, userId: w.userId, specCount: 0, url: 'https://brookstudio.example' });
    expect(typeof res.json().data.id).toBe('number');
  });

  it('creates from the createManufacturerRequest envelope (manufacturer form rules)', async () => {
    const res = await create({ createManufacturerRequest: { Manufacturer: { name: 'Brk', url: 'http://brk.example' } } });
    expect(res.statusCode).toBe(201);
    const long = await create({ createManufacturerRequest: { Manufacturer: { name: 'A'.repeat(26), url: 'http://x.example' } } });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Manufacturer name cannot exceed 25 characters');
  });

  it('answers 400 with the spec’s messages for a bad company or url', async () => {
    const short = await create({ company: 'Ab', url: 'https://ab.example' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.map((e: { message: string }) => e.message)).toContain('Manufacturer name must be at least 3 characters long');
    const bad = await create({ company: 'Abcd', url: 'www.abcd.example' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { message: string }) => e.message)).toContain('URL must begin with http:// or https://');
    const tooLong = await create({ company: 'Abcd', url: `https://${'a'.repeat(70)}.example` });
    expect(tooLong.json().errors.map((e: { message: string }) => e.message)).toContain('Manufacturer url cannot exceed 75 characters');
  });

  it('answers 409 when the caller already sees that name (global or own), not for another account’s', async () => {
    const global = await create({ company: 'aquaterra', url: 'https://aq.example' });
    expect(global.statusCode).toBe(409);
    expect(global.json().message).toBe('A manufacturer named "aquaterra" already exists.');
    expect((await create({ company: ' Brook Studio ', url: 'https://b.example' })).statusCode).toBe(409);
    expect((await create({ company: 'Harbor House Brand', url: 'https://h.example' })).statusCode).toBe(201);
  });

  it('answers 401 without a token and 404 under another user', async () => {
    expect((await w.api('POST', '/manufacturer', { company: 'Zeta Co', url: 'https://z.example' }, null)).statusCode).toBe(401);
    expect((await w.api('POST', '/manufacturer', { company: 'Zeta Co', url: 'https://z.example' }, { token: w.otherToken, userId: w.userId })).statusCode).toBe(404);
  });
});

describe('GET {u}/manufacturer?search= (typeahead)', () => {
  it('matches prefixes case-insensitively, prefix matches first, shorter names first, like orderTypeahead', async () => {
    const hits = await typeahead('bRo');
    expect(hits.map((h) => h.name)).toEqual(['Brook Studio', 'Brookline Faucet Co.']);
    const all = (await w.api('GET', '/manufacturer?perPage=100')).json().data as Mfr[];
    for (const q of ['', 'b', 'br', 'c', 'l', 'fau', 'har', 'zz']) {
      expect((await typeahead(q)).map((h) => h.id)).toEqual(orderTypeahead(all, q).slice(0, 24).map((h) => h.id));
    }
  });

  it('lists global and own manufacturers, never another account’s', async () => {
    expect((await typeahead('Harbor')).map((h) => h.id)).not.toContain(otherMfrId);
    expect((await typeahead('Harbor')).map((h) => h.global)).toEqual([false]);
    expect((await typeahead('aqua'))[0]).toMatchObject({ name: 'Aquaterra', global: true, userId: null });
    expect((await typeahead('aqua'))[0]!.specCount).toBeGreaterThan(0);
  });

  it('POST …/search answers the same', async () => {
    const res = await w.api('POST', '/manufacturer/search', { searchManufacturersRequest: { search: 'bro' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((h: Mfr) => h.name)).toEqual((await typeahead('bro')).map((h) => h.name));
    expect((await w.api('POST', '/manufacturer/search', {})).statusCode).toBe(400);
  });
});

describe('GET {u}/manufacturer and POST …/filter', () => {
  it('pages by name with a cursor and adds links on request', async () => {
    const first = await w.api('GET', '/manufacturer?perPage=3&links=true');
    expect(first.statusCode).toBe(200);
    const body = first.json() as { data: Mfr[]; _pagination: { next: string } };
    expect(body.data).toHaveLength(3);
    expect(body.data[0]!.links).toEqual({ self: `/api/v4/user/${w.userId}/manufacturer/${body.data[0]!.id}`, matrix: `/v4/matrix?search=${encodeURIComponent(body.data[0]!.name)}` });
    const next = await t.app.inject({ method: 'GET', url: body._pagination.next, headers: { authorization: `Bearer ${w.token}` } });
    const names = [...body.data, ...(next.json().data as Mfr[])].map((m) => m.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(new Set(names).size).toBe(names.length);
  });

  it('answers 400 for bad paging and 401 without a token', async () => {
    expect((await w.api('GET', '/manufacturer?perPage=0')).json().errors[0]).toEqual({ field: 'perPage', message: 'perPage must be at least 1.' });
    expect((await w.api('GET', '/manufacturer?cursor=nope!')).json().errors[0]).toEqual({ field: 'cursor', message: 'Invalid cursor.' });
    expect((await w.api('GET', '/manufacturer', undefined, null)).statusCode).toBe(401);
    expect((await w.api('GET', '/manufacturer', undefined, { token: w.otherToken, userId: w.userId })).statusCode).toBe(404);
  });

  it('filters on whitelisted fields only', async () => {
    const own = await w.api('POST', '/manufacturer/filter', { filterProfilesRequest: { filter: { global: false }, sort: { desc: 'name' } } });
    expect(own.statusCode).toBe(200);
    expect(own.json().data.map((m: Mfr) => m.name)).toEqual(['Harbor House Brand', 'Brook Studio', 'Brk']);
    const bad = await w.api('POST', '/manufacturer/filter', { filterProfilesRequest: { filter: { account_id: 1 } } });
    expect(bad.statusCode).toBe(400);
    expect((await w.api('POST', '/manufacturer/filter', {}, null)).statusCode).toBe(401);
  });
});

describe('GET/PATCH {u}/manufacturer/{id}', () => {
  it('updates the account’s own; 403 for a global one; 404 for another account’s', async () => {
    const [own] = (await w.api('POST', '/manufacturer/filter', { filterProfilesRequest: { filter: { name: 'Brk' } } })).json().data as Mfr[];
    const body = (m: Record<string, unknown>) => ({ createManufacturerRequest: { Manufacturer: m } });
    const ok = await w.api('PATCH', `/manufacturer/${own!.id}`, body({ name: 'Brk Works', url: 'https://brkworks.example' }));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ name: 'Brk Works', url: 'https://brkworks.example' });
    expect((await w.api('PATCH', `/manufacturer/${own!.id}`, body({ name: 'Aquaterra' }))).statusCode).toBe(409);
    expect((await w.api('PATCH', `/manufacturer/${own!.id}`, body({ url: 'nope' }))).json().message).toBe('URL must begin with http:// or https://');
    const [aq] = await typeahead('Aquaterra');
    const forbidden = await w.api('PATCH', `/manufacturer/${aq!.id}`, body({ name: 'Mine now' }));
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('Global manufacturers are maintained by the platform and cannot be changed.');
    expect((await w.api('PATCH', `/manufacturer/${otherMfrId}`, body({ name: 'Mine now' }))).statusCode).toBe(404);
    expect((await w.api('GET', `/manufacturer/${otherMfrId}`)).statusCode).toBe(404);
    expect((await w.api('GET', `/manufacturer/${aq!.id}`)).json().data.name).toBe('Aquaterra');
    expect((await w.api('GET', '/manufacturer/abc')).statusCode).toBe(404);
    expect((await w.api('PATCH', `/manufacturer/${own!.id}`, body({ name: 'X' }), null)).statusCode).toBe(401);
  });

  it('keeps a price sheet, catalogues and global attachments; 400 with the message for a bad document; none by default', async () => {
    const [aq] = await typeahead('Aquaterra');
    expect((await w.api('GET', `/manufacturer/${aq!.id}`)).json().data).toMatchObject({ priceSheet: null, catalogs: [], globalAttachments: [] });
    const [own] = (await w.api('POST', '/manufacturer/filter', { filterProfilesRequest: { filter: { name: 'Brk Works' } } })).json().data as Mfr[];
    const body = (m: Record<string, unknown>) => ({ createManufacturerRequest: { Manufacturer: m } });
    const docs = {
      priceSheet: 'https://brkworks.example/prices-2026.pdf',
      catalogs: [{ name: ' Bath 2026 ', url: 'https://brkworks.example/bath.pdf' }],
      globalAttachments: [{ name: 'Warranty', url: 'https://brkworks.example/warranty.pdf' }],
    };
    const set = await w.api('PATCH', `/manufacturer/${own!.id}`, body(docs));
    expect(set.statusCode).toBe(200);
    expect(set.json().data).toMatchObject({ ...docs, catalogs: [{ name: 'Bath 2026', url: 'https://brkworks.example/bath.pdf' }] });
    expect((await w.api('GET', `/manufacturer/${own!.id}`)).json().data).toMatchObject({ priceSheet: docs.priceSheet, globalAttachments: docs.globalAttachments });
    const bad = await w.api('PATCH', `/manufacturer/${own!.id}`, body({ catalogs: [{ name: 'Bath', url: 'ftp://x.example/a.pdf' }] }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(M.documentUrlPattern);
    expect((await w.api('PATCH', `/manufacturer/${own!.id}`, body({ priceSheet: null }))).json().data.priceSheet).toBeNull();
  });
});

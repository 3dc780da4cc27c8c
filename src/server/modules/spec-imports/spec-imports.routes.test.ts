import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlOne } from '#server/modules/notifications/collab-test-kit';
import { callAs, messagesOf, sellerTestActors, type SellerTestActors } from '#server/modules/sellers/sellers-test-kit';
import { createTestServer, type TestServer } from '#server/test/server';
import { SPEC_IMPORT_MESSAGES as M } from '#shared/lib/spec-import-messages';
import type { TSpecImport } from '#shared/schemas/spec-import';

let t: TestServer;
let a: SellerTestActors;
type Book = { id: number; accountId: number; userId: number };
let lakeside: { accountId: number; userId: number };
let bookA: Book;
let bookB: Book;
let specId: number;
let harborSpecId: number;
let harborBookId: number;
let runs: { csvOld: number; aipq: number; csvNew: number; elsewhere: number };

const call = (method: 'GET' | 'POST', path: string, payload?: object, token: string | null = a.seller, user = a.sellerId) =>
  callAs(t, method, user, path, token, payload);
const entries = (res: { json(): { data: TSpecImport[] } }) => res.json().data.map((e) => `${e.importId}:${e.action}`);

async function ownSpec(accountId: number, model: string): Promise<number> {
  const sql = `insert into specs (account_id, manufacturer_id, model_number, name)
               values ($1, (select id from manufacturers order by id limit 1), $2, $3) returning id`;
  return (await sqlOne<{ id: number }>(t, sql, [accountId, model, `Spec ${model}`])).id;
}

async function book(owner: { accountId: number; userId: number }, name: string): Promise<Book> {
  const sql = 'insert into specbooks (account_id, user_id, name) values ($1, $2, $3) returning id, account_id as "accountId", user_id as "userId"';
  return sqlOne<Book>(t, sql, [owner.accountId, owner.userId, name]);
}

async function importRun(target: Book, kind: string, fileName: string, createdAt: string): Promise<number> {
  const sql = `insert into imports (account_id, user_id, specbook_id, kind, status, file_name, separator, email, created_at, finished_at)
               values ($1, $2, $3, $4, 'complete', $5, ',', 'seller@specfolio.test', $6, $6) returning id`;
  return (await sqlOne<{ id: number }>(t, sql, [target.accountId, target.userId, target.id, kind, fileName, createdAt])).id;
}

async function place(target: Book, spec: number, original: number | null, updated: number | null): Promise<number> {
  const sql = `insert into spec_specbooks (account_id, specbook_id, spec_id, original_import_id, updated_import_id)
               values ($1, $2, $3, $4, $5) returning id`;
  return (await sqlOne<{ id: number }>(t, sql, [target.accountId, target.id, spec, original, updated])).id;
}

beforeAll(async () => {
  t = await createTestServer();
  a = await sellerTestActors(t);
  lakeside = await sqlOne(t, 'select account_id as "accountId", id as "userId" from users where id = $1', [a.sellerId]);
  const harbor = await sqlOne<{ accountId: number; userId: number }>(t, 'select account_id as "accountId", id as "userId" from users where id = $1', [a.otherId]);
  specId = await ownSpec(lakeside.accountId, 'SPEC-IMPORTS-1');
  harborSpecId = await ownSpec(harbor.accountId, 'SPEC-IMPORTS-H');
  harborBookId = (await book(harbor, 'Harbor imports')).id;
  bookA = await book(lakeside, 'Imports A');
  bookB = await book(lakeside, 'Imports B');
  runs = {
    csvOld: await importRun(bookA, 'csv', 'first.csv', '2026-01-05T10:00:00Z'),
    aipq: await importRun(bookA, 'aipq', 'quote.pdf', '2026-02-05T10:00:00Z'),
    csvNew: await importRun(bookB, 'csv', 'second.csv', '2026-03-05T10:00:00Z'),
    elsewhere: await importRun(bookB, 'csv', 'other-spec.csv', '2026-04-05T10:00:00Z'),
  };
  // Book A: the first CSV added it in two rooms' worth of placements, the AI quote import updated one.
  await place(bookA, specId, runs.csvOld, runs.aipq);
  await place(bookA, specId, runs.csvOld, null);
  // Book B: added by the second CSV; a placement added by hand has no import; another spec's import is not this spec's.
  await place(bookB, specId, runs.csvNew, null);
  await place(bookB, specId, null, null);
  await place(bookB, await ownSpec(lakeside.accountId, 'SPEC-IMPORTS-2'), runs.elsewhere, null);
});
afterAll(async () => {
  await t.close();
});

describe('GET {u}/specs/{specId}/imports', () => {
  it('401 without a token', async () => {
    expect((await call('GET', `/specs/${specId}/imports`, undefined, null)).statusCode).toBe(401);
  });

  it('400 with the message for a bad specbookId, kind or action', async () => {
    const bad = await call('GET', `/specs/${specId}/imports?specbookId=abc&kind=xls&action=deleted`);
    expect(bad.statusCode).toBe(400);
    expect(messagesOf(bad)).toEqual(expect.arrayContaining([M.specbookId, M.kind, M.action]));
    expect((await call('GET', `/specs/${specId}/imports?specbookId=0`)).statusCode).toBe(400);
  });

  it('404 for another account’s spec or specbook, another account’s user, and an e-Specbook viewer', async () => {
    expect((await call('GET', `/specs/${harborSpecId}/imports`)).statusCode).toBe(404);
    expect((await call('GET', `/specs/${specId}/imports?specbookId=${harborBookId}`)).statusCode).toBe(404);
    expect((await call('GET', `/specs/${specId}/imports`, undefined, a.other)).statusCode).toBe(404);
    expect((await call('GET', `/specs/${specId}/imports`, undefined, a.other, a.otherId)).statusCode).toBe(404);
    expect((await call('GET', `/specs/999999999/imports`)).statusCode).toBe(404);
    // An e-Specbook viewer reads one specbook's paths, not the catalogue's imports.
    expect((await call('GET', `/specs/${specId}/imports`, undefined, a.viewer)).statusCode).toBe(404);
  });

  it('lists the imports that created or updated the spec across the account’s specbooks, newest first', async () => {
    const res = await call('GET', `/specs/${specId}/imports`);
    expect(res.statusCode, res.body).toBe(200);
    expect(entries(res)).toEqual([`${runs.csvNew}:created`, `${runs.aipq}:updated`, `${runs.csvOld}:created`]);
    const [newest, quote, oldest] = res.json().data as TSpecImport[];
    expect(newest).toMatchObject({
      id: runs.csvNew,
      kind: 'csv',
      status: 'complete',
      fileName: 'second.csv',
      createdAt: '2026-03-05T10:00:00.000Z',
      specbook: { id: bookB.id, name: 'Imports B' },
      user: { id: a.sellerId },
    });
    expect(newest?.user.name).toEqual(expect.any(String));
    expect(newest?.joinIDs).toHaveLength(1);
    expect(quote).toMatchObject({ kind: 'aipq', action: 'updated', specbook: { id: bookA.id } });
    expect(oldest?.joinIDs).toHaveLength(2);
  });

  it('narrows by specbook, kind and action; a spec never imported lists nothing', async () => {
    expect(entries(await call('GET', `/specs/${specId}/imports?specbookId=${bookA.id}`))).toEqual([`${runs.aipq}:updated`, `${runs.csvOld}:created`]);
    expect(entries(await call('GET', `/specs/${specId}/imports?kind=aipq`))).toEqual([`${runs.aipq}:updated`]);
    expect(entries(await call('GET', `/specs/${specId}/imports?action=created`))).toEqual([`${runs.csvNew}:created`, `${runs.csvOld}:created`]);
    const fresh = await ownSpec(lakeside.accountId, 'SPEC-IMPORTS-3');
    const none = await call('GET', `/specs/${fresh}/imports`);
    expect(none.statusCode).toBe(200);
    expect(none.json().data).toEqual([]);
  });
});

describe('POST {u}/specs/{specId}/imports', () => {
  const filter = (f: object) => ({ filterImportsRequest: { filter: f } });

  it('401 without a token, 400 without the filter envelope or with a bad filter, 404 for another account’s spec', async () => {
    expect((await call('POST', `/specs/${specId}/imports`, filter({}), null)).statusCode).toBe(401);
    expect((await call('POST', `/specs/${specId}/imports`, { filter: {} })).statusCode).toBe(400);
    const bad = await call('POST', `/specs/${specId}/imports`, filter({ kind: 'pdf' }));
    expect(bad.statusCode).toBe(400);
    expect(messagesOf(bad)).toContain(M.kind);
    expect((await call('POST', `/specs/${harborSpecId}/imports`, filter({}))).statusCode).toBe(404);
  });

  it('lists by the filter body', async () => {
    const res = await call('POST', `/specs/${specId}/imports`, filter({ specbookId: bookB.id, kind: 'csv' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(entries(res)).toEqual([`${runs.csvNew}:created`]);
    expect(entries(await call('POST', `/specs/${specId}/imports`, filter({})))).toHaveLength(3);
  });
});

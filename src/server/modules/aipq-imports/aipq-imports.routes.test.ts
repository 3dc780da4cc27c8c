import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, specbookNamed, sqlCount, sqlOne, twoSellers } from '#server/modules/notifications/collab-test-kit';
import { especbookViewerToken } from '#server/modules/purchase-orders/purchase-orders.test-kit';
import { createTestServer, type TestServer } from '#server/test/server';
import { AIPQ_MESSAGES as M } from '#shared/lib/aipq';
import type { TAipqImport, TImportMessage } from '#shared/schemas/aipq';
import { importBody, quoteTable, seedExtraction, seedQuoteCatalogue, type QuoteCatalogue } from './aipq-imports.test-kit';

let t: TestServer;
let seller: string;
let other: string;
let sellerId: number;
let otherId: number;
let catalogue: QuoteCatalogue;
type Book = { id: number; accountId: number; userId: number };
let book: Book;
let otherBook: Book;
let extractionId: number;
let imported: TAipqImport;
let csvImportId: number;

const base = (specbookId: number, user = sellerId) => `/api/v4/user/${user}/specbook/${specbookId}/imports`;
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string | null = seller, payload?: unknown) =>
  t.app.inject({ method, url, headers: { ...(token ? bearer(token) : {}), accept: 'application/json;version=1' }, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
const owner = (b: Book) => ({ accountId: b.accountId, userId: b.userId });

/** Polls an import's Location until it has ended. */
async function finished(location: string): Promise<TAipqImport> {
  for (let i = 0; i < 300; i += 1) {
    const res = await call('GET', location);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as TAipqImport;
    if (data.complete) return data;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('import did not finish');
}

const messagesOf = async (specbookId: number) => (await call('GET', `${base(specbookId)}/messages`)).json().data as TImportMessage[];

beforeAll(async () => {
  t = await createTestServer();
  ({ seller, other, sellerId, otherId } = await twoSellers(t));
  book = await sqlOne<Book>(t, "insert into specbooks (account_id, user_id, name) select account_id, id, 'Quote Route House' from users where id = $1 returning id, account_id as \"accountId\", user_id as \"userId\"", [sellerId]);
  otherBook = await specbookNamed(t, 'Bayview Unit Fixtures');
  catalogue = await seedQuoteCatalogue(t);
  extractionId = await seedExtraction(t, owner(book));
  csvImportId = (
    await sqlOne<{ id: number }>(
      t,
      `insert into imports (account_id, user_id, specbook_id, kind, status, file_name, separator, email, counts, created_at)
       values ($1, $2, $3, 'csv', 'complete', 'specs.csv', 'comma', 'seller@specfolio.test', '{"rows":4,"imported":3,"unmatched":1,"skipped":0,"roomsCreated":2}', now() - interval '1 hour') returning id`,
      [book.accountId, book.userId, book.id],
    )
  ).id;
});
afterAll(() => t.close());

describe('POST {u}/specbook/{id}/imports', () => {
  it('answers 401 without a token', async () => {
    expect((await call('POST', base(book.id), null, importBody(extractionId))).statusCode).toBe(401);
  });

  it('answers 400 with the spec’s message for no table, a table or a column the extraction does not have, and changes nothing', async () => {
    const before = await sqlCount(t, 'imports');
    const cases: [unknown, string][] = [
      [{ createImportRequest: { extraction: { id: extractionId }, tables: [] } }, M.tablesRequired],
      [{ createImportRequest: { extraction: { id: extractionId }, tables: [{ table: { id: 'nope' }, map: { model: 1 } }] } }, M.tableUnknown],
      [{ createImportRequest: { extraction: { id: extractionId }, tables: [{ table: { id: 't1' }, map: { model: 7 } }] } }, M.columnOutOfRange],
      [{ createImportRequest: { extraction: { id: extractionId }, tables: [{ table: { id: 't1' }, map: { model: 1, category: 9 } }] } }, M.columnOutOfRange],
    ];
    for (const [payload, message] of cases) {
      const res = await call('POST', base(book.id), seller, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors.map((e: { message: string }) => e.message)).toContain(message);
    }
    expect((await call('POST', base(book.id), seller, { createImportRequest: { extraction: {} } })).statusCode).toBe(400);
    expect(await sqlCount(t, 'imports')).toBe(before);
  });

  it('answers 409 while the extraction has not completed', async () => {
    const running = await seedExtraction(t, owner(book), { status: 'processing' });
    const res = await call('POST', base(book.id), seller, importBody(running));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.extractionNotReady);
  });

  it('answers 202 with a Location to poll; the import ends complete with its counts', async () => {
    const res = await call('POST', base(book.id), seller, importBody(extractionId));
    expect(res.statusCode, res.body).toBe(202);
    const started = res.json().data as TAipqImport;
    expect(started).toMatchObject({ kind: 'aipq', status: 'queued', complete: false, extraction: { id: extractionId }, fileName: 'acme-quote.pdf' });
    expect(started.tables).toEqual([{ table: { id: 't1' }, map: { model: 1, category: 0, manufacturer: 3 } }]);
    expect(res.headers.location).toBe(`${base(book.id)}/${started.importId}`);
    imported = await finished(res.headers.location as string);
    expect(imported).toMatchObject({ status: 'complete', counts: { lines: 5, matched: 2, review: 1, missing: 1, rooms: 2, skipped: 1 } });
    const rooms = (await call('GET', `/api/v4/user/${sellerId}/specbook/${book.id}/categories`)).json().data as { name: string; specCount: number }[];
    expect(rooms.map((r) => [r.name, r.specCount])).toEqual([
      ['Kitchen', 2],
      ['Master Bath', 2],
    ]);
  });
});

describe('GET {u}/specbook/{id}/imports[/{importId}]', () => {
  it('lists the specbook’s imports of every kind, newest first, a CSV one with its counts', async () => {
    const res = await call('GET', base(book.id));
    expect(res.statusCode).toBe(200);
    const list = res.json().data as TAipqImport[];
    expect(list.map((i) => i.id)).toEqual([imported.id, csvImportId]);
    expect(list[1]).toMatchObject({ kind: 'csv', extraction: null, counts: { lines: 4, matched: 3, missing: 1, rooms: 2 } });
  });

  it('answers one import, and 404 for a bad id or an import of another specbook', async () => {
    const res = await call('GET', `${base(book.id)}/${imported.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: imported.id, importId: imported.id, status: 'complete' });
    expect((await call('GET', `${base(book.id)}/abc`)).statusCode).toBe(404);
    const elsewhere = await sqlOne<{ id: number }>(t, "insert into specbooks (account_id, user_id, name) values ($1, $2, 'Elsewhere') returning id", [book.accountId, book.userId]);
    expect((await call('GET', `${base(elsewhere.id)}/${imported.id}`)).statusCode).toBe(404);
  });

  it('answers 401 without a token', async () => {
    expect((await call('GET', base(book.id), null)).statusCode).toBe(401);
    expect((await call('GET', `${base(book.id)}/${imported.id}`, null)).statusCode).toBe(401);
  });
});

describe('import messages', () => {
  it('lists them newest first with their lines and candidates', async () => {
    const res = await call('GET', `${base(book.id)}/messages`);
    expect(res.statusCode).toBe(200);
    const messages = res.json().data as TImportMessage[];
    expect(messages.map((m) => m.kind)).toEqual(['review', 'low_confidence', 'missing_product']);
    expect(messages[0]!.candidates.length).toBeGreaterThan(0);
    expect(messages[2]).toMatchObject({ messageId: messages[2]!.id, importId: imported.id, line: { model: 'NEWQ-777' } });
  });

  it("marks one read (204), and with a spec id switches the line to it and remembers it for the supplier, and the line's maker as an alias", async () => {
    const [review, , missing] = await messagesOf(book.id);
    const plain = await call('DELETE', `${base(book.id)}/messages/${missing!.id}`);
    expect(plain.statusCode, plain.body).toBe(204);
    const res = await call('DELETE', `${base(book.id)}/messages/${review!.id}`, seller, { deleteSpecbookImportMessageRequest: { spec: { id: catalogue.valveMaker } } });
    expect(res.statusCode, res.body).toBe(204);
    expect((await messagesOf(book.id)).map((m) => m.kind)).toEqual(['low_confidence']);
    expect(await sqlOne(t, 'select spec_id from spec_specbooks where id = $1', [review!.specSpecbookId])).toEqual({ spec_id: catalogue.valveMaker });
    expect(await sqlCount(t, 'supplier_matches', 'spec_id = $1 and account_id = $2', [catalogue.valveMaker, book.accountId])).toBe(1);
    // The line named the maker 'Nobody Brass': remembered as the account's alias of the spec's manufacturer.
    const aliases = await t.database.pool.query(
      'select a.alias, a.alias_key, m.name from manufacturer_aliases a join manufacturers m on m.id = a.manufacturer_id where a.account_id = $1',
      [book.accountId],
    );
    expect(aliases.rows).toEqual([{ alias: 'Nobody Brass', alias_key: 'nobodybrass', name: 'Aquafin Quote Works' }]);
  });

  it('answers 404 for a missing message and for a spec the account does not see, changing nothing', async () => {
    const [low] = await messagesOf(book.id);
    expect((await call('DELETE', `${base(book.id)}/messages/999999`)).statusCode).toBe(404);
    const foreign = await sqlOne<{ id: number }>(t, "insert into specs (account_id, manufacturer_id, model_number, name) select $1, id, 'HB-1', 'Harbor only' from manufacturers limit 1 returning id", [otherBook.accountId]);
    const res = await call('DELETE', `${base(book.id)}/messages/${low!.id}`, seller, { deleteSpecbookImportMessageRequest: { spec: { id: foreign.id } } });
    expect(res.statusCode).toBe(404);
    expect(await sqlCount(t, 'import_messages', 'id = $1', [low!.id])).toBe(1);
  });

  it('answers 400 for a malformed body and 401 without a token', async () => {
    const [low] = await messagesOf(book.id);
    expect((await call('DELETE', `${base(book.id)}/messages/${low!.id}`, seller, { deleteSpecbookImportMessageRequest: { spec: { id: 'x' } } })).statusCode).toBe(400);
    expect((await call('GET', `${base(book.id)}/messages`, null)).statusCode).toBe(401);
    expect((await call('DELETE', `${base(book.id)}/messages/${low!.id}`, null)).statusCode).toBe(401);
    expect(await sqlCount(t, 'import_messages', 'id = $1', [low!.id])).toBe(1);
  });
});

describe('who may call', () => {
  it('answers 403 without ROLE_AIPQ, even on the caller’s own specbook', async () => {
    const mine = base(otherBook.id, otherId);
    const responses = [
      await call('POST', mine, other, importBody(extractionId)),
      await call('GET', mine, other),
      await call('GET', `${mine}/${imported.id}`, other),
      await call('GET', `${mine}/messages`, other),
      await call('DELETE', `${mine}/messages/1`, other),
    ];
    for (const res of responses) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(M.roleRequired);
    }
  });

  it('answers 404 to an e-Specbook viewer of the specbook', async () => {
    const viewer = await especbookViewerToken(t, seller, sellerId, book.id);
    expect((await call('GET', base(book.id), viewer)).statusCode).toBe(404);
    expect((await call('GET', `${base(book.id)}/messages`, viewer)).statusCode).toBe(404);
    expect((await call('POST', base(book.id), viewer, importBody(extractionId))).statusCode).toBe(404);
  });

  it('answers 404 for another account’s specbook, extraction, import and message', async () => {
    await t.database.pool.query("insert into user_roles (user_id, role_id) select $1, id from roles where name = 'ROLE_AIPQ' on conflict do nothing", [otherId]);
    const [message] = await messagesOf(book.id);
    expect((await call('POST', base(book.id), seller, importBody(await seedExtraction(t, owner(otherBook), { tables: [quoteTable()] })))).statusCode).toBe(404);
    const theirs = base(otherBook.id, otherId);
    expect((await call('POST', theirs, other, importBody(extractionId))).statusCode).toBe(404);
    expect((await call('GET', base(book.id, otherId), other)).statusCode).toBe(404);
    expect((await call('GET', `${theirs}/${imported.id}`, other)).statusCode).toBe(404);
    expect((await call('GET', `${base(book.id, otherId)}/messages`, other)).statusCode).toBe(404);
    expect((await call('DELETE', `${theirs}/messages/${message!.id}`, other)).statusCode).toBe(404);
    expect((await call('GET', base(otherBook.id), seller)).statusCode).toBe(404);
    expect(await sqlCount(t, 'import_messages', 'id = $1', [message!.id])).toBe(1);
  });
});

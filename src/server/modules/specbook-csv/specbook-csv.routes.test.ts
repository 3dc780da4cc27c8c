import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '#server/test/server';
import { makePdf, multipart } from '#server/test/upload-fixtures';
import { bearer, seedRoomAndSpec, specbookNamed, sqlCount, sqlOne, twoSellers } from '#server/modules/notifications/collab-test-kit';
import { CSV_MESSAGES as M } from '#shared/lib/specbook-csv';
import type { TSpecbookImport } from '#shared/schemas/specbook-import';

let t: TestServer;
let seller: string;
let other: string;
let sellerId: number;
let otherId: number;
type Book = { id: number; accountId: number; userId: number };
let harper: Book;
let otherSb: Book;

const base = (id: number, user = sellerId) => `/api/v4/user/${user}/specbook/${id}/csv`;
const csvFile = (text: string | Buffer, filename = 'specs.csv') => ({ filename, contentType: 'text/csv', data: Buffer.isBuffer(text) ? text : Buffer.from(text) });

async function exportCsv(id: number, token = seller) {
  return t.app.inject({ method: 'GET', url: base(id), headers: bearer(token) });
}

function rowsOf(body: string): Record<string, string>[] {
  return parse(body, { bom: true, columns: true }) as Record<string, string>[];
}

async function postImport(id: number, fields: Record<string, string>, file?: ReturnType<typeof csvFile>, token: string | null = seller) {
  const body = multipart(fields, file ? { file } : {});
  return t.app.inject({ method: 'POST', url: `${base(id)}/import`, payload: body.payload, headers: { ...body.headers, ...(token ? bearer(token) : {}) } });
}

/** Polls the import's Location until it has ended. */
async function finished(location: string, token = seller): Promise<TSpecbookImport> {
  for (let i = 0; i < 200; i += 1) {
    const res = await t.app.inject({ method: 'GET', url: location, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as TSpecbookImport;
    if (data.complete) return data;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('import did not finish');
}

async function importText(id: number, text: string, separator = 'comma'): Promise<TSpecbookImport> {
  const res = await postImport(id, { separator }, csvFile(text));
  expect(res.statusCode, res.body).toBe(202);
  return finished(res.headers.location as string);
}

async function emptySpecbook(name: string): Promise<Book> {
  const { accountId, userId } = harper;
  return sqlOne<Book>(t, 'insert into specbooks (account_id, user_id, name) values ($1, $2, $3) returning id, account_id as "accountId", user_id as "userId"', [accountId, userId, name]);
}

const specCount = (id: number) => sqlCount(t, 'spec_specbooks', 'specbook_id = $1', [id]);

beforeAll(async () => {
  t = await createTestServer();
  ({ seller, other, sellerId, otherId } = await twoSellers(t));
  harper = await specbookNamed(t, 'Harper Residence Selections');
  otherSb = await specbookNamed(t, 'Bayview Unit Fixtures');
});
afterAll(() => t.close());

describe('CSV export', () => {
  it('answers 401 without a token and 404 for another account’s or a missing specbook', async () => {
    expect((await t.app.inject({ method: 'GET', url: base(harper.id) })).statusCode).toBe(401);
    expect((await exportCsv(otherSb.id)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: base(harper.id, otherId), headers: bearer(other) })).statusCode).toBe(404);
    expect((await exportCsv(999999)).statusCode).toBe(404);
  });

  it('downloads "Exported Specbook.csv": rooms in order, specs in order, Miscellaneous last, with prices and statuses', async () => {
    const misc = await seedRoomAndSpec(t, harper, null);
    await t.database.pool.query("update spec_specbooks set quantity = 3, sale_price = 10.5, status = 'ordered', is_optional = true where id = $1", [misc.joinId]);
    const res = await exportCsv(harper.id);
    await t.database.pool.query('delete from spec_specbooks where id = $1', [misc.joinId]);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('filename="Exported Specbook.csv"');
    expect(res.body.startsWith('\uFEFFRoom,Manufacturer,Model Number,Name,Finish,Quantity,List Price,Sale Price,Cost,Multiplier,Shipping Cost,Optional,Status,Tags,Spec ID')).toBe(true);
    const rows = rowsOf(res.body);
    expect(rows).toHaveLength(30);
    expect([...new Set(rows.map((r) => r.Room))]).toEqual(['Primary Bath', 'Kitchen', 'Powder Room', 'Miscellaneous']);
    expect(rows.slice(0, 3).map((r) => r['Model Number'])).toEqual(['AQ-3300-WH', 'AQ-7020-PC', 'BF-305-MB']);
    expect(rows[0]).toMatchObject({ Manufacturer: 'Aquaterra', Name: 'Freestanding Soaking Tub 67 in.', Quantity: '1', 'List Price': '2195.00', 'Sale Price': '1975.50', Status: 'Approved', Optional: 'No' });
    expect(rows[2]).toMatchObject({ Quantity: '2', Status: 'Open' });
    expect(rows[29]).toMatchObject({ Room: 'Miscellaneous', Quantity: '3', 'Sale Price': '10.50', Status: 'Ordered', Optional: 'Yes' });
  });
});

describe('CSV import: the request', () => {
  it('answers 401 without a token', async () => {
    expect((await postImport(harper.id, {}, csvFile('Manufacturer,Model Number\n'), null)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `${base(harper.id)}/import/1` })).statusCode).toBe(401);
  });

  it('answers 404 for another account’s specbook', async () => {
    expect((await postImport(otherSb.id, {}, csvFile('Manufacturer,Model Number\nAquaterra,AQ-3300-WH\n'))).statusCode).toBe(404);
  });

  it("answers 400 'Unable to import file' for a missing file, a file that is not CSV, or one without a usable header, and changes nothing", async () => {
    const book = await emptySpecbook('CSV refusals');
    const bad = [
      await postImport(book.id, { separator: 'comma' }),
      await postImport(book.id, {}, { filename: 'sheet.pdf', contentType: 'application/pdf', data: makePdf() }),
      await postImport(book.id, {}, csvFile(Buffer.from([0x00, 0x01, 0x02, 0x41, 0x42]))),
      await postImport(book.id, {}, csvFile('Room,Name,Quantity\nKitchen,Sink,1\n')),
      await postImport(book.id, { separator: 'semicolon' }, csvFile('Room,Manufacturer,Model Number\nKitchen,Aquaterra,AQ-3300-WH\n')),
    ];
    for (const res of bad) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(M.unableToImport);
      expect(res.json().errors[0].field).toBe('file');
    }
    expect(await sqlCount(t, 'imports', 'specbook_id = $1', [book.id])).toBe(0);
    expect(await specCount(book.id)).toBe(0);
  });

  it('answers 400 for a separator it does not know', async () => {
    const res = await postImport(harper.id, { separator: 'colon' }, csvFile('Manufacturer,Model Number\nAquaterra,AQ-3300-WH\n'));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toEqual({ field: 'separator', message: M.separatorInvalid });
  });

  it('answers 202 with the importId and a Location to poll', async () => {
    const book = await emptySpecbook('CSV accepted');
    const res = await postImport(book.id, { separator: 'comma' }, csvFile('Manufacturer,Model Number\nAquaterra,AQ-3300-WH\n'));
    expect(res.statusCode).toBe(202);
    const { importId, status } = res.json().data;
    expect(status).toBe('queued');
    expect(res.headers.location).toBe(`${base(book.id)}/import/${importId}`);
    const done = await finished(res.headers.location as string);
    expect(done).toMatchObject({ importId, status: 'complete', complete: true, counts: { rows: 1, imported: 1 } });
  });

  it('names itself as the original import of each spec it adds (GET specs answers it; a duplicate names none)', async () => {
    const book = await emptySpecbook('CSV import ids');
    const done = await importText(book.id, 'Room,Manufacturer,Model Number\nKitchen,Aquaterra,AQ-3300-WH\n,Aquaterra,AQ-7020-PC\n');
    expect(done.counts).toMatchObject({ imported: 2 });
    const specsUrl = `/api/v4/user/${sellerId}/specbook/${book.id}/specs`;
    const specs = (await t.app.inject({ method: 'GET', url: specsUrl, headers: bearer(seller) })).json().data;
    expect(specs).toHaveLength(2);
    for (const spec of specs) expect(spec).toMatchObject({ originalImportId: done.importId, updatedImportId: null });
    const copy = await t.app.inject({ method: 'POST', url: `${specsUrl}/${specs[0].id}/duplicate`, headers: bearer(seller), payload: {} });
    expect(copy.statusCode, copy.body).toBeLessThan(300);
    expect(copy.json().data).toMatchObject({ original: specs[0].id, originalImportId: null, updatedImportId: null });
  });

  it('answers 404 for another account’s import and for an import of another specbook', async () => {
    const book = await emptySpecbook('CSV scoped');
    const res = await postImport(book.id, {}, csvFile('Manufacturer,Model Number\nAquaterra,AQ-3300-WH\n'));
    const { importId } = res.json().data;
    await finished(res.headers.location as string);
    expect((await t.app.inject({ method: 'GET', url: `${base(harper.id)}/import/${importId}`, headers: bearer(seller) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${base(book.id, otherId)}/import/${importId}`, headers: bearer(other) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${base(otherSb.id, otherId)}/import/${importId}`, headers: bearer(other) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${base(book.id)}/import/abc`, headers: bearer(seller) })).statusCode).toBe(404);
  });

  it("ends failed with 'Unable to import file' when the rows turn out not to be CSV, and writes nothing", async () => {
    const book = await emptySpecbook('CSV broken rows');
    const res = await postImport(book.id, {}, csvFile('Room,Manufacturer,Model Number\nKitchen,Aquaterra,AQ-3300-WH\nBath,"Aquaterra,AQ-7020-PC\n'));
    expect(res.statusCode).toBe(202);
    const done = await finished(res.headers.location as string);
    expect(done).toMatchObject({ status: 'failed', complete: true, message: M.unableToImport, counts: { imported: 0 } });
    expect(done.warnings[0]!.message).toMatch(/not valid CSV/);
    expect(await specCount(book.id)).toBe(0);
    expect(await sqlCount(t, 'categories', 'specbook_id = $1', [book.id])).toBe(0);
    expect(await sqlOne(t, 'select file_key from imports where id = $1', [done.importId])).toEqual({ file_key: null });
  });

  it('reports an import cut off by a restart as failed, not stuck', async () => {
    const book = await emptySpecbook('CSV interrupted');
    const { id } = await sqlOne<{ id: number }>(
      t,
      `insert into imports (account_id, user_id, specbook_id, file_name, separator, email, status, updated_at)
       values ($1, $2, $3, 'old.csv', 'comma', 'seller@specfolio.test', 'processing', now() - interval '10 minutes') returning id`,
      [book.accountId, book.userId, book.id],
    );
    const done = await finished(`${base(book.id)}/import/${id}`);
    expect(done).toMatchObject({ status: 'failed', complete: true, message: M.unableToImport });
    expect(done.warnings[0]!.message).toBe(M.interrupted);
  });
});

describe('CSV import: the rows', () => {
  it('matches manufacturer + model number ignoring case and punctuation, creates rooms, reports unmatched lines', async () => {
    const book = await emptySpecbook('CSV matching');
    const text = [
      'qty;STATUS;model #;Brand;Room;sale price;Tags',
      '2;approved;aq 3300 wh;AQUATERRA;Primary Bath;1800;Tub, Hero',
      '',
      '1;Open;bf118pn;brookline faucet co;kitchen;;',
      '1;Open;NO-SUCH-1;Aquaterra;Kitchen;;',
      '3;rejected;NL-5010-AB;Northlight Lighting;;300;',
      '1;;AQ-3300-WH;Nobody Inc;"Primary',
      'Bath";;',
      '1;Open;SB-1600-CN;Stonebridge Sinks;Miscellaneous;;',
      'x;Open;SB-1815-WH;Stonebridge Sinks;Kitchen;;',
    ].join('\r\n');
    const done = await importText(book.id, text, 'semicolon');
    expect(done.status).toBe('complete');
    expect(done.counts).toEqual({ rows: 7, imported: 4, unmatched: 2, skipped: 1, roomsCreated: 2 });
    expect(done.unmatched).toEqual([
      { line: 5, manufacturer: 'Aquaterra', modelNumber: 'NO-SUCH-1' },
      { line: 7, manufacturer: 'Nobody Inc', modelNumber: 'AQ-3300-WH' },
    ]);
    expect(done.skipped).toEqual([{ line: 10, field: 'qty', message: 'Quantity must be a whole number' }]);
    expect(done.message).toBe('Imported 4 of 7 rows. 2 did not match a catalogue spec. 1 had values that could not be imported.');
    const rooms = await t.database.pool.query('select name from categories where specbook_id = $1 order by sort_order', [book.id]);
    expect(rooms.rows.map((r) => r.name)).toEqual(['Primary Bath', 'kitchen']);
    const rows = rowsOf((await exportCsv(book.id)).body);
    expect(rows.map((r) => [r.Room, r['Model Number'], r.Quantity, r['Sale Price'], r.Status, r.Tags])).toEqual([
      ['Primary Bath', 'AQ-3300-WH', '2', '1800.00', 'Approved', 'Hero, Tub'],
      ['kitchen', 'BF-118-PN', '1', '742.00', 'Open', ''],
      ['Miscellaneous', 'NL-5010-AB', '3', '300.00', 'Rejected', ''],
      ['Miscellaneous', 'SB-1600-CN', '1', expect.any(String), 'Open', ''],
    ]);
    expect(await sqlCount(t, 'status_log s join spec_specbooks ss on ss.id = s.spec_specbook_id', "ss.specbook_id = $1 and s.status <> 'open'", [book.id])).toBe(2);
  });

  it('imports into existing rooms after their specs, and warns about values it could not apply', async () => {
    const book = await emptySpecbook('CSV existing room');
    await importText(book.id, 'Room,Manufacturer,Model Number\nKitchen,Aquaterra,AQ-3300-WH\n');
    const done = await importText(book.id, 'Room,Manufacturer,Model Number,Status,Optional\nKITCHEN,Aquaterra,AQ-7020-PC,Invoiced,maybe\n');
    expect(done.counts).toMatchObject({ imported: 1, roomsCreated: 0 });
    expect(done.warnings).toEqual([
      { line: 2, field: 'status', message: M.statusNotSettable },
      { line: 2, field: 'optional', message: M.optionalUnknown },
    ]);
    const rows = rowsOf((await exportCsv(book.id)).body);
    expect(rows.map((r) => [r.Room, r['Model Number'], r.Status])).toEqual([
      ['Kitchen', 'AQ-3300-WH', 'Open'],
      ['Kitchen', 'AQ-7020-PC', 'Open'],
    ]);
  });

  it('round trip: export → import into an empty specbook reproduces rooms, specs, quantities, prices and statuses', async () => {
    const original = (await exportCsv(harper.id)).body;
    const copy = await emptySpecbook('Harper round trip');
    const done = await importText(copy.id, original);
    expect(done.counts).toEqual({ rows: 29, imported: 29, unmatched: 0, skipped: 0, roomsCreated: 3 });
    // The demo data stores no multiplier; the pricing rules derive it from sale / list on import.
    const withoutMultiplier = (body: string) => rowsOf(body).map(({ Multiplier: _m, ...rest }) => rest);
    const copied = (await exportCsv(copy.id)).body;
    expect(withoutMultiplier(copied)).toEqual(withoutMultiplier(original));
    expect(rowsOf(copied)[0]!.Multiplier).toBe('0.9000');
    // A second round trip changes nothing at all.
    const again = await emptySpecbook('Harper round trip 2');
    await importText(again.id, copied);
    expect((await exportCsv(again.id)).body).toBe(copied);
    // The CSV holds the specs: the showcase's line items (labour, delivery) are not part of it.
    await t.database.pool.query('update specbook_line_items set deleted = true where specbook_id = $1', [harper.id]);
    const totals = async (id: number) => (await t.app.inject({ method: 'GET', url: `/api/v4/user/${sellerId}/specbook/${id}/totals`, headers: bearer(seller) })).json().data;
    expect(await totals(copy.id)).toEqual(await totals(harper.id));
  });

  it('neutralises formula cells on export and the import restores them: rooms, names and tags round-trip exactly', async () => {
    const book = await emptySpecbook('CSV formulas');
    const texts = ['=SUM(A1)', '-10% off', '@home', '+1 valve', "'=already quoted"];
    for (const text of texts) {
      const { joinId } = await seedRoomAndSpec(t, book, text);
      await t.database.pool.query('update spec_specbooks set name = $2 where id = $1', [joinId, text]);
      const tag = await sqlOne<{ id: number }>(t, 'insert into tags (account_id, user_id, name) values ($1, $2, $3) on conflict do nothing returning id', [book.accountId, book.userId, text.slice(0, 45)]).catch(() => null);
      if (tag) await t.database.pool.query('insert into spec_specbook_tags (tag_id, spec_specbook_id) values ($1, $2)', [tag.id, joinId]);
    }
    const body = (await exportCsv(book.id)).body;
    const rows = rowsOf(body);
    expect(rows.map((r) => r.Room)).toEqual(["'=SUM(A1)", "'-10% off", "'@home", "'+1 valve", "''=already quoted"]);
    expect(rows.map((r) => r.Name)).toEqual(rows.map((r) => r.Room));
    expect(rows.map((r) => r.Tags)).toEqual(rows.map((r) => r.Room));
    for (const row of rows) for (const cell of Object.values(row)) expect(cell).not.toMatch(/^[=+\-@\t\r]/);

    const copy = await emptySpecbook('CSV formulas copy');
    expect((await importText(copy.id, body)).counts).toMatchObject({ rows: 5, imported: 5, roomsCreated: 5 });
    const copied = await t.database.pool.query<{ room: string; name: string; tags: string }>(
      `select c.name as room, ss.name, (select string_agg(tg.name, ',') from spec_specbook_tags st join tags tg on tg.id = st.tag_id where st.spec_specbook_id = ss.id) as tags
         from spec_specbooks ss join categories c on c.id = ss.category_id where ss.specbook_id = $1 order by c.sort_order, c.id`,
      [copy.id],
    );
    expect(copied.rows).toEqual(texts.map((text) => ({ room: text, name: text, tags: text })));
    const texts3 = (csv: string) => rowsOf(csv).map((r) => [r.Room, r.Name, r.Tags]);
    expect(texts3((await exportCsv(copy.id)).body)).toEqual(texts3(body));
  });

  it('sets cost only with advanced pricing; without it the cost is left out and the summary says why', async () => {
    const settings = (value: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/v4/user/${sellerId}/account/settings`,
        headers: bearer(seller),
        payload: { patchAccountSettingsRequest: { Settings: { 'management.bypass_advanced_access': value } } },
      });
    const text = 'Manufacturer,Model Number,List Price,Cost,Shipping Cost\nAquaterra,AQ-3300-WH,"$2,000.00",1200,25\n';
    const withAccess = await emptySpecbook('CSV cost allowed');
    expect((await importText(withAccess.id, text)).warnings).toEqual([]);
    expect(rowsOf((await exportCsv(withAccess.id)).body)[0]).toMatchObject({ 'List Price': '2000.00', 'Sale Price': '2000.00', Cost: '1200.00', 'Shipping Cost': '25.00' });

    expect((await settings('false')).statusCode).toBe(200);
    const without = await emptySpecbook('CSV cost refused');
    const done = await importText(without.id, text);
    await settings('true');
    expect(done.counts.imported).toBe(1);
    expect(done.warnings).toEqual([{ line: 1, field: 'cost', message: M.advancedIgnored }]);
    expect(rowsOf((await exportCsv(without.id)).body)[0]).toMatchObject({ 'List Price': '2000.00', Cost: '', 'Shipping Cost': '25.00' });
  });
});

describe('CSV for an e-Specbook viewer', () => {
  it('is not open to token viewers (404)', async () => {
    const member = await t.app.inject({
      method: 'POST',
      url: `/api/v4/user/${sellerId}/specbook/${harper.id}/team`,
      headers: bearer(seller),
      payload: { createTeamMemberRequest: { TeamMember: { name: 'Cora Csv', emailAddress: 'cora.csv@example.com' } } },
    });
    const token = new URL(member.json().data.links.especbook).searchParams.get('token') ?? '';
    const jwt = (await t.app.inject({ method: 'POST', url: '/api/v1/auth/especbooks', payload: { token, specbookId: harper.id } })).json().data as string;
    expect((await exportCsv(harper.id, jwt)).statusCode).toBe(404);
    expect((await postImport(harper.id, {}, csvFile('Manufacturer,Model Number\nAquaterra,AQ-3300-WH\n'), jwt)).statusCode).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('documents the three CSV calls', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> };
    expect(doc.paths['/api/v4/user/{userId}/specbook/{id}/csv']).toHaveProperty('get');
    expect(doc.paths['/api/v4/user/{userId}/specbook/{id}/csv/import']).toHaveProperty('post');
    expect(doc.paths['/api/v4/user/{userId}/specbook/{id}/csv/import/{importId}']).toHaveProperty('get');
  });
});


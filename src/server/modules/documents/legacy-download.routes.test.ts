import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePdf } from '#server/test/pdf';
import { createTestServer, type TestServer } from '#server/test/server';
import { specbookNamed, sqlOne } from '#server/modules/notifications/collab-test-kit';
import { SPECS_PDF_ERRORS as E } from '#shared/lib/specs-pdf-messages';

let t: TestServer;
let seller: string;
let other: string;
let book: { id: number; accountId: number };
let otherBook: { id: number };
let bath: number;

const download = (query: string, id: number = book.id) => t.app.inject({ method: 'GET', url: `/specbooks/${id}/download${query}` });
const place = async (model: string, categoryId: number | null) =>
  sqlOne(t, `insert into spec_specbooks (account_id, specbook_id, spec_id, category_id) values ($1, $2, (select id from specs where model_number = $3), $4) returning id`, [
    book.accountId,
    book.id,
    model,
    categoryId,
  ]);

beforeAll(async () => {
  t = await createTestServer();
  [seller, other] = await Promise.all([t.login('seller@specfolio.test'), t.login('other@specfolio.test')]);
  book = await specbookNamed(t, 'Johnson Master Bath');
  otherBook = await specbookNamed(t, 'Bayview Unit Fixtures');
  await t.database.pool.query('delete from spec_specbooks where specbook_id = $1', [book.id]);
  bath = (await sqlOne<{ id: number }>(t, `insert into categories (account_id, specbook_id, name) values ($1, $2, 'Legacy Bath') returning id`, [book.accountId, book.id])).id;
  await place('AQ-7020-PC', bath);
  await place('AQ-4512-MB', null);
});
afterAll(() => t.close());

describe('GET /specbooks/{id}/download (legacy download)', () => {
  it('answers the specs PDF as an attachment, with the payload keys from the query', async () => {
    const res = await download(`?token=${seller}&type=default&showModelNumber=1&includeSpecifications=0`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=/);
    const pdf = await parsePdf(res.rawPayload);
    expect(pdf.text).toContain('Thermostatic Shower Trim Kit');
    expect(pdf.text).toContain('AQ-7020-PC');
  });

  it('downloads one room with categoryID, and Miscellaneous with categoryID=null', async () => {
    const room = await parsePdf((await download(`?token=${seller}&type=default&showModelNumber=true&categoryID=${bath}`)).rawPayload);
    expect(room.text).toContain('AQ-7020-PC');
    expect(room.text).not.toContain('AQ-4512-MB');
    const misc = await parsePdf((await download(`?token=${seller}&type=default&showModelNumber=1&categoryID=null`)).rawPayload);
    expect(misc.text).toContain('AQ-4512-MB');
    expect(misc.text).not.toContain('AQ-7020-PC');
  });

  it("answers 400 with the payload rule's message as a page, not the app's HTML", async () => {
    const res = await download(`?token=${seller}&showModelNumber=maybe`);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain(E.flag('showModelNumber'));
    expect(res.body).not.toContain('id="root"');
  });

  it("answers 401 without a token or with a bad one, and 404 for another account's specbook", async () => {
    const none = await download('');
    expect(none.statusCode).toBe(401);
    expect(none.headers['content-type']).toContain('text/html');
    expect((await download('?token=forged')).statusCode).toBe(401);
    expect((await download(`?token=${seller}`, otherBook.id)).statusCode).toBe(404);
    expect((await download(`?token=${other}`)).statusCode).toBe(404);
  });
});

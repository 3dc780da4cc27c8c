import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePdf } from '#server/test/pdf';
import { createTestServer, type TestServer } from '#server/test/server';
import { bearer, specbookNamed, sqlOne, twoSellers } from '#server/modules/notifications/collab-test-kit';
import { createPdfRequest, downloadPdfRequest, fetchPdfRequest, pollPdfJob } from '#server/modules/pdf-jobs/pdf-jobs-test-kit';
import type { TPdfJob } from '#shared/schemas/pdf-job';
import { LARGE_SPECS_PDF } from './specs-pdf.service';

// A large specs PDF is built as a PDF job: createSpecsPdf answers 202 with the job and a Location
// to fetchPdf (docs/decisions/032, 035). The ordinary path is covered by specs-pdf.routes.test.ts.

let t: TestServer;
let seller: string;
let other: string;
let sellerId: number;
let otherId: number;
let book: { id: number; accountId: number };
let rooms: number[];
const SPECS = LARGE_SPECS_PDF.specs + 1;

const PAYLOAD = { type: 'all', showModelNumber: 1, includeSpecifications: 1, showListPrice: 1, showSalePrice: 1, showQuantity: 1, imagesPerPage: 6, orientation: 'P' };
const url = (user = sellerId, id = book.id) => `/api/v4/user/${user}/specbook/${id}/pdf/specs`;
const post = (payload: object, token: string | null = seller, at = url()) => t.app.inject({ method: 'POST', url: at, headers: token ? bearer(token) : {}, payload });

beforeAll(async () => {
  t = await createTestServer();
  ({ seller, other, sellerId, otherId } = await twoSellers(t));
  const harper = await specbookNamed(t, 'Harper Residence Selections');
  book = await sqlOne(
    t,
    `insert into specbooks (account_id, user_id, profile_id, name)
     select account_id, user_id, profile_id, 'Lakeview Tower Lobby' from specbooks where id = $1 returning id, account_id as "accountId"`,
    [harper.id],
  );
  const { rows } = await t.database.pool.query<{ id: number }>(
    `insert into categories (account_id, specbook_id, name, sort_order) select $1, $2, 'Floor ' || g, g from generate_series(1, 3) g returning id`,
    [book.accountId, book.id],
  );
  rooms = rows.map((row) => row.id);
  // SPECS products, "Lobby product 1" … in three rooms (one of them, the first, holding 21).
  await t.database.pool.query(
    `with s as (
       insert into specs (account_id, manufacturer_id, model_number, name, finish, list_price)
       select $1, (select id from manufacturers where name = 'Aquaterra'), 'LB-' || g, 'Lobby product ' || g, 'Satin Brass', 1000 + g
       from generate_series(1, $3) g returning id, list_price, (substring(model_number from 4))::int as n)
     insert into spec_specbooks (account_id, specbook_id, spec_id, category_id, quantity, sort_order, list_price, sale_price)
     select $1, $2, s.id, ($4::int[])[1 + s.n % 3], 1, s.n, s.list_price, s.list_price - 100 from s`,
    [book.accountId, book.id, SPECS, rooms],
  );
});
afterAll(() => t.close());

/** Posts the payload, expects 202 with the job and its Location, and answers the job. */
async function startJob(token = seller, user = sellerId): Promise<TPdfJob> {
  const res = await post(PAYLOAD, token, url(user));
  expect(res.statusCode, res.body).toBe(202);
  const job = res.json().data as TPdfJob;
  expect(job).toMatchObject({ status: 'created', type: 'specs', specbookId: book.id, url: null, fileName: null });
  expect(res.headers.location).toBe(`/api/v4/user/${user}/pdf/${job.id}`);
  return job;
}

describe('POST {u}/specbook/{id}/pdf/specs for a large specbook', () => {
  it(`answers 202 with a PDF job past ${LARGE_SPECS_PDF.specs} products; the job builds the same document`, async () => {
    const job = await startJob();
    const row = await sqlOne<{ type: string; options: Record<string, unknown> }>(t, 'select type, options from pdf_jobs where id = $1', [job.id]);
    expect(row.type).toBe('specs');
    expect(row.options).toMatchObject({ type: 'all', showListPrice: true, imagesPerPage: 6 });
    const polled = await fetchPdfRequest(t, sellerId, seller, job.id);
    expect(polled.statusCode).toBe(200);
    const done = await pollPdfJob(t, sellerId, seller, job.id);
    expect(done.status).toBe('completed');
    expect(done.fileName).toBe('Lakeview Tower Lobby - Specs.pdf');
    const file = await downloadPdfRequest(t, done.url ?? '', seller);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('Lakeview%20Tower%20Lobby%20-%20Specs.pdf');
    const pdf = await parsePdf(file.rawPayload);
    expect(pdf.title).toBe('Lakeview Tower Lobby - Specification Book');
    expect(pdf.pages.filter((page) => page.includes('Lobby product') && page.includes('Satin Brass')).length).toBeGreaterThanOrEqual(SPECS);
    expect(pdf.text).toContain(`Lobby product ${SPECS}`);
    expect(pdf.text).toContain('$1,061.00');
    expect(pdf.pages.at(-1)).toContain(`Page ${pdf.pageCount} of ${pdf.pageCount}`);
  });

  it('still answers the PDF itself for a part of it at or under the threshold (one room)', async () => {
    const res = await post({ ...PAYLOAD, categories: [rooms[1]] });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = await parsePdf(res.rawPayload);
    expect(pdf.text).toContain('Floor 2');
    expect(pdf.text).not.toContain('Floor 1');
  });

  it('answers 401, 400 and 404 before any job is made', async () => {
    const before = await sqlOne<{ n: number }>(t, 'select count(*)::int as n from pdf_jobs where specbook_id = $1', [book.id]);
    expect((await post(PAYLOAD, null)).statusCode).toBe(401);
    expect((await post({ ...PAYLOAD, imagesPerPage: 5 })).statusCode).toBe(400);
    expect((await post(PAYLOAD, other, url(otherId))).statusCode).toBe(404);
    const after = await sqlOne<{ n: number }>(t, 'select count(*)::int as n from pdf_jobs where specbook_id = $1', [book.id]);
    expect(after.n).toBe(before.n);
  });

  it("builds a viewer's job with the viewer's caps, and only that viewer session's reads it", async () => {
    const member = await t.app.inject({
      method: 'POST',
      url: `/api/v4/user/${sellerId}/specbook/${book.id}/team`,
      headers: bearer(seller),
      payload: { createTeamMemberRequest: { TeamMember: { name: 'Lee Viewer', emailAddress: 'lee.viewer@example.com', showListPrice: false, showSalePrice: false, showModelNumbers: false } } },
    });
    expect(member.statusCode).toBe(201);
    const token = new URL(member.json().data.links.especbook).searchParams.get('token') ?? '';
    const exchange = await t.app.inject({ method: 'POST', url: '/api/v1/auth/especbooks', payload: { token, specbookId: book.id } });
    const jwt = exchange.json().data as string;
    const job = await startJob(jwt);
    const done = await pollPdfJob(t, sellerId, jwt, job.id);
    expect(done.status).toBe('completed');
    const pdf = await parsePdf((await downloadPdfRequest(t, done.url ?? '', jwt)).rawPayload);
    expect(pdf.text).toContain(`Lobby product ${SPECS}`);
    expect(pdf.text).not.toContain('$');
    expect(pdf.text).not.toContain('LB-1');
    // Another account never sees it.
    expect((await fetchPdfRequest(t, otherId, other, job.id)).statusCode).toBe(404);
  });
});

describe('POST {u}/specbook/{id}/pdf/quote for a large specbook', () => {
  const quoteUrl = (user = sellerId) => `/api/v4/user/${user}/specbook/${book.id}/pdf/quote`;

  it('answers 202 with a quote PDF job that builds "{name} - Quote.pdf"', async () => {
    const res = await t.app.inject({ method: 'POST', url: quoteUrl(), headers: bearer(seller), payload: { showImages: false, showSalePrice: 1 } });
    expect(res.statusCode, res.body).toBe(202);
    const job = res.json().data as TPdfJob;
    expect(job).toMatchObject({ status: 'created', type: 'quote', url: null });
    expect(res.headers.location).toBe(`/api/v4/user/${sellerId}/pdf/${job.id}`);
    const done = await pollPdfJob(t, sellerId, seller, job.id);
    expect(done).toMatchObject({ status: 'completed', fileName: 'Lakeview Tower Lobby - Quote.pdf' });
    const pdf = await parsePdf((await downloadPdfRequest(t, done.url ?? '', seller)).rawPayload);
    expect(pdf.text).toContain('Lobby product 1 ');
    expect(pdf.text).toContain(`Lobby product ${SPECS}`);
    expect(pdf.text).toContain('Floor 3');
  });

  it("answers 404 for another account's specbook, and to a token viewer asking createPdf for a quote", async () => {
    expect((await t.app.inject({ method: 'POST', url: quoteUrl(otherId), headers: bearer(other), payload: {} })).statusCode).toBe(404);
    const member = await t.app.inject({
      method: 'POST',
      url: `/api/v4/user/${sellerId}/specbook/${book.id}/team`,
      headers: bearer(seller),
      payload: { createTeamMemberRequest: { TeamMember: { name: 'Quinn Viewer', emailAddress: 'quinn.viewer@example.com', showListPrice: false, showSalePrice: false, showModelNumbers: false } } },
    });
    const token = new URL(member.json().data.links.especbook).searchParams.get('token') ?? '';
    const jwt = (await t.app.inject({ method: 'POST', url: '/api/v1/auth/especbooks', payload: { token, specbookId: book.id } })).json().data as string;
    const created = await createPdfRequest(t, sellerId, jwt, { type: 'quote', specbookId: book.id });
    expect(created.statusCode).toBe(404);
  });
});

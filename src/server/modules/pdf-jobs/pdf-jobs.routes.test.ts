import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePdf } from '#server/test/pdf';
import { createTestServer, type TestServer } from '#server/test/server';
import { bearer, specbookNamed, sqlOne, twoSellers } from '#server/modules/notifications/collab-test-kit';
import { PDF_JOB_MESSAGES as M } from '#shared/lib/pdf-job-messages';
import { createPdfRequest, downloadPdfRequest, fetchPdfRequest, runPdfJobThroughApi } from './pdf-jobs-test-kit';
import { PO_TEXT, purchaseOrderNumber } from './purchase-order-pdf';

let t: TestServer;
let seller: string;
let other: string;
let sellerId: number;
let otherId: number;
let sb: { id: number; accountId: number };
let otherSb: { id: number; accountId: number };

/** Two global catalogue specs of different manufacturers. */
async function twoSpecs(): Promise<{ id: number; manufacturer: string; model: string; name: string }[]> {
  const res = await t.database.pool.query(
    `select distinct on (manufacturer_name) id, manufacturer_name as manufacturer, model_number as model, name
       from specs where account_id is null and manufacturer_name <> '' order by manufacturer_name, id limit 2`,
  );
  return res.rows;
}

async function addLine(specId: number, room: number | null, values: { qty: number; cost: string | null; sale: string; optional?: boolean; status?: string }) {
  await t.database.pool.query(
    `insert into spec_specbooks (account_id, specbook_id, spec_id, category_id, quantity, cost, sale_price, list_price, is_optional, status)
     values ($1, $2, $3, $4, $5, $6, $7, $7, $8, $9)`,
    [sb.accountId, sb.id, specId, room, values.qty, values.cost, values.sale, values.optional ?? false, values.status ?? 'open'],
  );
}

const createPo = (token: string | null, specbookId = sb.id, userId = sellerId) => createPdfRequest(t, userId, token, { type: 'purchaseorder', specbookId });

let specs: { id: number; manufacturer: string; model: string; name: string }[];

beforeAll(async () => {
  t = await createTestServer();
  ({ seller, other, sellerId, otherId } = await twoSellers(t));
  sb = await specbookNamed(t, 'Johnson Powder Room');
  otherSb = await specbookNamed(t, 'Bayview Unit Fixtures');
  specs = await twoSpecs();
  const room = await sqlOne<{ id: number }>(t, 'insert into categories (account_id, specbook_id, name) values ($1, $2, $3) returning id', [sb.accountId, sb.id, 'Powder Room']);
  await addLine(specs[0]!.id, room.id, { qty: 2, cost: '100.25', sale: '180.00' });
  await addLine(specs[1]!.id, room.id, { qty: 3, cost: '40.00', sale: '75.50' });
  await addLine(specs[1]!.id, null, { qty: 1, cost: '999.00', sale: '1500.00', optional: true });
});
afterAll(() => t.close());

describe('createPdf', () => {
  it('answers 401 without a token', async () => {
    expect((await createPo(null)).statusCode).toBe(401);
    expect((await fetchPdfRequest(t, sellerId, null, 1)).statusCode).toBe(401);
  });

  it('answers 400 for an unknown type or a body that is not the envelope', async () => {
    const unknown = await createPdfRequest(t, sellerId, seller, { type: 'brochure', specbookId: sb.id });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([{ field: 'type', message: M.unknownType('brochure') }]);
    const noSpecbook = await createPdfRequest(t, sellerId, seller, { type: 'purchaseorder' });
    expect(noSpecbook.statusCode).toBe(400);
    expect(noSpecbook.json().errors[0].message).toBe(M.specbookRequired);
    const bare = await t.app.inject({ method: 'POST', url: `/api/v4/user/${sellerId}/pdf`, headers: bearer(seller), payload: { type: 'purchaseorder', specbookId: sb.id } });
    expect(bare.statusCode).toBe(400);
  });

  it("answers 404 for another account's specbook, a missing one, or another user's path", async () => {
    expect((await createPo(seller, otherSb.id)).statusCode).toBe(404);
    expect((await createPo(seller, 999_999)).statusCode).toBe(404);
    expect((await createPo(other, sb.id, otherId)).statusCode).toBe(404);
    expect((await createPo(seller, sb.id, otherId)).statusCode).toBe(404);
  });
});

describe('the purchase-order job', () => {
  it('is created, polled until completed, and downloads a PO with its lines and totals', async () => {
    const created = await createPo(seller);
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ id: expect.any(Number), status: 'created', url: null, type: 'purchaseorder', specbookId: sb.id });

    const job = await runPdfJobThroughApi(t, sellerId, seller, { type: 'purchaseorder', specbookId: sb.id });
    expect(job).toMatchObject({ status: 'completed', url: `/api/v4/user/${sellerId}/pdf/${job.id}/file`, fileName: 'Johnson Powder Room.pdf' });

    const file = await downloadPdfRequest(t, job.url!, seller);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('Johnson Powder Room.pdf');
    const pdf = await parsePdf(file.rawPayload);
    expect(pdf.title).toBe('Purchase Order - Johnson Powder Room');
    expect(pdf.text).toContain('Purchase Order');
    expect(pdf.text).toContain('Lakeside Bath & Kitchen');
    expect(pdf.text).toContain(`PO Number: ${purchaseOrderNumber(sb.id)}`);
    for (const spec of specs) {
      expect(pdf.text).toContain(spec.manufacturer);
      expect(pdf.text).toContain(spec.model);
    }
    // 2 × 100.25 + 3 × 40.00; the optional line (999.00) is left out.
    expect(pdf.text).toContain('$100.25');
    expect(pdf.text).toContain('$200.50');
    expect(pdf.text).toContain('$120.00');
    expect(pdf.text).toContain('Total Cost: $200.50');
    expect(pdf.text).toContain('Total Cost: $120.00');
    expect(pdf.text).toContain(`${PO_TEXT.summaryTotal('Cost')}: $320.50`);
    expect(pdf.text).not.toContain('$999.00');
    expect(pdf.text).toContain('Authorized Signature');
    expect(pdf.pages.at(-1)).toContain(`Page ${pdf.pageCount} of ${pdf.pageCount}`);
  });

  it("answers 404 for another account's job and its file, and for a missing job", async () => {
    const job = await runPdfJobThroughApi(t, sellerId, seller, { type: 'purchaseorder', specbookId: sb.id });
    expect((await fetchPdfRequest(t, otherId, other, job.id)).statusCode).toBe(404);
    expect((await downloadPdfRequest(t, `/api/v4/user/${otherId}/pdf/${job.id}/file`, other)).statusCode).toBe(404);
    expect((await fetchPdfRequest(t, sellerId, seller, 999_999)).statusCode).toBe(404);
    expect((await fetchPdfRequest(t, sellerId, seller, 'abc')).statusCode).toBe(404);
    expect((await downloadPdfRequest(t, job.url!, null)).statusCode).toBe(401);
  });

  it('ships to the specbook customer shipping address when one is set', async () => {
    const customer = await sqlOne<{ id: number }>(
      t,
      `insert into customers (account_id, user_id, name, first_name, last_name) values ($1, $2, 'Ellen Johnson', 'Ellen', 'Johnson') returning id`,
      [sb.accountId, sellerId],
    );
    const address = await sqlOne<{ id: number }>(
      t,
      `insert into customer_addresses (account_id, customer_id, type_id, label, first_name, last_name, line1, city, state, zip_code)
       values ($1, $2, 2, 'Site', 'Ellen', 'Johnson', '88 W Schiller St', 'Chicago', 'IL', '60610') returning id`,
      [sb.accountId, customer.id],
    );
    await t.database.pool.query('update specbooks set customer_id = $1, shipping_address_id = $2 where id = $3', [customer.id, address.id, sb.id]);
    const job = await runPdfJobThroughApi(t, sellerId, seller, { type: 'purchaseorder', specbookId: sb.id });
    const pdf = await parsePdf((await downloadPdfRequest(t, job.url!, seller)).rawPayload);
    expect(pdf.text).toContain('SHIP TO');
    expect(pdf.text).toContain('Ellen Johnson');
    expect(pdf.text).toContain('88 W Schiller St');
    expect(pdf.text).toContain('Chicago, IL 60610');
  });
});

describe('purchase orders for an e-Specbook viewer', () => {
  async function viewerToken(permissions: { showSalePrice: boolean }): Promise<string> {
    const member = await t.app.inject({
      method: 'POST',
      url: `/api/v4/user/${sellerId}/specbook/${sb.id}/team`,
      headers: bearer(seller),
      payload: { createTeamMemberRequest: { TeamMember: { name: 'Vera Vendor', emailAddress: `vera.${Date.now()}@example.com`, showSalePrice: permissions.showSalePrice, showListPrice: false } } },
    });
    expect(member.statusCode).toBe(201);
    const token = new URL(member.json().data.links.especbook).searchParams.get('token') ?? '';
    const exchange = await t.app.inject({ method: 'POST', url: '/api/v1/auth/especbooks', payload: { token, specbookId: sb.id } });
    expect(exchange.statusCode).toBe(200);
    return exchange.json().data as string;
  }

  it('creates and fetches the PO of its own specbook, priced at what it may see and never at cost', async () => {
    const jwt = await viewerToken({ showSalePrice: true });
    const job = await runPdfJobThroughApi(t, sellerId, jwt, { type: 'purchaseorder', specbookId: sb.id });
    expect(job.status).toBe('completed');
    const pdf = await parsePdf((await downloadPdfRequest(t, job.url!, jwt)).rawPayload);
    expect(pdf.text).toContain('Unit Price');
    expect(pdf.text).toContain('$180.00');
    expect(pdf.text).toContain(`${PO_TEXT.summaryTotal('Price')}: $586.50`); // 2 × 180.00 + 3 × 75.50
    expect(pdf.text).not.toContain('$100.25');
    expect(pdf.text).not.toContain('Cost');
  });

  it('without price permissions prints quantities only', async () => {
    const jwt = await viewerToken({ showSalePrice: false });
    const job = await runPdfJobThroughApi(t, sellerId, jwt, { type: 'purchaseorder', specbookId: sb.id });
    const pdf = await parsePdf((await downloadPdfRequest(t, job.url!, jwt)).rawPayload);
    expect(pdf.text).toContain('Total quantity: 5');
    expect(pdf.text).not.toMatch(/\$\d/);
  });

  it('a QR label reader gets quantities only, never a price', async () => {
    const on = await t.app.inject({ method: 'PUT', url: `/api/v4/user/${sellerId}/specbook/${sb.id}/qr-access`, headers: bearer(seller), payload: { enabled: true } });
    expect(on.statusCode).toBe(200);
    const qr = (await t.app.inject({ method: 'GET', url: `/api/v1/auth/specbook/${sb.id}/viewtoken` })).json().data as string;
    const job = await runPdfJobThroughApi(t, sellerId, qr, { type: 'purchaseorder', specbookId: sb.id });
    expect(job.status).toBe('completed');
    const pdf = await parsePdf((await downloadPdfRequest(t, job.url!, qr)).rawPayload);
    expect(pdf.text).toContain(specs[0]!.model);
    expect(pdf.text).not.toMatch(/\$\d/);
  });

  it("answers 404 for another specbook, for the seller's own jobs and for another account's", async () => {
    const jwt = await viewerToken({ showSalePrice: true });
    const sibling = await sqlOne<{ id: number }>(t, 'select id from specbooks where account_id = $1 and id <> $2 order by id limit 1', [sb.accountId, sb.id]);
    expect((await createPo(jwt, sibling.id)).statusCode).toBe(404);
    expect((await createPo(jwt, otherSb.id)).statusCode).toBe(404);
    const sellersJob = await runPdfJobThroughApi(t, sellerId, seller, { type: 'purchaseorder', specbookId: sb.id });
    expect((await fetchPdfRequest(t, sellerId, jwt, sellersJob.id)).statusCode).toBe(404);
    expect((await downloadPdfRequest(t, sellersJob.url!, jwt)).statusCode).toBe(404);
    const othersJob = await runPdfJobThroughApi(t, otherId, other, { type: 'purchaseorder', specbookId: otherSb.id });
    expect((await fetchPdfRequest(t, sellerId, jwt, othersJob.id)).statusCode).toBe(404);
    // Another member's job of the same specbook is not this member's either.
    const colleague = await viewerToken({ showSalePrice: true });
    const colleaguesJob = await runPdfJobThroughApi(t, sellerId, colleague, { type: 'purchaseorder', specbookId: sb.id });
    expect((await fetchPdfRequest(t, sellerId, jwt, colleaguesJob.id)).statusCode).toBe(404);
    expect((await fetchPdfRequest(t, sellerId, seller, colleaguesJob.id)).statusCode).toBe(200);
  });
});

describe('what the purchase order orders (issue 14)', () => {
  it('leaves rejected specs out, addresses each vendor in its own section and says when a cost is missing', async () => {
    const room = await sqlOne<{ id: number }>(t, 'select id from categories where specbook_id = $1 order by id limit 1', [sb.id]);
    await addLine(specs[0]!.id, room.id, { qty: 2, cost: '777.00', sale: '900.00', status: 'rejected' });
    await addLine(specs[1]!.id, room.id, { qty: 4, cost: null, sale: '60.00' });
    const job = await runPdfJobThroughApi(t, sellerId, seller, { type: 'purchaseorder', specbookId: sb.id });
    const pdf = await parsePdf((await downloadPdfRequest(t, job.url!, seller)).rawPayload);

    expect(pdf.text).not.toContain('$777.00');
    expect(pdf.text).not.toContain('$0.00');

    const [first, second] = specs.map((spec) => spec.manufacturer) as [string, string];
    const sectionStart = (vendor: string) => pdf.pages.findIndex((page) => page.includes(`${PO_TEXT.vendor.toUpperCase()} ${vendor}`));
    const [a, b] = [sectionStart(first), sectionStart(second)];
    expect(a).toBe(0);
    expect(b).toBeGreaterThan(a);
    expect(pdf.pages[a]).toContain(PO_TEXT.vendorOf(1, 2));
    expect(pdf.pages[a]).not.toContain(specs[1]!.model);
    expect(pdf.pages[a]).toContain('Total Cost: $200.50');
    expect(pdf.pages[b]).toContain(PO_TEXT.vendorOf(2, 2));
    expect(pdf.pages[b]).not.toContain(specs[0]!.model);
    expect(pdf.pages[b]).toContain(PO_TEXT.missing('Cost'));
    expect(pdf.pages[b]).toContain('Total Cost: $120.00');
    expect(pdf.pages[b]).toContain(PO_TEXT.missingNote(1, 'Cost'));
    expect(pdf.pages[b]).toContain(`${purchaseOrderNumber(sb.id)} · ${second} ·`);

    const summary = pdf.pages.at(-1)!;
    expect(summary).toContain(PO_TEXT.summary);
    expect(summary).toContain('Lines: 3 Total quantity: 9');
    expect(summary).toContain(`${PO_TEXT.summaryTotal('Cost')}: $320.50`);
    expect(summary).toContain(PO_TEXT.missingNote(1, 'Cost'));
  });

  it("prints its words in the locale of the user who makes it (pt-BR)", async () => {
    const setLocale = async (locale: string | null) =>
      expect((await t.app.inject({ method: 'PATCH', url: '/api/v4/user/me', headers: bearer(seller), payload: { locale } })).statusCode).toBe(200);
    await setLocale('pt-br');
    try {
      const job = await runPdfJobThroughApi(t, sellerId, seller, { type: 'purchaseorder', specbookId: sb.id });
      const pdf = await parsePdf((await downloadPdfRequest(t, job.url!, seller)).rawPayload);
      expect(pdf.title).toBe('Pedido de compra - Johnson Powder Room');
      const [first] = pdf.pages as [string];
      for (const words of ['Pedido de compra', `Nº do pedido: ${purchaseOrderNumber(sb.id)}`, 'Data: ', 'Fornecedor 1 de 2', 'FORNECEDOR', 'COMPRADOR', 'ENTREGAR EM', 'Nº do modelo', 'Acabamento', 'Qtd.', 'Custo unitário', 'Custo total: US$', 'NOTAS', 'Assinatura autorizada', 'Página 1 de ']) {
        expect(first).toContain(words);
      }
      const summary = pdf.pages.at(-1)!;
      for (const words of ['Resumo do pedido', 'Itens: 3 Quantidade total: 9', 'Custo total do pedido: US$', '1 item sem custo: o total não o inclui.']) expect(summary).toContain(words);
      expect(pdf.text).not.toMatch(/Purchase Order|Total Cost|Authorized Signature|Page \d+ of/);
    } finally {
      await setLocale(null);
    }
  });
});

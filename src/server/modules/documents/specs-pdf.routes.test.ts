import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderPdf } from '#server/lib/pdf/index';
import { encryptedPdf, openPdf, parsePdf, type ParsedPdf } from '#server/test/pdf';
import { createTestServer, type TestServer } from '#server/test/server';
import { multipart, type FilePart } from '#server/test/upload-fixtures';
import { bearer, specbookNamed, sqlOne, twoSellers } from '#server/modules/notifications/collab-test-kit';
import type { TSpecsPdfPayload } from '#shared/lib/specs-pdf-payload';
import { pdfImageCacheKey } from './specs-pdf.assets';
import { newStorageKey } from '#server/lib/storage';
import { dropFlag, grantFlag } from '#server/modules/invoices/invoices.test-kit';

let t: TestServer;
let seller: string;
let other: string;
let sellerId: number;
let otherId: number;
let book: { id: number; accountId: number };
let rooms: { bath: number; kitchen: number };
let otherBook: { id: number };
let kept = 0;

/** The products of the test specbook: two in the bath, one in the kitchen. */
const FAUCET = { name: 'Alpha Basin Faucet', model: 'ALF-1001-PC', finish: 'Polished Chrome', list: '1250.00', sale: '1100.00', qty: 2, description: 'Single-hole basin faucet with a ceramic disc cartridge.' };
const DRAIN = { name: 'Beta Linear Drain', model: 'BLD-2002-SS', finish: 'Brushed Steel', list: '480.00', sale: '455.50', qty: 1, description: 'Thirty-six inch linear shower drain.' };
const SINK = { name: 'Gamma Farmhouse Sink', model: 'GFS-3003-WH', finish: 'White', list: '2100.00', sale: '1999.00', qty: 1, description: 'Fireclay apron-front sink.' };

/** A full payload as the Download modal sends it, with every switch on. */
const ALL: TSpecsPdfPayload = {
  type: 'all',
  showModelNumber: 1,
  includeSpecifications: 1,
  includeInstallation: 1,
  showListPrice: 1,
  showSalePrice: 1,
  showQuantity: 1,
  showCustomerInfo: 1,
  showSignatureLine: 1,
  imagesPerPage: 4,
  orientation: 'P',
  imagesOnly: 0,
  showProductNames: 1,
  showProductDescription: 1,
  showImages: 1,
};

/** Grants or takes the seller's useNewPDF flag (the PDF modal's options, docs/decisions/088). */
const setPdfFlag = (on: boolean) => (on ? grantFlag : dropFlag)(t, 'seller@specfolio.test', 'useNewPDF');

const url = (user = sellerId, id = book.id) => `/api/v4/user/${user}/specbook/${id}/pdf/specs`;
const post = (payload: object, token: string | null = seller, at = url()) =>
  t.app.inject({ method: 'POST', url: at, headers: token ? bearer(token) : {}, payload });

/** A manufacturer's sheet of `pages` pages, each saying "`label` page n". */
function sheet(label: string, pages: number): Promise<Buffer> {
  return renderPdf({ title: label }, (doc) => {
    for (let n = 1; n <= pages; n += 1) {
      if (n > 1) doc.addPage();
      doc.fontSize(18).text(`${label} page ${n}`);
    }
  });
}

/** A coloured PNG of the size of a product photograph. */
async function photo(color: string): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: color } }).png().toBuffer();
}

/** Uploads a document to a spec through POST {u}/specs/{specId}/documents. */
async function upload(specId: number, type: number, name: string, file: FilePart): Promise<void> {
  const body = multipart({ documentTypeId: String(type), documentName: name }, { documentFile: file });
  const res = await t.app.inject({ method: 'POST', url: `/api/v4/user/${sellerId}/specs/${specId}/documents`, payload: body.payload, headers: { ...body.headers, ...bearer(seller) } });
  expect(res.statusCode, res.body).toBe(201);
}

const pdfFile = (data: Buffer, filename = 'sheet.pdf'): FilePart => ({ filename, contentType: 'application/pdf', data });

/**
 * Stores a PDF document of a spec directly (storage and row): uploads refuse encrypted and
 * unreadable PDFs since decision 038, but files stored before are still met when merging.
 */
async function storeLegacyPdf(specId: number, type: number, name: string, data: Buffer): Promise<void> {
  const key = newStorageKey('pdf', { prefix: 'spec-files' });
  await t.app.storage.put(key, data, { contentType: 'application/pdf' });
  await t.database.pool.query(
    `insert into spec_documents (spec_id, account_id, type, name, path, content_type, size) values ($1, $2, $3, $4, $5, 'application/pdf', $6)`,
    [specId, book.accountId, type, name, key, data.length],
  );
}

/** An account spec placed in a room with its prices. */
async function addSpec(categoryId: number, p: typeof FAUCET, order: number): Promise<number> {
  const { id } = await sqlOne<{ id: number }>(
    t,
    `insert into specs (account_id, manufacturer_id, model_number, name, description, finish, list_price)
     values ($1, (select id from manufacturers where name = 'Aquaterra'), $2, $3, $4, $5, $6) returning id`,
    [book.accountId, p.model, p.name, p.description, p.finish, p.list],
  );
  await t.database.pool.query(
    `insert into spec_specbooks (account_id, specbook_id, spec_id, category_id, quantity, sort_order, list_price, sale_price)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [book.accountId, book.id, id, categoryId, p.qty, order, p.list, p.sale],
  );
  return id;
}

beforeAll(async () => {
  t = await createTestServer();
  ({ seller, other, sellerId, otherId } = await twoSellers(t));
  const harper = await specbookNamed(t, 'Harper Residence Selections');
  otherBook = await specbookNamed(t, 'Bayview Unit Fixtures');
  book = await sqlOne(
    t,
    `insert into specbooks (account_id, user_id, profile_id, name, description)
     select account_id, user_id, profile_id, 'Café Lakeview Remodel', 'Selections for the main floor.' from specbooks where id = $1
     returning id, account_id as "accountId"`,
    [harper.id],
  );
  const room = async (name: string, order: number) =>
    (await sqlOne<{ id: number }>(t, 'insert into categories (account_id, specbook_id, name, sort_order) values ($1, $2, $3, $4) returning id', [book.accountId, book.id, name, order])).id;
  rooms = { bath: await room('Primary Bath', 0), kitchen: await room('Kitchen', 1) };
  const faucet = await addSpec(rooms.bath, FAUCET, 0);
  const drain = await addSpec(rooms.bath, DRAIN, 1);
  const sink = await addSpec(rooms.kitchen, SINK, 0);
  await upload(faucet, 1, 'Faucet Photo', { filename: 'faucet.png', contentType: 'image/png', data: await photo('#8aa4b8') });
  await upload(sink, 1, 'Sink Photo', { filename: 'sink.png', contentType: 'image/png', data: await photo('#d9cbb0') });
  await upload(faucet, 2, 'Faucet Spec Sheet', pdfFile(await sheet('FAUCET-SHEET', 2)));
  await upload(faucet, 3, 'Faucet Install', pdfFile(await sheet('FAUCET-INSTALL', 1)));
  await storeLegacyPdf(drain, 2, 'Broken Drain Sheet', Buffer.from('%PDF-1.4\nthis is not a pdf at all\n%%EOF\n'));
  await storeLegacyPdf(sink, 2, 'Locked Sink Sheet', await encryptedPdf());
  const customer = await sqlOne<{ customerId: number; addressId: number }>(
    t,
    `select c.id as "customerId", a.id as "addressId" from customers c join customer_addresses a on a.customer_id = c.id
     where c.account_id = $1 order by c.id, a.id limit 1`,
    [book.accountId],
  );
  await t.database.pool.query('update specbooks set customer_id = $2, shipping_address_id = $3 where id = $1', [book.id, customer.customerId, customer.addressId]);
});
afterAll(() => t.close());

/** Posts `payload` as the seller and parses the PDF answered. */
async function pdfOf(payload: object, token = seller, at = url()): Promise<ParsedPdf & { bytes: Buffer }> {
  const res = await post(payload, token, at);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  const bytes = res.rawPayload;
  // SPECS_PDF_OUT=<folder> keeps the PDFs for people to look at.
  const out = process.env.SPECS_PDF_OUT;
  if (out) await writeFile(path.join(out, `${(expect.getState().currentTestName ?? 'specs').replace(/[^a-z0-9]+/gi, '-').slice(0, 80)}-${++kept}.pdf`), bytes);
  return { ...(await parsePdf(bytes)), bytes };
}

/** The 0-based index of the last page containing `text` (a product's page comes after the portfolio). */
const pageWith = (pdf: ParsedPdf, text: string) => pdf.pages.findLastIndex((page) => page.includes(text));

describe('POST {u}/specbook/{id}/pdf/specs', () => {
  it('answers 401 without a token', async () => {
    expect((await post(ALL, null)).statusCode).toBe(401);
  });

  it('answers 400 with a clear message for each bad option', async () => {
    const cases: [object, string][] = [
      [{ ...ALL, imagesPerPage: 3 }, 'Images per page must be 1, 2, 4 or 6.'],
      [{ ...ALL, showListPrice: 2 }, 'showListPrice must be 0 or 1.'],
      [{ ...ALL, orientation: 'X' }, 'Orientation must be "P" (portrait) or "L" (landscape).'],
      [{ ...ALL, type: 'everything' }, 'Type must be "all", "default" or "images".'],
      [{ ...ALL, categories: ['kitchen'] }, 'Categories must be a list of category ids.'],
    ];
    for (const [payload, message] of cases) {
      const res = await post(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it("answers 404 for another account's specbook, a missing one and a room of another specbook", async () => {
    expect((await post(ALL, seller, url(sellerId, otherBook.id))).statusCode).toBe(404);
    expect((await post(ALL, other, url(otherId, book.id))).statusCode).toBe(404);
    expect((await post(ALL, seller, url(sellerId, 999_999))).statusCode).toBe(404);
    const harperRoom = await sqlOne<{ id: number }>(t, 'select id from categories where specbook_id <> $1 and account_id = $2 limit 1', [book.id, book.accountId]);
    const res = await post({ ...ALL, categories: [harperRoom.id] });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Category not found in this specbook.');
  });

  it('answers the whole document as "{name} - Specs.pdf" with cover, contents, portfolio, products and merged sheets', async () => {
    const res = await post(ALL);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Caf_ Lakeview Remodel - Specs.pdf"; filename*=UTF-8''Caf%C3%A9%20Lakeview%20Remodel%20-%20Specs.pdf`);
    const pdf = await pdfOf(ALL);
    // cover, contents, 2 portfolio pages (one per room), 3 product pages, 2 + 1 merged pages.
    expect(pdf.pageCount).toBe(10);
    expect(pdf.title).toBe('Café Lakeview Remodel - Specification Book');
    const [cover, contents] = pdf.pages as [string, string];
    expect(cover).toContain('Café Lakeview Remodel');
    expect(cover).toContain('Lakeside Bath & Kitchen');
    // The client with address and phone; the shipping address is that one, so it is not printed twice.
    expect(cover).toContain('PREPARED FOR Ellen Johnson 88 W Schiller St Chicago, IL 60610 US (312) 555-0112 ellen.johnson@example.com');
    expect(cover).not.toContain('SHIPPING ADDRESS');
    expect(cover).toContain('Client signature');
    // Contents: both sections with each room and the page it starts on.
    expect(contents).toMatch(/Picture Portfolio 3 Primary Bath 2 products 3 Kitchen 1 product 4 Products 5 Primary Bath 2 products 5 Kitchen 1 product 10/);
    // Portfolio pages by room with names, model numbers and prices.
    expect(pdf.pages[2]).toContain(FAUCET.name);
    expect(pdf.pages[2]).toContain('$1,250.00');
    // The faucet's page, then its spec sheet and installation pages, then the drain's.
    const faucet = pageWith(pdf, `${FAUCET.name} Aquaterra`);
    expect(faucet).toBe(4);
    expect(pdf.pages[faucet]).toContain(FAUCET.model);
    expect(pdf.pages[faucet]).toContain('$1,100.00');
    expect(pdf.pages[faucet]).toContain('Polished Chrome');
    expect(pdf.pages[faucet]).toContain(FAUCET.description);
    expect(pdf.pages[faucet]).toContain('Specifications: Faucet Spec Sheet (pages 6–7)');
    expect(pdf.pages.slice(faucet + 1, faucet + 4)).toEqual(['FAUCET-SHEET page 1', 'FAUCET-SHEET page 2', 'FAUCET-INSTALL page 1']);
    expect(pdf.pages[faucet + 4]).toContain(DRAIN.name);
    expect(pdf.pages.at(-1)).toContain(SINK.name);
    expect(pdf.pages[4]).toContain('Page 5 of 10');
  });

  it("prints its words in the locale of the user who makes it (pt-BR), English again without the setting", async () => {
    const setLocale = async (locale: string | null) =>
      expect((await t.app.inject({ method: 'PATCH', url: '/api/v4/user/me', headers: bearer(seller), payload: { locale } })).statusCode).toBe(200);
    await setLocale('pt-br');
    try {
      const pdf = await pdfOf(ALL);
      expect(pdf.title).toBe('Café Lakeview Remodel - Caderno de especificações');
      const [cover, contents] = pdf.pages as [string, string];
      for (const words of ['CADERNO DE ESPECIFICAÇÕES', 'PREPARADO PARA', 'Assinatura do cliente', 'Data: ']) expect(cover).toContain(words);
      expect(contents).toMatch(/Sumário .*Portfólio de imagens 3 Primary Bath 2 produtos 3 Kitchen 1 produto 4 Produtos 5/);
      const faucet = pageWith(pdf, FAUCET.name);
      for (const words of ['Primary Bath 2 produtos', 'FABRICANTE', 'Nº DO MODELO', 'ACABAMENTO', 'QUANTIDADE', 'PREÇO DE VENDA', 'DOCUMENTOS INCLUÍDOS', 'Especificações: Faucet Spec Sheet (páginas 6–7)', 'Página 5 de 10']) {
        expect(pdf.pages[4]).toContain(words);
      }
      expect(faucet).toBe(4);
      expect(pdf.pages.join(' ')).not.toMatch(/Picture Portfolio|MANUFACTURER|\d products|Page \d+ of/);
    } finally {
      await setLocale(null);
    }
    const english = await pdfOf(ALL);
    expect(english.title).toBe('Café Lakeview Remodel - Specification Book');
    for (const words of ['Primary Bath 2 products', 'MANUFACTURER', 'Page 5 of 10']) expect(english.pages[4]).toContain(words);
  });

  it('notes corrupt and encrypted sheets on their product pages and still succeeds', async () => {
    const pdf = await pdfOf(ALL);
    expect(pdf.pages[pageWith(pdf, `${DRAIN.name} Aquaterra`)]).toContain('Broken Drain Sheet could not be read and was not included.');
    expect(pdf.pages[pageWith(pdf, `${SINK.name} Aquaterra`)]).toContain('Locked Sink Sheet is password-protected and could not be included.');
  });

  it("names the client on the team (role Client) on the cover of a specbook without a customer", async () => {
    const harper = await specbookNamed(t, 'Harper Residence Selections');
    const pdf = await pdfOf({ ...ALL, type: 'default', includeSpecifications: 0, includeInstallation: 0 }, seller, url(sellerId, harper.id));
    expect(pdf.pages[0]).toContain('PREPARED FOR Jordan Harper jordan.harper@example.com');
  });

  it('hides model numbers, prices, quantities, customer, signature and sheets when their flags are off', async () => {
    const pdf = await pdfOf({ ...ALL, showModelNumber: 0, showListPrice: 0, showSalePrice: 0, showQuantity: 0, showCustomerInfo: 0, showSignatureLine: 0, includeSpecifications: 0, includeInstallation: 0 });
    expect(pdf.pageCount).toBe(7);
    for (const hidden of [FAUCET.model, DRAIN.model, SINK.model, '$', 'Quantity', 'PREPARED FOR', 'Ellen Johnson', 'Client signature', 'FAUCET-SHEET', 'could not be']) expect(pdf.text).not.toContain(hidden);
    expect(pdf.text).toContain(FAUCET.name);
  });

  it('turns installation off with the specifications (§2.9)', async () => {
    const pdf = await pdfOf({ ...ALL, includeSpecifications: 0, includeInstallation: 1 });
    expect(pdf.text).not.toContain('FAUCET-INSTALL');
  });

  it('prints a cover and a contents page saying so for a specbook without products', async () => {
    const empty = await sqlOne<{ id: number }>(
      t,
      `insert into specbooks (account_id, user_id, profile_id, name) select account_id, user_id, profile_id, 'Empty Book' from specbooks where id = $1 returning id`,
      [book.id],
    );
    const pdf = await pdfOf(ALL, seller, url(sellerId, empty.id));
    expect(pdf.pageCount).toBe(2);
    expect(pdf.pages[1]).toContain('This specbook has no products yet.');
    expect(pdf.pages[1]).not.toContain('Miscellaneous');
    expect(pdf.pages[1]).not.toContain('Picture Portfolio');
  });

  it('keeps the converted photographs for the next document', async () => {
    const { imageName } = await sqlOne<{ imageName: string }>(t, 'select image_name as "imageName" from specs where model_number = $1', [FAUCET.model]);
    await pdfOf({ ...ALL, type: 'images' });
    expect(await t.app.storage.exists(pdfImageCacheKey(imageName))).toBe(true);
  });

  it('prints one category when asked', async () => {
    const pdf = await pdfOf({ ...ALL, categories: [rooms.kitchen] });
    expect(pdf.pages[1]).toContain('Kitchen');
    expect(pdf.pages[1]).not.toContain('Primary Bath');
    expect(pdf.text).toContain(SINK.name);
    expect(pdf.text).not.toContain(FAUCET.name);
    expect(pdf.pageCount).toBe(4);
  });

  it('refuses landscape without the flag useNewPDF (403), directly and as a PDF job; portrait still builds', async () => {
    await setPdfFlag(false);
    const jobsBefore = await sqlOne(t, 'select count(*)::int as n from pdf_jobs where specbook_id = $1', [book.id]);
    const refused = await post({ ...ALL, orientation: 'L' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Landscape PDFs are not enabled for this account.');
    const asJob = await t.app.inject({
      method: 'POST',
      url: `/api/v4/user/${sellerId}/pdf`,
      headers: bearer(seller),
      payload: { createPdfRequest: { Pdf: { type: 'specs', specbookId: book.id, options: { ...ALL, orientation: 'L' } } } },
    });
    expect(asJob.statusCode).toBe(403);
    expect(await sqlOne(t, 'select count(*)::int as n from pdf_jobs where specbook_id = $1', [book.id])).toEqual(jobsBefore);
    expect((await post({ ...ALL, orientation: 'P' })).statusCode).toBe(200);
    await setPdfFlag(true);
  });

  it('lays the pages out in landscape (with useNewPDF)', async () => {
    const pdf = await pdfOf({ ...ALL, orientation: 'L' });
    const doc = await openPdf(pdf.bytes);
    const sizes = await Promise.all([1, 3, 5].map(async (n) => (await doc.getPage(n)).view.slice(2)));
    await doc.destroy();
    expect(sizes).toEqual([[792, 612], [792, 612], [792, 612]]);
  });

  it('draws only the portfolio for "images", six a page, with or without names', async () => {
    const named = await pdfOf({ ...ALL, type: 'images', includeSpecifications: 0, imagesPerPage: 6 });
    expect(named.pageCount).toBe(4);
    expect(named.pages[1]).toContain('Picture Portfolio');
    expect(named.pages[1]).not.toContain('Products');
    expect(named.pages[2]).toContain(DRAIN.name);
    expect(named.pages[2]).toContain('No image available');
    const bare = await pdfOf({ ...ALL, type: 'images', imagesOnly: 1, showProductNames: 0, showProductDescription: 0 });
    expect(bare.pages.slice(2).join(' ')).not.toContain(FAUCET.name);
  });

  it('prints descriptions in the portfolio only with "name and description"', async () => {
    const withText = await pdfOf({ ...ALL, type: 'images' });
    expect(withText.pages[2]).toContain(FAUCET.description);
    const namesOnly = await pdfOf({ ...ALL, type: 'images', showProductDescription: 0 });
    expect(namesOnly.pages[2]).toContain(FAUCET.name);
    expect(namesOnly.pages[2]).not.toContain(FAUCET.description);
  });
});

describe('the specs PDF for an e-Specbook viewer', () => {
  /** A team member's e-Specbook session on the test specbook. */
  async function viewer(flags: { showListPrice: boolean; showSalePrice: boolean; showModelNumbers: boolean }, email: string): Promise<string> {
    const member = await t.app.inject({
      method: 'POST',
      url: `/api/v4/user/${sellerId}/specbook/${book.id}/team`,
      headers: bearer(seller),
      payload: { createTeamMemberRequest: { TeamMember: { name: 'Pat Viewer', emailAddress: email, ...flags } } },
    });
    expect(member.statusCode).toBe(201);
    const token = new URL(member.json().data.links.especbook).searchParams.get('token') ?? '';
    const exchange = await t.app.inject({ method: 'POST', url: '/api/v1/auth/especbooks', payload: { token, specbookId: book.id } });
    expect(exchange.statusCode).toBe(200);
    return exchange.json().data as string;
  }

  it('caps prices, model numbers and specifications by the viewer’s permissions', async () => {
    const jwt = await viewer({ showListPrice: false, showSalePrice: true, showModelNumbers: false }, 'pat.sale@example.com');
    const pdf = await pdfOf(ALL, jwt);
    expect(pdf.text).not.toContain('$1,250.00');
    expect(pdf.text).not.toContain('List price');
    expect(pdf.text).toContain('$1,100.00');
    expect(pdf.text).not.toContain(FAUCET.model);
    expect(pdf.text).not.toContain('FAUCET-SHEET');
    expect(pdf.text).not.toContain(FAUCET.description);
    expect(pdf.text).toContain(FAUCET.name);
  });

  it('gives a viewer with every permission what it asks for, and nothing of another specbook', async () => {
    const jwt = await viewer({ showListPrice: true, showSalePrice: true, showModelNumbers: true }, 'pat.all@example.com');
    const pdf = await pdfOf(ALL, jwt);
    expect(pdf.text).toContain('$1,250.00');
    expect(pdf.text).toContain(FAUCET.model);
    expect(pdf.text).toContain('FAUCET-SHEET page 1');
    const harper = await specbookNamed(t, 'Harper Residence Selections');
    expect((await post(ALL, jwt, url(sellerId, harper.id))).statusCode).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { createTestServer, type TestServer } from '#server/test/server';
import { openPdf, parsePdf } from '#server/test/pdf';
import { bearer, specbookNamed, sqlOne, twoSellers } from '#server/modules/notifications/collab-test-kit';
import { formatDate } from '#shared/lib/dates';
import { formatMoney, formatUsd, toCents } from '#shared/lib/money';
import { QUOTE_PDF_DEFAULTS, QUOTE_PDF_FLAGS, QUOTE_PDF_TEXT as T, type TQuotePdfFlag } from '#shared/lib/quote-documents-messages';
import type { TSpecbookTotals } from '#shared/schemas/totals';
import { LARGE_SPECS_PDF } from './specs-pdf.service';

let t: TestServer;
let seller: string;
let other: string;
let sellerId: number;
let otherId: number;
let sb: { id: number; accountId: number; userId: number };
let otherSb: { id: number };
/** Facts of the fixture the flags show or hide. */
let fx: { model: string; brand: string; tag: string; billLine: string; shipLine: string; optionalName: string; rejectedName: string; listPrice: string };

const url = (user = sellerId, id = sb.id) => `/api/v4/user/${user}/specbook/${id}/pdf/quote`;
const post = (payload: object | undefined, token: string | null = seller, path = url()) =>
  t.app.inject({ method: 'POST', url: path, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

async function quoteText(payload: object): Promise<string> {
  const res = await post(payload);
  expect(res.statusCode).toBe(200);
  return (await parsePdf(res.rawPayload)).text;
}

/** Images drawn on the first page (thumbnails and logo). */
async function imagesOnFirstPage(bytes: Uint8Array): Promise<number> {
  const doc = await openPdf(bytes);
  const ops = await (await doc.getPage(1)).getOperatorList();
  return ops.fnArray.filter((fn) => fn === OPS.paintImageXObject).length;
}

async function totalsOf(): Promise<TSpecbookTotals> {
  const res = await t.app.inject({ method: 'GET', url: `/api/v4/user/${sellerId}/specbook/${sb.id}/totals?types=quoted,approved&summary=true`, headers: bearer(seller) });
  return res.json().data;
}

beforeAll(async () => {
  t = await createTestServer();
  ({ seller, other, sellerId, otherId } = await twoSellers(t));
  sb = await specbookNamed(t, 'Harper Residence Selections');
  otherSb = await specbookNamed(t, 'Bayview Unit Fixtures');
  const q = (sql: string, params: unknown[] = []) => t.database.pool.query(sql, params);
  // The showcase's line items are added by the line-item test below; the figures above them are the specs'.
  await q('delete from specbook_line_items where specbook_id = $1', [sb.id]);
  const johnson = await sqlOne<{ customerId: number; billing: number; shipping: number }>(
    t,
    'select customer_id as "customerId", billing_address_id as billing, shipping_address_id as shipping from specbooks where name = $1',
    ['Johnson Master Bath'],
  );
  await q('update specbooks set payment_terms = 30, shipping_calculation = true, tax = 10.25, customer_id = $2, billing_address_id = $3, shipping_address_id = $4 where id = $1', [
    sb.id,
    johnson.customerId,
    johnson.billing,
    johnson.shipping,
  ]);
  const lines = await q(
    `select ss.id, s.name, s.model_number as model, s.manufacturer_name as brand, coalesce(ss.list_price, s.list_price) as list
     from spec_specbooks ss join specs s on s.id = ss.spec_id where ss.specbook_id = $1 order by ss.sort_order, ss.id`,
    [sb.id],
  );
  expect(lines.rows.length).toBeGreaterThanOrEqual(3);
  const [first, optional, rejected] = lines.rows as { id: number; name: string; model: string; brand: string; list: string }[];
  await q(`update spec_specbooks set status = 'quoted', is_optional = false where specbook_id = $1 and status = 'rejected'`, [sb.id]);
  await q('update spec_specbooks set shipping_cost = 25, quantity = 2 where id = $1', [first!.id]);
  await q(`update spec_specbooks set is_optional = true, status = 'quoted' where id = $1`, [optional!.id]);
  await q(`update spec_specbooks set status = 'rejected', is_optional = false where id = $1`, [rejected!.id]);
  const tag = await sqlOne<{ id: number }>(t, `insert into tags (account_id, user_id, name) values ($1, $2, 'Waterfront wing') returning id`, [sb.accountId, sb.userId]);
  await q('insert into spec_specbook_tags (tag_id, spec_specbook_id) values ($1, $2)', [tag.id, first!.id]);
  const address = (column: string) =>
    sqlOne<{ line1: string }>(t, `select a.line1 from customer_addresses a join specbooks s on s.${column} = a.id where s.id = $1`, [sb.id]);
  fx = {
    model: first!.model,
    brand: first!.brand,
    tag: 'Waterfront wing',
    billLine: (await address('billing_address_id')).line1,
    shipLine: (await address('shipping_address_id')).line1,
    optionalName: optional!.name,
    rejectedName: rejected!.name,
    listPrice: formatUsd(first!.list),
  };
});
afterAll(() => t.close());

describe('POST {u}/specbook/{id}/pdf/quote', () => {
  it('answers 401 without a token', async () => {
    expect((await post({}, null)).statusCode).toBe(401);
  });

  it('answers 400 for a flag that is not a boolean or 0/1', async () => {
    const res = await post({ showPrice: 'yes', showTags: 2 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual(expect.arrayContaining([expect.stringMatching(/showPrice$/), expect.stringMatching(/showTags$/)]));
  });

  it("answers 404 for another account's specbook, another user's path and a missing specbook", async () => {
    expect((await post({}, seller, url(sellerId, otherSb.id))).statusCode).toBe(404);
    expect((await post({}, other, url(otherId, sb.id))).statusCode).toBe(404);
    expect((await post({}, seller, url(otherId, sb.id))).statusCode).toBe(404);
    expect((await post({}, seller, url(sellerId, 999999))).statusCode).toBe(404);
  });

  it('answers the PDF as "{specbook name} - Quote.pdf" with the letterhead, title, number, customer and rooms', async () => {
    const res = await post(undefined);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`filename="Harper Residence Selections - Quote.pdf"`);
    const pdf = await parsePdf(res.rawPayload);
    expect(pdf.title).toBe('Harper Residence Selections - Quote');
    expect(pdf.pages[0]).toContain('Lakeside Bath & Kitchen');
    expect(pdf.pages[0]).toMatch(/Quote Harper Residence Selections Quote # Q-\d{5} Date: /);
    expect(pdf.pages[0]).toContain('PREPARED FOR Ellen Johnson');
    expect(pdf.text).toContain(T.page(1, pdf.pageCount));
  });

  it('marks optional specs and leaves rejected ones out', async () => {
    const text = await quoteText({});
    expect(text).toContain(`${fx.optionalName}`);
    expect(text).toContain(T.optional);
    expect(text).not.toContain(fx.rejectedName);
  });

  it('accepts 1/0 and "true"/"false" as well as booleans', async () => {
    const text = await quoteText({ showTags: 1, showModelNumbers: 0, showSignatureLine: 'true' });
    expect(text).toContain(fx.tag);
    expect(text).not.toContain(fx.model);
    expect(text).toContain(T.signature);
  });

  /** What each flag adds to the document. */
  const MARKERS: Record<TQuotePdfFlag, () => string> = {
    showPrice: () => T.columns.list,
    showSalePrice: () => T.columns.sale,
    showImages: () => '',
    showTotals: () => `${T.listSubtotal} $`,
    showModelNumbers: () => fx.model,
    showBrandName: () => fx.brand,
    showTags: () => `${T.tags}${fx.tag}`,
    showShippingAddress: () => `${T.shipTo.toUpperCase()} `,
    showBillingAddress: () => `${T.billTo.toUpperCase()} `,
    showPaymentTerms: () => `${T.paymentTerms}Net 30`,
    showShippingCost: () => `${T.shipping} $`,
    showSignatureLine: () => T.signature,
  };

  it.each(QUOTE_PDF_FLAGS.filter((f) => f !== 'showImages'))('%s shows its content when on and hides it when off', async (flag) => {
    const on = await quoteText({ ...QUOTE_PDF_DEFAULTS, showTotals: true, [flag]: true });
    const off = await quoteText({ ...QUOTE_PDF_DEFAULTS, showTotals: true, [flag]: false });
    const marker = MARKERS[flag]();
    expect(on).toContain(marker);
    expect(off).not.toContain(marker);
  });

  it('showImages draws the spec thumbnails only when on', async () => {
    const on = await post({ showImages: true });
    const off = await post({ showImages: false });
    expect(await imagesOnFirstPage(on.rawPayload)).toBeGreaterThan(await imagesOnFirstPage(off.rawPayload));
  });

  it("prints the totals endpoint's quoted figures: list and sale shown (summary 'all')", async () => {
    const totals = (await totalsOf()).quoted;
    const line = totals.summary!.all;
    expect(line.shipping).toBe('50.00');
    const text = await quoteText({ showPrice: true, showSalePrice: true, showShippingCost: true });
    expect(text).toContain(`${T.listSubtotal} ${formatUsd(totals.list)}`);
    expect(text).toContain(`${T.savings} -${formatUsd(line.savings)}`);
    expect(text).toContain(`${T.saleSubtotal} ${formatUsd(line.subtotal)}`);
    expect(text).toContain(`${T.shipping} ${formatUsd(line.shipping)}`);
    expect(text).toContain(`${T.tax('10.25%')} ${formatUsd(line.tax)}`);
    expect(text).toContain(`${T.total} ${formatUsd(line.total)}`);
  });

  it("prints money, dates and its words in the locale of the user who makes it (pt-BR: US$ 1.234,50, '25 de novembro de 2026', Orçamento)", async () => {
    const setLocale = (locale: string | null) =>
      t.app.inject({ method: 'PATCH', url: '/api/v4/user/me', headers: bearer(seller), payload: { locale } });
    const spaces = (text: string) => text.replace(/\s+/g, ' ');
    const total = (await totalsOf()).quoted.summary!.all.total;
    expect((await setLocale('pt-br')).statusCode).toBe(200);
    try {
      const text = spaces(await quoteText({ showPrice: true, showSalePrice: true }));
      expect(text).toContain(spaces(formatMoney(total, 'pt-br')));
      expect(text).not.toContain(formatUsd(total));
      const issued = await sqlOne<{ day: string }>(t, `select to_char(issued_at, 'YYYY-MM-DD') as day from specbook_quotes where specbook_id = $1 order by number desc limit 1`, [sb.id]);
      expect(text).toContain(spaces(formatDate(issued.day, 'pt-br', 'long')));
      for (const words of ['Orçamento nº Q-', 'Data: ', 'Válido até: ', 'Produto', 'Qtd.', 'Preço de tabela', 'Preço de venda', 'Subtotal a preço de tabela', 'Economia', 'Imposto (', 'Página 1 de ']) {
        expect(text).toContain(words);
      }
      for (const words of [T.validUntil(''), T.columns.qty, T.columns.list, T.listSubtotal, T.savings, 'Page 1 of ']) expect(text).not.toContain(words);
    } finally {
      expect((await setLocale(null)).statusCode).toBe(200);
    }
    const english = await quoteText({ showPrice: true, showSalePrice: true });
    expect(english).toContain(formatUsd(total));
    for (const words of [T.title, T.validUntil(''), T.columns.qty, T.columns.list, T.listSubtotal, T.savings, 'Page 1 of ']) expect(english).toContain(words);
    expect(english).not.toContain('Orçamento');
  });

  it('shows its arithmetic: list subtotal − savings = subtotal, subtotal + tax + shipping = total, in that order', async () => {
    const text = await quoteText({ showPrice: true, showSalePrice: true, showShippingCost: true, showTotals: true });
    const money = String.raw`(-?)\$([\d,]+\.\d{2})`;
    const block = new RegExp(
      [T.listSubtotal, T.savings, T.saleSubtotal, String.raw`Tax \([\d.]+%\)`, T.shipping, T.total].map((label) => `${label} ${money}`).join(' '),
    ).exec(text);
    expect(block, text).not.toBeNull();
    const cents = (i: number) => (block![2 * i + 1] === '-' ? -1 : 1) * Math.round(Number(block![2 * i + 2]!.replace(/,/g, '')) * 100);
    const [list, savings, subtotal, tax, shipping, total] = [0, 1, 2, 3, 4, 5].map(cents) as [number, number, number, number, number, number];
    expect(savings).toBeLessThan(0);
    expect(list + savings).toBe(subtotal);
    expect(subtotal + tax + shipping).toBe(total);
  });

  it("prints the list summary when only list prices show, and names shipping in the total when its line is hidden", async () => {
    const line = (await totalsOf()).quoted.summary!.list;
    const text = await quoteText({ showPrice: true, showSalePrice: false, showShippingCost: false });
    expect(text).toContain(`${T.subtotal} ${formatUsd(line.subtotal)}`);
    expect(text).not.toContain(T.savings);
    expect(text).toContain(`${T.totalWithShipping} ${formatUsd(line.total)}`);
    expect(text).toContain(fx.listPrice);
  });

  it('continues a long table on following pages with the header and room repeated, page numbers on each', async () => {
    const q = (sql: string, params: unknown[] = []) => t.database.pool.query(sql, params);
    const room = await sqlOne<{ id: number; name: string }>(t, 'select id, name from categories where specbook_id = $1 order by sort_order, id limit 1', [sb.id]);
    // Up to the largest quote still built in the request (one more answers 202 with a PDF job).
    const { count } = await sqlOne<{ count: number }>(t, 'select count(*)::int as count from spec_specbooks where specbook_id = $1', [sb.id]);
    await q(
      `insert into spec_specbooks (account_id, specbook_id, spec_id, category_id, quantity, sort_order)
       select $1, $2, s.id, $3, 1, 1000 + g from generate_series(1, $4::int) g
       cross join lateral (select id from specs where account_id is null order by id limit 1) s`,
      [sb.accountId, sb.id, room.id, LARGE_SPECS_PDF.specs - count],
    );
    const pdf = await parsePdf((await post({})).rawPayload);
    expect(pdf.pageCount).toBeGreaterThanOrEqual(3);
    for (const [i, page] of pdf.pages.entries()) expect(page).toContain(T.page(i + 1, pdf.pageCount));
    expect(pdf.pages[1]).toMatch(new RegExp(`^${T.columns.product} ${T.columns.brand} ${T.columns.model} ${T.columns.qty}`));
    expect(pdf.pages[1]).toContain(T.continued(room.name));
    const totals = (await totalsOf()).quoted.summary!.all;
    expect(pdf.text).toContain(`${T.totalWithShipping} ${formatUsd(totals.total)}`);
  });
});

describe('quote numbers and validity (issue 14)', () => {
  /** The number, date and valid-until date printed in a quote's header and footer. */
  const numbered = async (token = seller, path = url()) => {
    const res = await post({}, token, path);
    expect(res.statusCode).toBe(200);
    const page = (await parsePdf(res.rawPayload)).pages[0]!;
    const header = /Quote # Q-(\d{5}) Date: (\w+ \d{1,2}, \d{4}) Valid until: (\w+ \d{1,2}, \d{4})/.exec(page);
    expect(header, page).not.toBeNull();
    expect(page).toContain(`· Quote # Q-${header![1]}`);
    const day = (text: string) => Date.parse(`${text} UTC`);
    return { number: Number(header![1]), days: (day(header![3]!) - day(header![2]!)) / 86_400_000 };
  };

  it('numbers each quote generated with the next number of the account, valid 30 days by default', async () => {
    const first = await numbered();
    const second = await numbered();
    expect(second.number).toBe(first.number + 1);
    expect(first.days).toBe(30);
    const stored = await t.database.pool.query('select number, valid_until - issued_at::date as days from specbook_quotes where specbook_id = $1 order by number desc limit 2', [sb.id]);
    expect(stored.rows).toEqual([{ number: second.number, days: 30 }, { number: first.number, days: 30 }]);
  });

  it("counts per account: another account's quotes start at 1", async () => {
    expect((await numbered(other, url(otherId, otherSb.id))).number).toBe(1);
    expect((await numbered(other, url(otherId, otherSb.id))).number).toBe(2);
  });

  it('hands out distinct consecutive numbers to quotes generated at the same time', async () => {
    const before = (await numbered()).number;
    const results = await Promise.all(Array.from({ length: 6 }, () => numbered()));
    expect(results.map((r) => r.number).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6].map((n) => before + n));
  });

  it("prints the account's quote validity setting", async () => {
    const set = await t.app.inject({
      method: 'PATCH',
      url: `/api/v4/user/${sellerId}/account`,
      headers: bearer(seller),
      payload: { updateAccountRequest: { Account: { quoteValidityDays: 45 } } },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data.quoteValidityDays).toBe(45);
    try {
      expect((await numbered()).days).toBe(45);
    } finally {
      await t.database.pool.query(`delete from account_settings where key = 'quote.validity_days'`);
    }
  });

  it('answers 400 for a validity outside 1–365 days and keeps the setting', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/v4/user/${sellerId}/account`,
      headers: bearer(seller),
      payload: { updateAccountRequest: { Account: { quoteValidityDays: 0 } } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toBe('Quote validity must be a whole number of days from 1 to 365');
    expect((await numbered()).days).toBe(30);
  });
});

describe('who the quote is prepared for (issue 14)', () => {
  const firstPage = async (payload: object) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(200);
    return (await parsePdf(res.rawPayload)).pages[0]!;
  };

  it("names the customer with the mailing address and phone, Bill to / Ship to only with their flags", async () => {
    const johnson = await sqlOne<{ phone: string }>(t, 'select c.phone from customers c join specbooks s on s.customer_id = c.id where s.id = $1', [sb.id]);
    expect(johnson.phone).toBeTruthy();
    const plain = await firstPage({ showBillingAddress: false, showShippingAddress: false });
    expect(plain).toMatch(new RegExp(`${T.preparedFor.toUpperCase()} Ellen Johnson .*${fx.billLine}.*${johnson.phone.replace(/[()]/g, '\\$&')}`));
    expect(plain).not.toContain(T.billTo.toUpperCase());
    expect(plain).not.toContain(T.shipTo.toUpperCase());
    const both = await firstPage({ showBillingAddress: true, showShippingAddress: true });
    expect(both).toContain(`${T.billTo.toUpperCase()} `);
    expect(both).toContain(`${T.shipTo.toUpperCase()} `);
    expect(both).toContain(fx.shipLine);
  });

  it("falls back to the customer's own addresses when the specbook has none", async () => {
    const saved = await sqlOne<{ billing: number; shipping: number }>(t, 'select billing_address_id as billing, shipping_address_id as shipping from specbooks where id = $1', [sb.id]);
    await t.database.pool.query('update specbooks set billing_address_id = null, shipping_address_id = null where id = $1', [sb.id]);
    try {
      const page = await firstPage({ showBillingAddress: true, showShippingAddress: true });
      expect(page).toMatch(new RegExp(`${T.billTo.toUpperCase()} \\S`));
      expect(page).toMatch(new RegExp(`${T.shipTo.toUpperCase()} \\S`));
    } finally {
      await t.database.pool.query('update specbooks set billing_address_id = $2, shipping_address_id = $3 where id = $1', [sb.id, saved.billing, saved.shipping]);
    }
  });

  it('names the client on the team (role Client) when the specbook has no customer', async () => {
    const saved = await sqlOne<{ customerId: number; billing: number; shipping: number }>(
      t,
      'select customer_id as "customerId", billing_address_id as billing, shipping_address_id as shipping from specbooks where id = $1',
      [sb.id],
    );
    await t.database.pool.query('update specbooks set customer_id = null, billing_address_id = null, shipping_address_id = null where id = $1', [sb.id]);
    try {
      expect(await firstPage({})).toContain(`${T.preparedFor.toUpperCase()} Jordan Harper jordan.harper@example.com`);
      await t.database.pool.query(`update team_members set role = 'Designer' where specbook_id = $1`, [sb.id]);
      expect(await firstPage({})).not.toContain(T.preparedFor.toUpperCase());
    } finally {
      await t.database.pool.query(`update team_members set role = 'Client' where specbook_id = $1`, [sb.id]);
      await t.database.pool.query('update specbooks set customer_id = $2, billing_address_id = $3, shipping_address_id = $4 where id = $1', [sb.id, saved.customerId, saved.billing, saved.shipping]);
    }
  });
});

describe('OpenAPI', () => {
  it('documents the quote PDF and proposal paths with the twelve flags', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { properties?: object } }> } }>> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v4/user/{userId}/specbook/{id}/pdf/quote',
        '/api/v4/user/{userId}/specbook/{id}/proposal',
        '/api/v4/user/{userId}/specbook/{id}/proposal/link',
        '/download/proposal/{id}',
      ]),
    );
    const body = doc.paths['/api/v4/user/{userId}/specbook/{id}/pdf/quote']!.post!.requestBody!.content['application/json']!.schema;
    expect(Object.keys(body.properties ?? {}).sort()).toEqual([...QUOTE_PDF_FLAGS].sort());
  });
});

describe('line items in the quote (issue 16)', () => {
  const add = async (fields: Record<string, unknown>) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v4/user/${sellerId}/specbook/${sb.id}/lineitems`,
      headers: bearer(seller),
      payload: { createLineItemRequest: { LineItem: fields } },
    });
    expect(res.statusCode, res.body).toBe(201);
  };
  afterAll(async () => {
    await t.database.pool.query('delete from specbook_line_items where specbook_id = $1', [sb.id]);
  });

  it('prints the line items as rows after the products (name, qty, unit, total) and counts them in the totals', async () => {
    const before = (await totalsOf()).quoted.summary!.all;
    await add({ name: 'Installation labour', quantity: 3, listPrice: 60, salePrice: 50, isTaxable: false });
    await add({ name: 'White-glove delivery', salePrice: 120, isShipping: true });
    const totals = (await totalsOf()).quoted;
    const line = totals.summary!.all;
    expect(toCents(line.subtotal) - toCents(before.subtotal), 'labour 3 × 50 in the subtotal').toBe(15_000);
    expect(line.shipping).toBe('170.00');
    const text = await quoteText({ showPrice: true, showSalePrice: true, showShippingCost: true });
    const products = text.indexOf(fx.model);
    const block = text.indexOf(T.lineItems);
    expect(products).toBeGreaterThan(-1);
    expect(block, 'the line items come after the products').toBeGreaterThan(products);
    expect(text.slice(block)).toMatch(/Installation labour\s+3\s+\$60\.00\s+\$50\.00\s+\$150\.00/);
    expect(text.slice(block)).toMatch(/White-glove delivery\s+Shipping – counted in the shipping total\s+1\s+—\s+\$120\.00\s+\$120\.00/);
    expect(text).toContain(`${T.roomSubtotal(T.lineItems)} $270.00`);
    expect(text).toContain(`${T.saleSubtotal} ${formatUsd(line.subtotal)}`);
    expect(text).toContain(`${T.shipping} ${formatUsd(line.shipping)}`);
    expect(text).toContain(`${T.total} ${formatUsd(line.total)}`);
  });
});

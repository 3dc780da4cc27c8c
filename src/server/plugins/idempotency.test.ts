import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '#server/test/server';
import { sqlCount, twoSellers } from '#server/modules/notifications/collab-test-kit';
import { createBody, invoicingFixture, paymentBody, requester, type InvoicingFixture } from '#server/modules/invoices/invoices.test-kit';

let t: TestServer;
let req: ReturnType<typeof requester>;
let seller: string;
let sellerId: number;
let sb: InvoicingFixture;

const u = () => `/api/v4/user/${sellerId}`;
const key = (k: string) => ({ 'idempotency-key': k });

async function newInvoiceId(): Promise<number> {
  return (await req('POST', `${u()}/specbook/${sb.id}/invoices`, seller, createBody())).json().data.id as number;
}

/** Resolves once `check` holds, polling the database. */
async function until(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('condition never held');
}

beforeAll(async () => {
  t = await createTestServer();
  req = requester(t);
  ({ seller, sellerId } = await twoSellers(t));
  sb = await invoicingFixture(t, 'seller@specfolio.test', 'Idempotency Book');
});
afterAll(() => t.close());

describe('Idempotency-Key on money moves', () => {
  it('a repeated invoice creation answers the stored response and creates one invoice', async () => {
    const before = await sqlCount(t, 'invoices', 'specbook_id = $1', [sb.id]);
    const first = await req('POST', `${u()}/specbook/${sb.id}/invoices`, seller, createBody({ tags: ['a'] }), key('create-1'));
    const again = await req('POST', `${u()}/specbook/${sb.id}/invoices`, seller, createBody({ tags: ['a'] }), key('create-1'));
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await sqlCount(t, 'invoices', 'specbook_id = $1', [sb.id])).toBe(before + 1);
  });

  it('the same key with another body answers 422 and does nothing; another user may use the same key', async () => {
    const invoiceId = await newInvoiceId();
    expect((await req('POST', `${u()}/invoice/${invoiceId}/payments`, seller, paymentBody('10.00'), key('pay-1'))).statusCode).toBe(201);
    const other = await req('POST', `${u()}/invoice/${invoiceId}/payments`, seller, paymentBody('11.00'), key('pay-1'));
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe('This Idempotency-Key was already used with a different request.');
    expect(await sqlCount(t, 'invoice_payments', 'invoice_id = $1', [invoiceId])).toBe(1);
  });

  it('a concurrent duplicate answers 409 while the first still runs, then the stored answer', async () => {
    const invoiceId = await newInvoiceId();
    const lock = await t.database.pool.connect();
    try {
      await lock.query('begin');
      await lock.query('select id from invoices where id = $1 for update', [invoiceId]);
      const first = req('POST', `${u()}/invoice/${invoiceId}/payments`, seller, paymentBody('20.00'), key('pay-concurrent'));
      await until(async () => (await sqlCount(t, 'idempotency_keys', "key = 'pay-concurrent'")) === 1);
      const duplicate = await req('POST', `${u()}/invoice/${invoiceId}/payments`, seller, paymentBody('20.00'), key('pay-concurrent'));
      expect(duplicate.statusCode).toBe(409);
      await lock.query('commit');
      expect((await first).statusCode).toBe(201);
    } finally {
      lock.release();
    }
    const replay = await req('POST', `${u()}/invoice/${invoiceId}/payments`, seller, paymentBody('20.00'), key('pay-concurrent'));
    expect(replay.statusCode).toBe(201);
    expect(await sqlCount(t, 'invoice_payments', 'invoice_id = $1', [invoiceId])).toBe(1);
  });

  it('stores a refused answer too, and a key past its 24 hours is taken anew', async () => {
    const invoiceId = await newInvoiceId();
    const refused = await req('POST', `${u()}/invoice/${invoiceId}/payments`, seller, paymentBody('9999.00'), key('pay-old'));
    expect(refused.statusCode).toBe(422);
    expect((await req('POST', `${u()}/invoice/${invoiceId}/payments`, seller, paymentBody('9999.00'), key('pay-old'))).headers['idempotent-replayed']).toBe('true');
    await t.database.pool.query("update idempotency_keys set created_at = now() - interval '25 hours' where key = 'pay-old'");
    const fresh = await req('POST', `${u()}/invoice/${invoiceId}/payments`, seller, paymentBody('5.00'), key('pay-old'));
    expect(fresh.statusCode).toBe(201);
    expect(fresh.headers['idempotent-replayed']).toBeUndefined();
  });

  it('answers 400 for a key that is too long, claiming nothing; a 400 body claims nothing either', async () => {
    const invoiceId = await newInvoiceId();
    expect((await req('POST', `${u()}/invoice/${invoiceId}/payments`, seller, paymentBody('1.00'), key('x'.repeat(256)))).statusCode).toBe(400);
    expect((await req('POST', `${u()}/invoice/${invoiceId}/payments`, seller, { bad: true }, key('bad-body'))).statusCode).toBe(400);
    expect(await sqlCount(t, 'idempotency_keys', "key = 'bad-body'")).toBe(0);
  });

  it('routes without the flag ignore the header', async () => {
    const invoiceId = await newInvoiceId();
    const patch = { updateInvoiceRequest: { Invoice: { tags: ['x'] } } };
    expect((await req('PATCH', `${u()}/invoice/${invoiceId}`, seller, patch, key('patch-1'))).statusCode).toBe(200);
    expect(await sqlCount(t, 'idempotency_keys', "key = 'patch-1'")).toBe(0);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceContext } from '#server/lib/context';
import { runImport } from '#server/modules/imports/import-run';
import { getSpecSpecbook } from '#server/modules/spec-specbooks/spec-specbooks.service';
import { serviceContextOf, sqlCount, sqlOne } from '#server/modules/notifications/collab-test-kit';
import { createTestServer, type TestServer } from '#server/test/server';
import type { TCreateAipqImport } from '#shared/schemas/aipq';
import { importAipq } from './aipq-import.run';
import { getSpecbookImport, startAipqImport } from './aipq-imports.service';
import { importBody, quoteTable, seedExtraction, seedQuoteCatalogue, type QuoteCatalogue } from './aipq-imports.test-kit';
import { deleteImportMessage, listImportMessages } from './import-messages.service';

let t: TestServer;
let ctx: ServiceContext;
let catalogue: QuoteCatalogue;

interface Placement {
  id: number;
  spec_id: number;
  room: string | null;
  quantity: number;
  list_price: string | null;
  sale_price: string | null;
  source: string | null;
  original_import_id: number | null;
  updated_import_id: number | null;
}

const placements = async (specbookId: number) =>
  (
    await t.database.pool.query<Placement>(
      `select ss.id, ss.spec_id, c.name as room, ss.quantity, ss.list_price::text as list_price, ss.sale_price::text as sale_price,
              ss.source, ss.original_import_id, ss.updated_import_id
         from spec_specbooks ss left join categories c on c.id = ss.category_id
        where ss.specbook_id = $1 order by c.sort_order nulls last, ss.sort_order`,
      [specbookId],
    )
  ).rows;

const owner = () => ({ accountId: ctx.user.accountId, userId: ctx.user.id });

async function newSpecbook(name: string): Promise<number> {
  return (await sqlOne<{ id: number }>(t, 'insert into specbooks (account_id, user_id, name) values ($1, $2, $3) returning id', [ctx.user.accountId, ctx.user.id, name])).id;
}

/** Starts the import through the service and runs its job here. */
async function importQuote(specbookId: number, extractionId: number) {
  const started = await startAipqImport(ctx, specbookId, importBody(extractionId) as TCreateAipqImport);
  await runImport({ db: t.database.db, storage: t.app.storage, log: t.app.log }, started.importId, importAipq);
  return getSpecbookImport(ctx, t.app.storage, specbookId, String(started.importId));
}

beforeAll(async () => {
  t = await createTestServer();
  ctx = await serviceContextOf(t, 'seller@specfolio.test');
  ctx.user.roleNames = ['ROLE_AIPQ'];
  catalogue = await seedQuoteCatalogue(t);
});
afterAll(() => t.close());

describe('the AI PDF-quote import job', () => {
  let specbookId: number;
  let importId: number;
  let kitchenSinkJoin: number;

  beforeAll(async () => {
    specbookId = await newSpecbook('Quote Import House');
    const kitchen = await sqlOne<{ id: number }>(t, "insert into categories (account_id, specbook_id, name) values ($1, $2, 'kitchen') returning id", [ctx.user.accountId, specbookId]);
    kitchenSinkJoin = (
      await sqlOne<{ id: number }>(t, 'insert into spec_specbooks (account_id, specbook_id, spec_id, category_id, quantity, list_price, sale_price) values ($1, $2, $3, $4, 1, 900, 900) returning id', [
        ctx.user.accountId,
        specbookId,
        catalogue.sink,
        kitchen.id,
      ])
    ).id;
    const done = await importQuote(specbookId, await seedExtraction(t, owner()));
    importId = done.importId;
    expect(done).toMatchObject({ status: 'complete', complete: true, kind: 'aipq', fileName: 'acme-quote.pdf' });
    expect(done.counts).toEqual({ lines: 5, matched: 2, review: 1, missing: 1, rooms: 1, skipped: 1 });
  });

  it('reuses the room of that name, creates the others in order, and places each line priced at its unit price', async () => {
    const rows = await placements(specbookId);
    const [newSpec] = (await t.database.pool.query<{ id: number }>("select id from specs where model_number = 'NEWQ-777'")).rows;
    expect(rows.map((r) => [r.room, r.spec_id, r.quantity, r.sale_price, r.list_price])).toEqual([
      ['kitchen', catalogue.sink, 2, '850.00', '900.00'],
      ['kitchen', newSpec!.id, 3, '120.00', '120.00'],
      ['Master Bath', catalogue.faucet, 1, '1250.00', '1400.00'],
      ['Master Bath', catalogue.valveOther, 1, '480.00', '500.00'],
    ]);
  });

  it('updates a spec already in the room instead of adding it twice, and marks what it added', async () => {
    const rows = await placements(specbookId);
    const sink = rows.find((r) => r.id === kitchenSinkJoin)!;
    expect(sink).toMatchObject({ updated_import_id: importId, original_import_id: null, source: null });
    for (const added of rows.filter((r) => r.id !== kitchenSinkJoin)) expect(added).toMatchObject({ source: 'import', original_import_id: importId, updated_import_id: null });
    // The spec in the specbook answers both ids.
    expect(await getSpecSpecbook(ctx, specbookId, String(kitchenSinkJoin))).toMatchObject({ originalImportId: null, updatedImportId: importId });
    const added = rows.find((r) => r.id !== kitchenSinkJoin)!;
    expect(await getSpecSpecbook(ctx, specbookId, String(added.id))).toMatchObject({ originalImportId: importId, updatedImportId: null });
  });

  it('creates a missing product as the account’s own spec (and its unknown manufacturer) and reports it', async () => {
    const own = await sqlOne<{ id: number; account_id: number; name: string; list_price: string; maker: string; maker_account: number }>(
      t,
      `select s.id, s.account_id, s.name, s.list_price::text as list_price, m.name as maker, m.account_id as maker_account
         from specs s join manufacturers m on m.id = s.manufacturer_id where s.model_number = 'NEWQ-777'`,
    );
    expect(own).toMatchObject({ account_id: ctx.user.accountId, name: 'Pot filler, wall mount', list_price: '120.00', maker: 'Fillmore Taps', maker_account: ctx.user.accountId });
    const messages = await listImportMessages(ctx, specbookId);
    const missing = messages.filter((m) => m.kind === 'missing_product');
    expect(missing).toHaveLength(1);
    expect(missing[0]).toMatchObject({ spec: { id: own.id }, message: 'NEWQ-777 is not in the catalogue: it was added as your own product.', line: { model: 'NEWQ-777', room: 'Kitchen', quantity: 3, unitPrice: '120.00' } });
  });

  it('puts a doubtful match up for review with its top candidates, and reports a line whose figures failed their check', async () => {
    const messages = await listImportMessages(ctx, specbookId);
    expect(messages.map((m) => m.kind).sort()).toEqual(['low_confidence', 'missing_product', 'review']);
    const review = messages.find((m) => m.kind === 'review')!;
    expect(review.spec).toEqual({ id: catalogue.valveOther });
    expect(review.candidates.map((c) => c.specId)).toEqual(expect.arrayContaining([catalogue.valveOther, catalogue.valveMaker]));
    expect(review.candidates.length).toBeLessThanOrEqual(3);
    const low = messages.find((m) => m.kind === 'low_confidence')!;
    expect(low).toMatchObject({ spec: { id: catalogue.faucet }, line: { model: 'AQF-2345-BN', confidence: 0.6 } });
    expect(messages.map((m) => m.id)).toEqual([...messages.map((m) => m.id)].sort((a, b) => b - a));
  });

  it('does nothing when its job runs again, and a forced re-run duplicates nothing', async () => {
    const counts = async () => [await sqlCount(t, 'spec_specbooks', 'specbook_id = $1', [specbookId]), await sqlCount(t, 'specs', "model_number = 'NEWQ-777'"), await sqlCount(t, 'categories', 'specbook_id = $1', [specbookId])];
    const before = await counts();
    const deps = { db: t.database.db, storage: t.app.storage, log: t.app.log };
    await runImport(deps, importId, importAipq);
    expect(await counts()).toEqual(before);
    await t.database.pool.query("update imports set status = 'queued' where id = $1", [importId]);
    await runImport(deps, importId, importAipq);
    expect(await counts()).toEqual(before);
    expect(await sqlCount(t, 'import_messages', 'import_id = $1 and kind = $2', [importId, 'review'])).toBe(1);
  });
});

describe('confirming a match', () => {
  it('switches the placement to the spec named, remembers it for the supplier, and the next quote from that supplier matches at once', async () => {
    const first = await newSpecbook('Supplier Memory One');
    await importQuote(first, await seedExtraction(t, owner()));
    const review = (await listImportMessages(ctx, first)).find((m) => m.kind === 'review')!;
    await deleteImportMessage(ctx, first, String(review.id), { deleteSpecbookImportMessageRequest: { spec: { id: catalogue.valveMaker } } });
    expect(await sqlCount(t, 'import_messages', 'id = $1', [review.id])).toBe(0);
    expect(await sqlOne(t, 'select spec_id, list_price::text as list, sale_price::text as sale from spec_specbooks where id = $1', [review.specSpecbookId])).toEqual({
      spec_id: catalogue.valveMaker,
      list: '450.00',
      sale: '480.00',
    });
    expect(await sqlOne(t, 'select supplier_key, model_key, spec_id from supplier_matches where spec_id = $1', [catalogue.valveMaker])).toEqual({
      supplier_key: 'acmeplumbingsupply',
      model_key: 'vlv310',
      spec_id: catalogue.valveMaker,
    });

    const second = await newSpecbook('Supplier Memory Two');
    const again = await importQuote(second, await seedExtraction(t, owner(), { tables: [quoteTable()] }));
    expect(again.counts).toMatchObject({ review: 0, matched: 4, missing: 0 });
    expect((await placements(second)).map((p) => p.spec_id)).toContain(catalogue.valveMaker);

    const otherSupplier = await newSpecbook('Supplier Memory Three');
    const elsewhere = await importQuote(otherSupplier, await seedExtraction(t, owner(), { supplier: 'Another Distributor' }));
    expect(elsewhere.counts).toMatchObject({ review: 1 });
  });
});

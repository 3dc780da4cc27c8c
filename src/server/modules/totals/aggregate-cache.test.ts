/**
 * Freshness of the aggregate cache (docs/decisions/042): random sequences of writes — through the
 * HTTP routes and as raw SQL, the way imports, seeds and other code paths write — interleaved with
 * reads of the rooms and totals through two app instances on one database (two processes, two
 * caches) always answer what a fresh, uncached recomputation answers.
 */
import { rm } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '#server/db/client';
import { specbooks } from '#server/db/schema/index';
import { workspace, type Workspace } from '#server/modules/spec-specbooks/workspace.test-helpers';
import { buildTestApp, createTestServer, type TestServer } from '#server/test/server';
import {
  computeLineGroups,
  computeLineItemGroups,
  EMPTY_ROOM_TOTALS,
  roomTotalsFrom,
  specbookTotalsFrom,
  taxRateHundredths,
} from './totals.service';

let t: TestServer;
let w: Workspace;
/** A second app with its own pool and cache on the same database: another server process. */
let other: { app: FastifyInstance; database: Database; dataDir: string };
let accountId: number;
let ownSpecId: number;
/** Writes answered 2xx, by kind: every kind must have been exercised. */
const succeeded = new Map<string, number>();

beforeAll(async () => {
  t = await createTestServer();
  w = await workspace(t);
  const database = openDatabase(String(t.database.pool.options.connectionString), 3);
  const { app, dataDir } = await buildTestApp(database);
  other = { app, database, dataDir };
  accountId = (await w.q<{ account_id: number }>("select account_id from users where email = 'seller@specfolio.test'"))[0]!.account_id;
  ownSpecId = (
    await w.q<{ id: number }>(
      `insert into specs (account_id, manufacturer_id, model_number, base_model, name, list_price)
       select $1, id, 'AC-100', 'AC-100', 'Own Faucet', 120 from manufacturers order by id limit 1 returning id`,
      [accountId],
    )
  )[0]!.id;
});
afterAll(async () => {
  await other.app.close();
  await other.database.close();
  await rm(other.dataDir, { recursive: true, force: true });
  await t.close();
});

/** The state one run works on. */
interface Run {
  specbookId: number;
  rooms: number[];
}

/** A write; `pick` chooses among the current placements, rooms, specs… (taken modulo their count). */
type Write = { name: string; pick: number; value: number };

const STATUSES = ['open', 'submitted', 'approved', 'rejected', 'ordered', 'shipped'];
const PRICE_FIELDS = ['price', 'sale_price', 'cost', 'shipping_cost', 'qty', 'multiplier', 'profit_margin'];

const at = <T,>(list: readonly T[], pick: number): T | undefined => (list.length === 0 ? undefined : list[pick % list.length]);

async function placements(run: Run): Promise<number[]> {
  return (await w.q<{ id: number }>('select id from spec_specbooks where specbook_id = $1 order by id', [run.specbookId])).map((r) => r.id);
}

/** A room of the run or Miscellaneous (null). */
const roomOf = (run: Run, pick: number): number | null => at([...run.rooms, null], pick) ?? null;

const money = (value: number) => (value / 4).toFixed(2);

/** A request of a write: a 5xx fails the test; a 2xx counts for `succeeded`. */
async function send(kind: string, method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, body?: unknown) {
  const res = await w.api(method, url, body);
  expect(res.statusCode, `${kind} ${method} ${url}: ${res.body}`).toBeLessThan(500);
  if (res.statusCode < 300) succeeded.set(kind, (succeeded.get(kind) ?? 0) + 1);
  return res;
}

async function lineItems(run: Run): Promise<number[]> {
  return (await w.q<{ id: number }>('select id from specbook_line_items where specbook_id = $1 and not deleted order by id', [run.specbookId])).map((r) => r.id);
}

/** A line item's fields: every amount, flag and status the totals read. */
const lineItemFields = (value: number) => ({
  name: `Charge ${value}`,
  quantity: 1 + (value % 4),
  listPrice: value % 3 === 0 ? null : money(value + 8),
  salePrice: value % 7 === 0 ? null : money(value + 4),
  isTaxable: value % 2 === 0,
  isShipping: value % 5 === 0,
  status: value % 3 === 1 ? 'quoted' : 'approved',
});

/** Each write through the routes (or raw SQL where other code paths write that way). */
const WRITES: Record<string, (run: Run, write: Write) => Promise<void>> = {
  async add(run, { pick, value }) {
    const spec = pick % 5 === 0 ? ownSpecId : at(w.globalSpecs, pick)!.id;
    const body = { createSpecSpecbookRequest: { SpecSpecbook: { spec: { id: spec }, category: { id: roomOf(run, value) }, quantity: 1 + (value % 5) } } };
    await send('add', 'POST', `/specbook/${run.specbookId}/specs`, body);
  },
  async quantity(run, { pick, value }) {
    const join = at(await placements(run), pick);
    if (join) await send('quantity', 'PATCH', `/specbook/${run.specbookId}/specs/${join}`, { updateSpecSpecbookRequest: { SpecSpecbook: { quantity: 1 + (value % 9) } } });
  },
  async price(run, { pick, value }) {
    const join = at(await placements(run), pick);
    const fieldType = at(PRICE_FIELDS, value)!;
    const fieldValue = fieldType === 'qty' ? 1 + (value % 7) : fieldType === 'multiplier' ? '0.8' : fieldType === 'profit_margin' ? '25' : money(value);
    if (join) await send('price', 'PATCH', `/specbook/${run.specbookId}/specs/${join}/price`, { fieldType, fieldValue });
  },
  async status(run, { pick, value }) {
    const join = at(await placements(run), pick);
    const status = { value: at(STATUSES, value)! };
    if (join) await send('status', 'PATCH', `/specbook/${run.specbookId}/specs/${join}`, { updateSpecSpecbookRequest: { SpecSpecbook: { status } } });
  },
  async optional(run, { pick, value }) {
    const join = at(await placements(run), pick);
    const isOptional = value % 2 === 0;
    if (join) await send('optional', 'PATCH', `/specbook/${run.specbookId}/specs/${join}`, { updateSpecSpecbookRequest: { SpecSpecbook: { isOptional } } });
  },
  async move(run, { pick, value }) {
    const join = at(await placements(run), pick);
    const category = { id: roomOf(run, value) };
    if (join) await send('move', 'PATCH', `/specbook/${run.specbookId}/specs/${join}`, { updateSpecSpecbookRequest: { SpecSpecbook: { category } } });
  },
  async reorder(run, { pick, value }) {
    const join = at(await placements(run), pick);
    const items = [{ joinId: join, categoryId: roomOf(run, value), order: 0 }];
    if (join) await send('reorder', 'POST', `/specbook/${run.specbookId}/specs/reorder`, { items });
  },
  async remove(run, { pick }) {
    const join = at(await placements(run), pick);
    if (join) await send('remove', 'DELETE', `/specbook/${run.specbookId}/specs/${join}`);
  },
  async duplicate(run, { pick }) {
    const join = at(await placements(run), pick);
    if (join) await send('duplicate', 'POST', `/specbook/${run.specbookId}/specs/${join}/duplicate`, {});
  },
  async approveAll(run) {
    await send('approveAll', 'POST', `/specbook/${run.specbookId}/specs/approve`);
  },
  async approveRoom(run, { pick }) {
    await send('approveRoom', 'POST', `/specbook/${run.specbookId}/categories/${roomOf(run, pick) ?? 'misc'}/approve`);
  },
  async rejectRoom(run, { pick }) {
    await send('rejectRoom', 'POST', `/specbook/${run.specbookId}/categories/${roomOf(run, pick) ?? 'misc'}/reject`);
  },
  async addRoom(run, { value }) {
    const res = await send('addRoom', 'POST', `/specbook/${run.specbookId}/categories`, { createSpecbookCategoryRequest: { Category: { name: `Room ${value}` } } });
    run.rooms.push(res.json().data.id);
  },
  async duplicateRoom(run, { pick }) {
    const room = at(run.rooms, pick);
    if (room === undefined) return;
    const res = await send('duplicateRoom', 'POST', `/specbook/${run.specbookId}/categories/${room}/duplicate`, {});
    run.rooms.push(res.json().data.id);
  },
  async deleteRoom(run, { pick }) {
    const room = at(run.rooms, pick);
    if (room === undefined) return;
    await send('deleteRoom', 'DELETE', `/specbook/${run.specbookId}/categories/${room}?forceDelete=true`);
    run.rooms = run.rooms.filter((id) => id !== room);
  },
  async addLineItem(run, { value }) {
    await send('addLineItem', 'POST', `/specbook/${run.specbookId}/lineitems`, { createLineItemRequest: { LineItem: { ...lineItemFields(value), salePrice: money(value + 1) } } });
  },
  async changeLineItem(run, { pick, value }) {
    const item = at(await lineItems(run), pick);
    if (item) await send('changeLineItem', 'PATCH', `/specbook/${run.specbookId}/lineitems/${item}`, { updateLineItemRequest: { LineItem: { ...lineItemFields(value), listPrice: money(value) } } });
  },
  async upsertLineItems(run, { pick, value }) {
    const item = at(await lineItems(run), pick);
    const patch = item === undefined ? [] : [{ method: 'patch', payload: { id: item, quantity: 1 + (value % 6), isShipping: value % 2 === 1 } }];
    await send('upsertLineItems', 'PUT', `/specbook/${run.specbookId}/lineitems`, { upsertLineItemsRequest: { LineItems: [...patch, { method: 'post', payload: { ...lineItemFields(value), salePrice: money(value + 3) } }] } });
  },
  async removeLineItem(run, { pick }) {
    const item = at(await lineItems(run), pick);
    if (item) await send('removeLineItem', 'DELETE', `/specbook/${run.specbookId}/lineitems/${item}`);
  },
  async lineItemSql(run, { pick, value }) {
    const item = at(await lineItems(run), pick);
    if (item) await w.q("update specbook_line_items set status = case when status = 'approved' then 'quoted' else 'approved' end, sale_price = $2 where id = $1", [item, money(value + 2)]);
  },
  async tax(run, { value }) {
    const tax = value % 3 === 0 ? null : (value % 12) + 0.25;
    await send('tax', 'PATCH', `/specbook/${run.specbookId}`, { updateSpecbookRequest: { Specbook: { tax } } });
  },
  async shipping(run, { value }) {
    await send('shipping', 'PATCH', `/specbook/${run.specbookId}`, { updateSpecbookRequest: { Specbook: { shippingCalculation: value % 2 === 0 } } });
  },
  async accountTax(_run, { value }) {
    await w.q(
      `insert into account_settings (account_id, key, value) values ($1, 'specbook.tax_rate', $2)
       on conflict (account_id, key) do update set value = excluded.value`,
      [accountId, String(value % 10)],
    );
  },
  async catalogueListPrice(_run, { value }) {
    await send('catalogueListPrice', 'PATCH', `/specs/${ownSpecId}`, { patchSpecsRequest: { Spec: { price: { list: money(value + 1) } } } });
  },
  /** A placement without its own list price falls back to the catalogue's (written as raw SQL, as imports do). */
  async clearListPriceSql(run, { pick }) {
    const join = at(await placements(run), pick);
    if (join) await w.q('update spec_specbooks set list_price = null where id = $1', [join]);
  },
  async insertSql(run, { pick, value }) {
    await w.q(
      'insert into spec_specbooks (account_id, specbook_id, spec_id, category_id, quantity, sale_price) values ($1, $2, $3, $4, $5, $6)',
      [accountId, run.specbookId, at(w.globalSpecs, pick)!.id, roomOf(run, value), 1 + (value % 3), money(value)],
    );
  },
};

/** The answers a fresh recomputation gives: the uncached line groups through the same rules. */
async function fresh(specbookId: number) {
  const [book] = await t.database.db.select().from(specbooks).where(eq(specbooks.id, specbookId));
  const [setting] = await w.q<{ value: string }>("select value from account_settings where account_id = $1 and key = 'specbook.tax_rate'", [accountId]);
  const groups = await computeLineGroups(t.database.db, book!);
  const lineItemGroups = await computeLineItemGroups(t.database.db, book!);
  const options = { taxRateHundredths: taxRateHundredths(book!.tax, setting?.value ?? null), shipping: book!.shippingCalculation, summary: true };
  return { groups, lineItemGroups, options, rooms: roomTotalsFrom(groups, book!.shippingCalculation) };
}

const ROOM_FIELDS = ['specCount', 'totalSalesPrice', 'totalListPrice', 'totalShippingCost', 'totalCost', 'totalProfitMargin'] as const;

/** Reads rooms, totals and one room's totals through `app` and compares them with a fresh recomputation. */
async function expectFresh(app: FastifyInstance, run: Run, label: string): Promise<void> {
  const get = (url: string) =>
    app.inject({ method: 'GET', url: `/api/v4/user/${w.userId}/specbook/${run.specbookId}/${url}`, headers: { authorization: `Bearer ${w.token}` } });
  const [totals, rooms, misc] = await Promise.all([get('totals?summary=true'), get('categories'), get('categories/misc/totals?summary=true')]);
  const expected = await fresh(run.specbookId);
  expect(totals.json().data, `${label}: totals`).toEqual(specbookTotalsFrom(expected.groups, expected.options, expected.lineItemGroups));
  const answered = (rooms.json().data as Record<string, unknown>[]).map((r) => [r.id, Object.fromEntries(ROOM_FIELDS.map((f) => [f, r[f]]))]);
  const wanted = [...run.rooms, ...(expected.rooms.has(null) ? [null] : [])].map((id) => [id, expected.rooms.get(id) ?? EMPTY_ROOM_TOTALS]);
  expect(new Map(answered as [unknown, unknown][]), `${label}: rooms`).toEqual(new Map(wanted as [unknown, unknown][]));
  const miscTotals = specbookTotalsFrom(expected.groups.filter((g) => g.room === null), expected.options);
  const { quoted, approved, optional, all } = miscTotals;
  expect(misc.json().data, `${label}: Miscellaneous totals`).toEqual({ quoted, approved, optional, all });
}

/** A new specbook with two rooms and three specs. */
async function newRun(): Promise<Run> {
  const [book] = await w.q<{ id: number }>("insert into specbooks (account_id, user_id, name) values ($1, $2, 'Cache run') returning id", [accountId, w.userId]);
  const run: Run = { specbookId: book!.id, rooms: [] };
  for (let i = 0; i < 2; i++) await WRITES.addRoom!(run, { name: 'addRoom', pick: 0, value: i });
  for (let i = 0; i < 3; i++) await WRITES.add!(run, { name: 'add', pick: i + 1, value: i });
  await WRITES.addLineItem!(run, { name: 'addLineItem', pick: 0, value: 2 });
  return run;
}

const writeArb = fc.record({ name: fc.constantFrom(...Object.keys(WRITES)), pick: fc.nat(1000), value: fc.nat(1000) });

/** Every kind of write once, in WRITES' order: run besides the random sequences, so that each kind is surely exercised. */
const EVERY_WRITE = Object.keys(WRITES).map((name, i) => ({ name, pick: i, value: i * 37 }));

describe('aggregate cache', () => {
  it('answers what a fresh recomputation answers after any sequence of writes, in every process', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(writeArb, { minLength: 1, maxLength: 14 }), async (writes) => {
        const run = await newRun();
        // Both processes cache the starting state, so every later read must see a write invalidate it.
        await expectFresh(t.app, run, 'start');
        await expectFresh(other.app, run, 'start (other process)');
        for (const [i, write] of writes.entries()) {
          await WRITES[write.name]!(run, write);
          const label = `after ${writes.slice(0, i + 1).map((x) => x.name).join(', ')}`;
          await expectFresh(i % 2 === 0 ? t.app : other.app, run, label);
          await expectFresh(i % 2 === 0 ? other.app : t.app, run, `${label} (other process)`);
        }
      }),
      { numRuns: 25, examples: [[EVERY_WRITE]] },
    );
    expect([...succeeded.keys()].sort(), 'every kind of write was exercised').toEqual(Object.keys(WRITES).filter((k) => !k.endsWith('Sql') && k !== 'accountTax').sort());
  }, 240_000);

  it('stays fresh, without deadlocks, when writes and reads of one specbook run concurrently', async () => {
    const run = await newRun();
    for (let i = 0; i < 4; i++) await WRITES.add!(run, { name: 'add', pick: i, value: i });
    const joins = await placements(run);
    const kinds = ['price', 'quantity', 'status', 'move', 'optional', 'approveRoom', 'duplicate', 'changeLineItem', 'addLineItem'];
    await Promise.all(
      Array.from({ length: 24 }, async (_, i) => {
        const write = { name: kinds[i % kinds.length]!, pick: joins[i % joins.length]! + i, value: i * 7 };
        await WRITES[write.name]!(run, write);
        // Reads racing the writes cannot be compared with a recomputation made at another moment; they must answer.
        const app = i % 2 === 0 ? other.app : t.app;
        const url = `/api/v4/user/${w.userId}/specbook/${run.specbookId}/${i % 4 < 2 ? 'categories' : 'totals'}`;
        expect((await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${w.token}` } })).statusCode).toBe(200);
      }),
    );
    await expectFresh(t.app, run, 'after the concurrent writes');
    await expectFresh(other.app, run, 'after the concurrent writes (other process)');
  }, 60_000);

  it("sees a catalogue list price edit through the placements that fall back to it", async () => {
    const run = await newRun();
    await WRITES.add!(run, { name: 'add', pick: 0, value: 0 }); // pick 0: the account's own spec
    const [own] = await w.q<{ id: number }>('select id from spec_specbooks where specbook_id = $1 and spec_id = $2', [run.specbookId, ownSpecId]);
    await WRITES.clearListPriceSql!(run, { name: 'clearListPriceSql', pick: (await placements(run)).indexOf(own!.id), value: 0 });
    await expectFresh(t.app, run, 'before');
    await expectFresh(other.app, run, 'before (other process)');
    await WRITES.catalogueListPrice!(run, { name: 'catalogueListPrice', pick: 0, value: 4321 });
    await expectFresh(t.app, run, 'after the catalogue edit');
    await expectFresh(other.app, run, 'after the catalogue edit (other process)');
  });

  it('changes the version once per statement that changes what the answers show, and never for a no-op or a touch of the specbook', async () => {
    const run = await newRun();
    const version = async () => Number((await w.q<{ version: string }>('select version from specbook_versions where specbook_id = $1', [run.specbookId]))[0]?.version ?? 0);
    const [join] = await placements(run);
    let before = await version();
    // Reordering and renaming change the pages of specs (docs/decisions/047), not only the totals.
    await w.api('PATCH', `/specbook/${run.specbookId}/specs/${join}`, { updateSpecSpecbookRequest: { SpecSpecbook: { name: 'Renamed spec' } } });
    expect(await version()).toBe(before + 1);
    before = await version();
    await w.q('update spec_specbooks set quantity = quantity where specbook_id = $1', [run.specbookId]);
    await w.q('update specbooks set updated_at = now() where id = $1', [run.specbookId]);
    expect(await version(), 'no-op updates and touchSpecbook leave the version').toBe(before);
    await w.q('update spec_specbooks set quantity = quantity + 1 where specbook_id = $1', [run.specbookId]);
    expect(await version(), 'one statement over every placement bumps once').toBe(before + 1);
  });
});

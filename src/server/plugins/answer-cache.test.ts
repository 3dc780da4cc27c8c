/**
 * Freshness of the answers cached per specbook version (docs/decisions/047): writes of every input
 * of the manage page's answers — through the routes where one exists, as raw SQL otherwise —
 * interleaved with reads of rooms, totals, pages of specs and single specs through two app
 * instances on one database (two processes, two answer caches), always answer byte for byte what
 * a third instance without an answer cache answers at the same moment. The third instance keeps
 * the line-group cache of decision 042, whose inputs are also checked against a recomputation by
 * totals/aggregate-cache.test.ts. One test per input table, so a table left without a trigger in
 * migration 0023 fails its own test, and a property test over random sequences of all of them.
 */
import { rm } from 'node:fs/promises';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '#server/db/client';
import { workspace, type Workspace } from '#server/modules/spec-specbooks/workspace.test-helpers';
import { buildTestApp, createTestServer, type TestServer } from '#server/test/server';

let t: TestServer;
let w: Workspace;
/** Another process with its own pool and answer cache. */
let other: FastifyInstance;
/** The reference: a process without an answer cache. */
let reference: FastifyInstance;
const closers: (() => Promise<void>)[] = [];
let accountId: number;
let ownSpecId: number;
let ownManufacturerId: number;

/** An app instance on the test database with its own pool. */
async function instance(answerCacheBytes?: number): Promise<FastifyInstance> {
  const database: Database = openDatabase(String(t.database.pool.options.connectionString), 3);
  const { app, dataDir } = await buildTestApp(database, { answerCacheBytes });
  closers.push(async () => {
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  return app;
}

beforeAll(async () => {
  t = await createTestServer();
  w = await workspace(t);
  other = await instance();
  reference = await instance(0);
  accountId = (await w.q<{ account_id: number }>('select account_id from users where id = $1', [w.userId]))[0]!.account_id;
  const made = await w.api('POST', '/manufacturer', { createManufacturerRequest: { Manufacturer: { name: 'Own Works', url: 'https://own.example' } } });
  ownManufacturerId = made.json().data.id;
  ownSpecId = (
    await w.q<{ id: number }>(
      `insert into specs (account_id, manufacturer_id, model_number, base_model, name, list_price)
       values ($1, $2, 'OW-1', 'OW-1', 'Own Basin', 80) returning id`,
      [accountId, ownManufacturerId],
    )
  )[0]!.id;
});
afterAll(async () => {
  for (const close of closers) await close();
  await t.close();
});

/** The specbook one test works on. */
interface Run {
  specbookId: number;
  rooms: number[];
}

/** A write; `pick` and `value` choose among the current placements, rooms, specs… (modulo their count). */
type Write = (run: Run, pick: number, value: number) => Promise<unknown>;

const at = <T,>(list: readonly T[], pick: number): T | undefined => (list.length === 0 ? undefined : list[pick % list.length]);
const money = (value: number) => (value / 4).toFixed(2);
const STATUSES = ['open', 'submitted', 'approved', 'rejected', 'ordered'];

async function placements(run: Run): Promise<number[]> {
  return (await w.q<{ id: number }>('select id from spec_specbooks where specbook_id = $1 order by id', [run.specbookId])).map((r) => r.id);
}

/** The catalogue specs placed in the run. */
async function placedSpecs(run: Run): Promise<number[]> {
  return (await w.q<{ spec_id: number }>('select distinct spec_id from spec_specbooks where specbook_id = $1 order by spec_id', [run.specbookId])).map((r) => r.spec_id);
}

const roomOf = (run: Run, pick: number): number | null => at([...run.rooms, null], pick) ?? null;

/** A write through the routes: anything but a 5xx is an answer the reads must reflect. */
async function send(method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', path: string, body?: unknown) {
  const res = await w.api(method, path, body);
  expect(res.statusCode, `${method} ${path}: ${res.body}`).toBeLessThan(500);
  return res;
}

/** On one placement of the run (none: nothing is written). */
function onPlacement(write: (run: Run, join: number, value: number) => Promise<unknown>): Write {
  return async (run, pick, value) => {
    const join = at(await placements(run), pick);
    return join === undefined ? undefined : write(run, join, value);
  };
}

/** On one room of the run. */
function onRoom(write: (run: Run, room: number, value: number) => Promise<unknown>): Write {
  return async (run, pick, value) => {
    const room = at(run.rooms, pick);
    return room === undefined ? undefined : write(run, room, value);
  };
}

async function lineItems(run: Run): Promise<number[]> {
  return (await w.q<{ id: number }>('select id from specbook_line_items where specbook_id = $1 and not deleted order by id', [run.specbookId])).map((r) => r.id);
}

/** On one line item of the run that is not removed. */
function onLineItem(write: (run: Run, item: number, value: number) => Promise<unknown>): Write {
  return async (run, pick, value) => {
    const item = at(await lineItems(run), pick);
    return item === undefined ? undefined : write(run, item, value);
  };
}

/** The fields of a line item a write sets: every amount and flag the answers show. */
const lineItemFields = (value: number) => ({
  name: `Charge ${value}`,
  quantity: 1 + (value % 4),
  listPrice: value % 3 === 0 ? null : money(value + 8),
  salePrice: money(value + 4),
  isTaxable: value % 2 === 0,
  isShipping: value % 5 === 0,
  status: value % 3 === 1 ? 'quoted' : 'approved',
});

/** Whether a write wrote: raw SQL always, a request when answered 2xx (undefined: nothing to write on). */
function wrote(result: unknown): boolean {
  if (result === undefined) return false;
  const status = (result as { statusCode?: number }).statusCode;
  return status === undefined || status < 300;
}

const patchPlacement = (fields: (value: number, run: Run) => Record<string, unknown>) =>
  onPlacement((run, join, value) => send('PATCH', `/specbook/${run.specbookId}/specs/${join}`, { updateSpecSpecbookRequest: { SpecSpecbook: fields(value, run) } }));

/** Every kind of write, by the input table it changes (migration 0023's list). */
const WRITES: Record<string, Record<string, Write>> = {
  spec_specbooks: {
    add: (run, pick, value) =>
      send('POST', `/specbook/${run.specbookId}/specs`, {
        createSpecSpecbookRequest: { SpecSpecbook: { spec: { id: pick % 4 === 0 ? ownSpecId : at(w.globalSpecs, pick)!.id }, category: { id: roomOf(run, value) }, quantity: 1 + (value % 5) } },
      }),
    quantity: patchPlacement((value) => ({ quantity: 1 + (value % 9) })),
    rename: patchPlacement((value) => ({ name: `Renamed ${value}` })),
    describe: patchPlacement((value) => ({ description: `Described ${value}` })),
    optional: patchPlacement((value) => ({ isOptional: value % 2 === 0 })),
    move: patchPlacement((value, run) => ({ category: { id: roomOf(run, value) } })),
    price: onPlacement((run, join, value) =>
      send('PATCH', `/specbook/${run.specbookId}/specs/${join}/price`, { fieldType: at(['price', 'sale_price', 'cost', 'shipping_cost', 'qty'], value), fieldValue: String(1 + (value % 50)) }),
    ),
    reorder: onPlacement((run, join, value) => send('POST', `/specbook/${run.specbookId}/specs/reorder`, { items: [{ joinId: join, categoryId: roomOf(run, value), order: 0 }] })),
    duplicate: onPlacement((run, join) => send('POST', `/specbook/${run.specbookId}/specs/${join}/duplicate`, {})),
    remove: onPlacement((run, join) => send('DELETE', `/specbook/${run.specbookId}/specs/${join}`)),
    labelSql: onPlacement((_run, join, value) => w.q('update spec_specbooks set list_price_label = $2 where id = $1', [join, `Label ${value}`])),
    insertSql: (run, pick, value) =>
      w.q('insert into spec_specbooks (account_id, specbook_id, spec_id, category_id, quantity, sale_price) values ($1, $2, $3, $4, $5, $6)', [
        accountId,
        run.specbookId,
        at(w.globalSpecs, pick)!.id,
        roomOf(run, value),
        1 + (value % 3),
        money(value),
      ]),
  },
  status_log: {
    status: patchPlacement((value) => ({ status: { value: at(STATUSES, value) } })),
    approveRoom: (run, pick) => send('POST', `/specbook/${run.specbookId}/categories/${roomOf(run, pick) ?? 'misc'}/approve`),
    logSql: onPlacement((_run, join, value) =>
      w.q("insert into status_log (account_id, spec_specbook_id, status, email) values ($1, $2, $3, 'raw@example.com')", [accountId, join, at(STATUSES, value)]),
    ),
    unlogSql: onPlacement((_run, join) => w.q('delete from status_log where id = (select max(id) from status_log where spec_specbook_id = $1)', [join])),
  },
  categories: {
    addRoom: async (run, _pick, value) => {
      const res = await send('POST', `/specbook/${run.specbookId}/categories`, { createSpecbookCategoryRequest: { Category: { name: `Room ${value}` } } });
      run.rooms.push(res.json().data.id);
      return res;
    },
    renameRoom: onRoom((run, room, value) => send('PATCH', `/specbook/${run.specbookId}/categories/${room}`, { updateSpecbookCategoryRequest: { Category: { name: `Room renamed ${value}` } } })),
    noteRoom: onRoom((run, room, value) => send('PATCH', `/specbook/${run.specbookId}/categories/${room}`, { updateSpecbookCategoryRequest: { Category: { note: `Note ${value}` } } })),
    moveRoom: onRoom((run, room, value) => send('PATCH', `/specbook/${run.specbookId}/categories/${room}`, { updateSpecbookCategoryRequest: { Category: { order: value % 3 } } })),
    reorderRooms: (run) => (run.rooms.length > 0 ? send('POST', `/specbook/${run.specbookId}/categories/reorder`, { order: [...run.rooms].reverse() }) : Promise.resolve()),
    duplicateRoom: onRoom(async (run, room) => {
      const res = await send('POST', `/specbook/${run.specbookId}/categories/${room}/duplicate`, {});
      run.rooms.push(res.json().data.id);
      return res;
    }),
    deleteRoom: onRoom(async (run, room) => {
      run.rooms = run.rooms.filter((id) => id !== room);
      return send('DELETE', `/specbook/${run.specbookId}/categories/${room}?forceDelete=true`);
    }),
    renameRoomSql: onRoom((_run, room, value) => w.q('update categories set name = $2 where id = $1', [room, `Raw room ${value}`])),
  },
  comments: {
    comment: onPlacement((run, join, value) =>
      send('POST', `/specbook/${run.specbookId}/specs/${join}/comments`, { createSpecSpecbookCommentRequest: { Comment: { body: `Comment ${value}` } } }),
    ),
    uncommentSql: (run) => w.q('delete from comments where id = (select max(id) from comments where specbook_id = $1)', [run.specbookId]),
    moveCommentSql: onPlacement((run, join) =>
      w.q('update comments set spec_specbook_id = $2 where id = (select min(id) from comments where specbook_id = $1)', [run.specbookId, join]),
    ),
  },
  specs: {
    editOwnSpec: (_run, _pick, value) =>
      send('PATCH', `/specs/${ownSpecId}`, {
        patchSpecsRequest: { Spec: { name: `Own Basin ${value}`, finishName: `Finish ${value % 3}`, collectionName: `Collection ${value % 2}`, price: { list: money(value + 1) } } },
      }),
    archiveOwnSpec: (_run, _pick, value) => send('PATCH', `/specs/${ownSpecId}`, { patchSpecsRequest: { Spec: { archived: value % 2 === 0 } } }),
    catalogueSql: async (run, pick, value) => {
      const spec = at(await placedSpecs(run), pick);
      const column = at(['image_name', 'description', 'model_number', 'list_price'], value + pick)!;
      const newValue = column === 'list_price' ? money(value + 4) : `${column}-${value}`;
      return spec === undefined ? undefined : w.q(`update specs set ${column} = $2 where id = $1`, [spec, newValue]);
    },
    specManufacturerSql: async (run, pick) => {
      const spec = at(await placedSpecs(run), pick);
      const sql = 'update specs set manufacturer_id = (select id from manufacturers where id <> specs.manufacturer_id order by id limit 1) where id = $1';
      return spec === undefined ? undefined : w.q(sql, [spec]);
    },
  },
  manufacturers: {
    renameOwn: (_run, _pick, value) => send('PATCH', `/manufacturer/${ownManufacturerId}`, { createManufacturerRequest: { Manufacturer: { name: `Own Works ${value}` } } }),
    renameSql: async (run, pick, value) => {
      const spec = at(await placedSpecs(run), pick);
      return spec === undefined ? undefined : w.q('update manufacturers set name = $2 where id = (select manufacturer_id from specs where id = $1)', [spec, `Maker ${value}`]);
    },
  },
  statuses: {
    statusSql: (_run, pick, value) => w.q('update statuses set name = $2, hex_color = $3 where value = $1', [at(STATUSES, pick), `Status ${value}`, `#${String(100000 + (value % 899999))}`]),
  },
  specbooks: {
    tax: (run, _pick, value) => send('PATCH', `/specbook/${run.specbookId}`, { updateSpecbookRequest: { Specbook: { tax: value % 3 === 0 ? null : (value % 12) + 0.25 } } }),
    shipping: (run, _pick, value) => send('PATCH', `/specbook/${run.specbookId}`, { updateSpecbookRequest: { Specbook: { shippingCalculation: value % 2 === 0 } } }),
    taxSql: (run, _pick, value) => w.q('update specbooks set tax = $2 where id = $1', [run.specbookId, (value % 9) + 0.5]),
  },
  specbook_line_items: {
    addLineItem: (run, _pick, value) => send('POST', `/specbook/${run.specbookId}/lineitems`, { createLineItemRequest: { LineItem: lineItemFields(value) } }),
    changeLineItem: onLineItem((run, item, value) => send('PATCH', `/specbook/${run.specbookId}/lineitems/${item}`, { updateLineItemRequest: { LineItem: lineItemFields(value) } })),
    upsertLineItems: onLineItem((run, item, value) =>
      send('PUT', `/specbook/${run.specbookId}/lineitems`, {
        upsertLineItemsRequest: { LineItems: [{ method: 'patch', payload: { id: item, quantity: 2 + (value % 3) } }, { method: 'post', payload: lineItemFields(value + 1) }] },
      }),
    ),
    removeLineItem: onLineItem((run, item) => send('DELETE', `/specbook/${run.specbookId}/lineitems/${item}`)),
    lineItemSql: onLineItem((_run, item, value) => w.q('update specbook_line_items set sale_price = $2, is_taxable = not is_taxable where id = $1', [item, money(value + 2)])),
    purgeLineItemSql: onLineItem((_run, item) => w.q('delete from specbook_line_items where id = $1', [item])),
  },
  account_settings: {
    accountTax: (_run, _pick, value) => send('PATCH', '/account/settings', { patchAccountSettingsRequest: { Settings: { 'specbook.tax_rate': String(value % 10) } } }),
    accountTaxSql: (_run, _pick, value) =>
      w.q(
        `insert into account_settings (account_id, key, value) values ($1, 'specbook.tax_rate', $2)
         on conflict (account_id, key) do update set value = excluded.value`,
        [accountId, String((value % 7) + 1)],
      ),
    accountTaxResetSql: () => w.q("delete from account_settings where account_id = $1 and key = 'specbook.tax_rate'", [accountId]),
  },
};

const KINDS = Object.entries(WRITES).flatMap(([table, kinds]) => Object.keys(kinds).map((kind) => `${table}.${kind}`));

function writeOf(name: string): Write {
  const [table, kind] = name.split('.');
  return WRITES[table!]![kind!]!;
}

/** The answers compared: rooms, totals, pages of specs (all rooms, a second page, one room) and every spec. */
async function urls(run: Run): Promise<string[]> {
  const specs = (await placements(run)).slice(0, 8).map((join) => `specs/${join}`);
  const room = run.rooms[0] === undefined ? [] : [`specs?categoryID=${run.rooms[0]}&showPagination=true&page=1`];
  const pages = ['specs?showPagination=true&page=1', 'specs?showPagination=true&page=2&perPage=2', ...room];
  return ['categories', 'totals?types=quoted,approved&summary=true', 'lineitems', 'listtotal', ...pages, ...specs];
}

const get = (app: FastifyInstance, run: Run, url: string) =>
  app.inject({ method: 'GET', url: `/api/v4/user/${w.userId}/specbook/${run.specbookId}/${url}`, headers: { authorization: `Bearer ${w.token}` } });

/** Reads every answer through both caching processes and compares each with the reference's. */
async function expectFresh(run: Run, label: string, first: FastifyInstance = t.app): Promise<void> {
  for (const url of await urls(run)) {
    const wanted = await get(reference, run, url);
    for (const app of first === t.app ? [t.app, other] : [other, t.app]) {
      const answered = await get(app, run, url);
      expect({ status: answered.statusCode, body: answered.body }, `${label}: ${url}`).toEqual({ status: wanted.statusCode, body: wanted.body });
    }
  }
}

/** A new specbook with two rooms, four specs (one of the account's own) and a comment, read into both caches. */
async function newRun(): Promise<Run> {
  const [book] = await w.q<{ id: number }>("insert into specbooks (account_id, user_id, name) values ($1, $2, 'Answer cache run') returning id", [accountId, w.userId]);
  const run: Run = { specbookId: book!.id, rooms: [] };
  for (let i = 0; i < 2; i++) await writeOf('categories.addRoom')(run, 0, i);
  for (let i = 0; i < 4; i++) await writeOf('spec_specbooks.add')(run, i, i);
  await writeOf('comments.comment')(run, 0, 0);
  await writeOf('specbook_line_items.addLineItem')(run, 0, 1);
  await expectFresh(run, 'start');
  return run;
}

describe('answers cached per specbook version', () => {
  it.each(Object.keys(WRITES))('answer what an uncached process answers after every kind of write of %s', async (table) => {
    const run = await newRun();
    for (const [kind, write] of Object.entries(WRITES[table]!)) {
      let writes = 0;
      for (const pick of [0, 1, 2]) {
        if (wrote(await write(run, pick, 7 * pick + kind.length))) writes++;
        await expectFresh(run, `after ${table}.${kind} (${pick})`, pick % 2 === 0 ? t.app : other);
      }
      expect(writes, `${table}.${kind} wrote`).toBeGreaterThan(0);
    }
  }, 60_000);

  it('answer what an uncached process answers after any sequence of writes, in every process', async () => {
    const writeArb = fc.record({ name: fc.constantFrom(...KINDS), pick: fc.nat(1000), value: fc.nat(1000) });
    await fc.assert(
      fc.asyncProperty(fc.array(writeArb, { minLength: 1, maxLength: 10 }), async (writes) => {
        const run = await newRun();
        for (const [i, { name, pick, value }] of writes.entries()) {
          await writeOf(name)(run, pick, value);
          await expectFresh(run, `after ${writes.slice(0, i + 1).map((x) => x.name).join(', ')}`, i % 2 === 0 ? other : t.app);
        }
      }),
      { numRuns: 12 },
    );
  }, 240_000);

  it('stay fresh, without deadlocks, when writes of every table and reads run concurrently', async () => {
    const run = await newRun();
    const tables = Object.keys(WRITES).filter((table) => table !== 'statuses');
    await Promise.all(
      Array.from({ length: 27 }, async (_, i) => {
        const kinds = Object.values(WRITES[tables[i % tables.length]!]!);
        await at(kinds, i)!(run, i, i * 7);
        const res = await get(i % 2 === 0 ? other : t.app, run, at(['categories', 'totals?summary=true', 'specs?showPagination=true&page=1'], i)!);
        expect(res.statusCode).toBe(200);
      }),
    );
    await expectFresh(run, 'after the concurrent writes');
  }, 60_000);

  it('is really answered from the cache: a write that fires no trigger is not seen (the triggers are what keep it fresh)', async () => {
    const run = await newRun();
    const [join] = await placements(run);
    const url = `specs/${join}`;
    const cached = (await get(t.app, run, url)).body;
    const client = await t.database.pool.connect();
    try {
      await client.query("set session_replication_role = 'replica'");
      await client.query("update spec_specbooks set name = 'Written behind the triggers' where id = $1", [join]);
    } finally {
      await client.query("set session_replication_role = 'origin'");
      client.release();
    }
    expect((await get(t.app, run, url)).body).toBe(cached);
    expect((await get(reference, run, url)).body).toContain('Written behind the triggers');
  });

  it('sends a cached answer with the headers of the computed one', async () => {
    const run = await newRun();
    await writeOf('spec_specbooks.quantity')(run, 0, 3);
    const miss = await get(t.app, run, 'specs?showPagination=true&page=1');
    const hit = await get(t.app, run, 'specs?showPagination=true&page=1');
    const headers = (res: typeof hit) => Object.fromEntries(Object.entries(res.headers).filter(([name]) => name !== 'date'));
    expect(hit.body).toBe(miss.body);
    expect(headers(hit)).toEqual(headers(miss));
    expect(hit.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(hit.headers['cache-control']).toBe('no-store');
  });

  it("answers another tenant 404 for a specbook whose answers are cached, whatever the path's user", async () => {
    const run = await newRun();
    for (const url of await urls(run)) {
      for (const userId of [w.otherUserId, w.userId]) {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/v4/user/${userId}/specbook/${run.specbookId}/${url}`,
          headers: { authorization: `Bearer ${w.otherToken}` },
        });
        expect(res.statusCode, `${userId} ${url}`).toBe(404);
      }
    }
  });

  it('never answers a token viewer from the cache: its answer stays redacted', async () => {
    const run = await newRun();
    const member = await send('POST', `/specbook/${run.specbookId}/team`, {
      createTeamMemberRequest: { TeamMember: { name: 'Vera Viewer', emailAddress: 'vera@example.com', showListPrice: false, showSalePrice: false } },
    });
    const linkToken = new URL(member.json().data.links.especbook).searchParams.get('token');
    const exchange = await t.app.inject({ method: 'POST', url: '/api/v1/auth/especbooks', payload: { token: linkToken, specbookId: run.specbookId } });
    const viewer = { authorization: `Bearer ${exchange.json().data}` };
    for (const url of await urls(run)) {
      await get(t.app, run, url); // the seller's answer is cached
      const full = `/api/v4/user/${w.userId}/specbook/${run.specbookId}/${url}`;
      const [seen, wanted] = await Promise.all([t.app, reference].map((app) => app.inject({ method: 'GET', url: full, headers: viewer })));
      expect({ status: seen!.statusCode, body: seen!.body }, url).toEqual({ status: wanted!.statusCode, body: wanted!.body });
    }
  });
});

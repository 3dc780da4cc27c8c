/**
 * Fuzzes every operation of the OpenAPI document (/api/openapi.json) as the demo seller with
 * generated hostile input — NUL characters, huge strings, wrong types, negative and huge numbers,
 * unknown ids, malformed multipart bodies — and asserts that the API never answers 5xx, that a
 * 4xx carries the error envelope, and that a 4xx wrote nothing (a snapshot of every table's row
 * count and newest row version is the same before and after).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from './server';

/** Generated requests per operation (about 200 operations). */
const RUNS_PER_OPERATION = 16;
/** Operations that end the session they run in. */
const SKIPPED = new Set(['POST /api/v1/auth/logout']);
/**
 * Tables that are bookkeeping rather than the request's data: background jobs write pdf_jobs and
 * imports on their own time, and rate_limits counts every attempt, refused or not.
 */
const BOOKKEEPING_TABLES = new Set(['pdf_jobs', 'imports', 'rate_limits']);

type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  format?: string;
};
type Parameter = { name: string; in: 'path' | 'query' | 'header'; schema?: JsonSchema };
type Operation = {
  method: string;
  path: string;
  summary: string;
  parameters: Parameter[];
  body?: JsonSchema;
};
type FuzzRequest = { url: string; body: unknown };

const hostileString = fc.oneof(
  fc.constant('a\u0000b'),
  fc.constant('\u0000'),
  fc.constant('x'.repeat(100_000)),
  fc.constant(''),
  fc.constant('   '),
  fc.constant("'; drop table specs; --"),
  fc.constant('<img src=x onerror=alert(1)>'),
  fc.constant('\ud800'),
  fc.constant('2026-13-45'),
  fc.constant('NaN'),
  fc.string({ maxLength: 12 }),
);
const hostileNumber = fc.oneof(
  fc.constantFrom(-1, 0, 1.5, 2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER, 1e308, -1e308),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const wrongType = fc.oneof(fc.constant(null), fc.constant(true), fc.constant([]), fc.constant({}), hostileNumber, hostileString);
/** Ids that exist for no one, or are not ids at all. */
const hostileId = fc.constantFrom('999999999', '-1', '0', '2147483648', '99999999999999999999', '1.5', 'abc', 'a\u0000', 'x'.repeat(300));

/** Hostile values shaped like the schema: right keys, wrong or extreme values. */
function fromSchema(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return wrongType;
  if (schema.anyOf?.length) return fc.oneof(...schema.anyOf.map((s) => fromSchema(s, depth + 1)));
  const shaped = ((): fc.Arbitrary<unknown> => {
    switch (schema.type) {
      case 'object': {
        const props = schema.properties ?? {};
        return fc.record(Object.fromEntries(Object.entries(props).map(([k, s]) => [k, fromSchema(s, depth + 1)])), { requiredKeys: [] });
      }
      case 'array':
        return fc.array(fromSchema(schema.items, depth + 1), { maxLength: 3 });
      case 'string':
        return schema.enum?.length ? fc.oneof(fc.constantFrom(...schema.enum), hostileString) : hostileString;
      case 'integer':
      case 'number':
        return hostileNumber;
      case 'boolean':
        return fc.boolean();
      default:
        return wrongType;
    }
  })();
  return fc.oneof({ weight: 5, arbitrary: shaped }, { weight: 1, arbitrary: wrongType });
}

const queryValue = fc.oneof(fc.constantFrom('a\u0000b', '-1', '0', '99999999999999999999', 'x'.repeat(5000), 'abc', '', 'true', '[]'), fc.string({ maxLength: 8 }));

/** The operations of the OpenAPI document. */
function operationsOf(doc: { paths: Record<string, Record<string, { summary?: string; parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>> }): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, op]) => ({
        method: method.toUpperCase(),
        path,
        summary: op.summary ?? '',
        parameters: op.parameters ?? [],
        body: op.requestBody?.content?.['application/json']?.schema,
      })),
  );
}

let t: TestServer;
let token: string;
let sellerId: number;
let ops: Operation[];
/** Real ids of the seller's records, so that hostile bodies reach the services. */
let realIds: string[];
let snapshotSql: string;

beforeAll(async () => {
  t = await createTestServer();
  token = await t.login('seller@specfolio.test');
  const me = await t.app.inject({ method: 'GET', url: '/api/v4/user/me', headers: { authorization: `Bearer ${token}` } });
  sellerId = me.json().data.id;
  const ids = await t.database.pool.query<{ id: number }>(
    `(select id from specbooks where user_id = $1 order by id limit 2)
     union all (select c.id from categories c join specbooks s on s.id = c.specbook_id where s.user_id = $1 order by c.id limit 1)
     union all (select ss.id from spec_specbooks ss join specbooks s on s.id = ss.specbook_id where s.user_id = $1 order by ss.id limit 1)
     union all (select id from customers where account_id = (select account_id from users where id = $1) order by id limit 1)`,
    [sellerId],
  );
  realIds = ids.rows.map((r) => String(r.id));
  ops = operationsOf((await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json()).filter((op) => !SKIPPED.has(`${op.method} ${op.path}`));
  const tables = await t.database.pool.query<{ table_name: string }>(
    "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name",
  );
  snapshotSql = tables.rows
    .filter((r) => !BOOKKEEPING_TABLES.has(r.table_name))
    .map((r) => `select '${r.table_name}' as t, count(*)::int as n, coalesce(max(xmin::text::bigint), 0)::text as x from public."${r.table_name}"`)
    .join(' union all ');
});
afterAll(() => t?.close());

/** Row count and newest row version of every table: any insert, update or delete changes it. */
async function snapshot(): Promise<string> {
  const rows = await t.database.pool.query<{ t: string; n: number; x: string }>(snapshotSql);
  return rows.rows.map((r) => `${r.t}:${r.n}:${r.x}`).join('\n');
}

function requestArbitrary(op: Operation): fc.Arbitrary<FuzzRequest> {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const paramArb = (name: string) =>
    name === 'userId'
      ? fc.oneof({ weight: 8, arbitrary: fc.constant(String(sellerId)) }, { weight: 1, arbitrary: fc.constant('me') }, { weight: 1, arbitrary: hostileId })
      : fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...realIds, '1') }, { weight: 2, arbitrary: hostileId });
  return fc.record({
    path: fc.record(Object.fromEntries(pathParams.map((p) => [p.name, paramArb(p.name)]))),
    query: fc.record(Object.fromEntries(queryParams.map((p) => [p.name, fc.option(queryValue, { nil: undefined })])), { requiredKeys: [] }),
    body: op.body ? fromSchema(op.body) : fc.constant(undefined),
  }).map(({ path, query, body }) => {
    const filled = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(path[name])));
    const search = Object.entries(query)
      .filter((e): e is [string, string] => e[1] !== undefined)
      .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
      .join('&');
    return { url: search ? `${filled}?${search}` : filled, body };
  });
}

/** Sends one request and checks the answer: no 5xx; a 4xx in the error envelope that wrote nothing. */
async function check(op: Operation, req: FuzzRequest, payload: { body?: string; contentType?: string } = {}): Promise<void> {
  const before = op.method === 'GET' ? '' : await snapshot();
  const body = payload.body ?? (req.body === undefined ? undefined : JSON.stringify(req.body));
  const res = await t.app.inject({
    method: op.method as 'GET',
    url: req.url,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': payload.contentType ?? 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: body }),
  });
  const what = `${op.method} ${req.url.slice(0, 200)} ${body?.slice(0, 300) ?? ''}`;
  expect(res.statusCode, `${what} → ${res.body.slice(0, 300)}`).toBeLessThan(500);
  if (res.statusCode >= 400 && String(res.headers['content-type']).startsWith('application/json')) {
    const answer = res.json() as { message?: unknown; errors?: unknown };
    expect(typeof answer.message, what).toBe('string');
    expect(Array.isArray(answer.errors), what).toBe(true);
  }
  if (res.statusCode >= 400 && op.method !== 'GET') expect(await snapshot(), `${what} → ${res.statusCode} changed data`).toBe(before);
  if (res.statusCode === 401 && !req.url.includes('/auth/')) token = await t.login('seller@specfolio.test');
}

/** Multipart upload operations (documented in their summaries; their bodies are not JSON). */
const isUpload = (op: Operation) => /multipart\/form-data/i.test(op.summary);

describe('API fuzz: every OpenAPI operation with hostile input', () => {
  it('documents enough operations to be worth fuzzing', () => {
    expect(ops.length).toBeGreaterThan(150);
  });

  it('never answers 5xx, and a 4xx writes nothing', { timeout: 600_000 }, async () => {
    const failures: string[] = [];
    for (const op of ops) {
      const result = await fc.check(
        fc.asyncProperty(requestArbitrary(op), (req) => check(op, req)),
        { numRuns: RUNS_PER_OPERATION, endOnFailure: true },
      );
      if (result.failed) failures.push(`${op.method} ${op.path}: ${String(result.errorInstance).slice(0, 600)}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers 400 to multipart bodies cut short or without a boundary, writing nothing', { timeout: 120_000 }, async () => {
    const uploads = ops.filter(isUpload);
    expect(uploads.length).toBeGreaterThan(0);
    const cut = '--x\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\nName,Qty\r\nTap';
    for (const op of uploads) {
      const url = op.path.replace('{userId}', String(sellerId)).replace(/\{\w+\}/g, realIds[0] ?? '1');
      for (const [contentType, body] of [
        ['multipart/form-data; boundary=x', cut],
        ['multipart/form-data', `${cut}\r\n--x--\r\n`],
      ] as const) {
        await check(op, { url, body: undefined }, { body, contentType });
      }
    }
  });
});

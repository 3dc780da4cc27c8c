/**
 * The compiled filters and keyset conditions run on a real PostgreSQL (the server project's
 * test cluster): parameters bind with the right types and pages neither skip nor repeat rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, desc, sql, type SQL } from 'drizzle-orm';
import { boolean, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createTestDatabase } from '#server/test/server';
import type { Database } from '#server/db/client';
import { compileFilter, type FilterWhitelist } from './filters';
import { cursorEnvelope, cursorLimit, decodeCursor, keysetCondition, type CursorValue } from './pagination';
import type { SortDirection } from './sort';

const items = pgTable('http_lib_items', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  price: numeric('price', { mode: 'number' }),
  archived: boolean('archived'),
  tags: text('tags').array(),
  roomIds: integer('room_ids').array(),
  updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull(),
});

const whitelist: FilterWhitelist = {
  id: { column: items.id, type: 'number' },
  name: { column: items.name, type: 'string' },
  lowerName: { column: sql`lower(${items.name})`, type: 'string' },
  price: { column: items.price, type: 'number' },
  archived: { column: items.archived, type: 'boolean' },
  tags: { column: items.tags, type: 'stringArray' },
  tagsExpr: { column: sql`coalesce(${items.tags}, '{}')`, type: 'stringArray' },
  roomIds: { column: items.roomIds, type: 'numberArray' },
  updatedAt: { column: items.updatedAt, type: 'date' },
};

const day = (d: number) => new Date(Date.UTC(2024, 4, d));
const ROWS = [
  { id: 1, name: 'Basin', price: 120.5, archived: false, tags: ['red', 'gloss'], roomIds: [1, 2], updatedAt: day(1) },
  { id: 2, name: 'basin tap', price: 80, archived: true, tags: ['red'], roomIds: [2], updatedAt: day(2) },
  { id: 3, name: 'Cabinet', price: null, archived: null, tags: null, roomIds: null, updatedAt: day(3) },
  { id: 4, name: 'Drain', price: 15, archived: false, tags: ['matte'], roomIds: [3], updatedAt: day(4) },
];

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`create table http_lib_items (
    id integer primary key, name text not null, price numeric(12,2), archived boolean,
    tags text[], room_ids integer[], updated_at timestamptz(3) not null)`);
  await database.db.insert(items).values(ROWS);
});

afterAll(async () => {
  await database?.close();
});

async function idsWhere(filter: unknown): Promise<number[]> {
  const rows = await database.db
    .select({ id: items.id })
    .from(items)
    .where(compileFilter(filter, whitelist))
    .orderBy(asc(items.id));
  return rows.map((r) => r.id);
}

describe('compiled filters on PostgreSQL', () => {
  it.each([
    [{ id: '2' }, [2]],
    [{ id: { nq: '2' } }, [1, 3, 4]],
    [{ id: { in: ['1', '4'] } }, [1, 4]],
    [{ archived: { notin: ['true'] } }, [1, 3, 4]],
    [{ price: { lt: '100' } }, [2, 4]],
    [{ price: { gt: 80 } }, [1]],
    [{ price: { lte: '80' } }, [2, 4]],
    [{ price: { gte: '80', lte: '130' } }, [1, 2]],
    [{ id: { any: ['3'] } }, [3]],
    [{ tags: { any: ['red', 'matte'] } }, [1, 2, 4]],
    [{ tags: { all: ['red', 'gloss'] } }, [1]],
    [{ tags: { eq: ['red'] } }, [2]],
    [{ tagsExpr: { all: ['red'] } }, [1, 2]],
    [{ roomIds: { any: ['2', '3'] } }, [1, 2, 4]],
    [{ roomIds: { all: ['1', '2'] } }, [1]],
    [{ lowerName: { in: ['basin', 'drain'] } }, [1, 4]],
    [{ updatedAt: { gte: '2024-05-02', lt: '2024-05-04T00:00:00Z' } }, [2, 3]],
    [{ price: null }, [3]],
    [{ archived: 'false', tags: 'matte' }, [4]],
  ])('%j selects %j', async (filter, expected) => {
    expect(await idsWhere(filter)).toEqual(expected);
  });
});

describe('keyset pagination on PostgreSQL', () => {
  const names = ['Alpha', 'Bravo', 'Charlie'];
  const many = Array.from({ length: 40 }, (_, i) => ({
    id: 100 + i,
    name: names[i % 3] ?? 'Alpha',
    updatedAt: day(1 + (i % 5)),
  }));

  beforeAll(async () => {
    await database.db.insert(items).values(many);
  });

  type Key = SQL | typeof items.name | typeof items.updatedAt | typeof items.id;
  type Row = { id: number; name: string; updatedAt: Date };

  async function fetchPage(
    url: string,
    columns: Key[],
    directions: SortDirection[],
    keyOf: (row: Row) => CursorValue[],
  ): Promise<{ ids: number[]; next: string | null }> {
    const cursor = new URLSearchParams(url.split('?')[1]).get('cursor');
    const after = cursor ? keysetCondition(columns, directions, decodeCursor(cursor)) : undefined;
    const rows: Row[] = await database.db
      .select({ id: items.id, name: items.name, updatedAt: items.updatedAt })
      .from(items)
      .where(and(sql`${items.id} >= 100`, after))
      .orderBy(...columns.map((c, i) => (directions[i] === 'asc' ? asc(c) : desc(c))))
      .limit(cursorLimit(7));
    const page = cursorEnvelope({ rows, perPage: 7, url, cursorOf: keyOf });
    return { ids: page.data.map((r) => r.id), next: page._pagination.next };
  }

  async function walk(columns: Key[], directions: SortDirection[], keyOf: (row: Row) => CursorValue[]): Promise<number[]> {
    const seen: number[] = [];
    let url: string | null = '/api/items?perPage=7';
    while (url !== null) {
      const page: { ids: number[]; next: string | null } = await fetchPage(url, columns, directions, keyOf);
      seen.push(...page.ids);
      url = page.next;
    }
    return seen;
  }

  async function expectedOrder(order: SQL[]): Promise<number[]> {
    const rows = await database.db.select({ id: items.id }).from(items).where(sql`${items.id} >= 100`).orderBy(...order);
    return rows.map((r) => r.id);
  }

  it('walks mixed directions (name asc, id desc) without skipping or repeating', async () => {
    const seen = await walk([items.name, items.id], ['asc', 'desc'], (r) => [r.name, r.id]);
    expect(seen).toEqual(await expectedOrder([asc(items.name), desc(items.id)]));
    expect(seen).toHaveLength(40);
  });

  it('walks one direction (updatedAt desc, id desc) with ISO-string cursor dates', async () => {
    const seen = await walk([items.updatedAt, items.id], ['desc', 'desc'], (r) => [r.updatedAt.toISOString(), r.id]);
    expect(seen).toEqual(await expectedOrder([desc(items.updatedAt), desc(items.id)]));
    expect(new Set(seen).size).toBe(40);
  });

  it('walks an SQL expression key (lower(name) desc, id asc)', async () => {
    const lower = sql`lower(${items.name})`;
    const seen = await walk([lower, items.id], ['desc', 'asc'], (r) => [r.name.toLowerCase(), r.id]);
    expect(seen).toEqual(await expectedOrder([desc(lower), asc(items.id)]));
  });
});

import { describe, expect, it } from 'vitest';
import { desc, sql, type SQL } from 'drizzle-orm';
import { boolean, integer, numeric, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { PgDialect } from 'drizzle-orm/pg-core';
import { ValidationError } from './errors';
import { compileFilter, compileSort, resolveSort, type FilterWhitelist } from './filters';
import { MAX_FILTER_VALUES } from './filter-operators';

const status = pgEnum('test_status', ['quoted', 'approved']);
const t = pgTable('t', {
  id: integer('id').notNull(),
  name: text('name'),
  price: numeric('price', { mode: 'number' }),
  archived: boolean('archived'),
  status: status('status'),
  key: uuid('key'),
  updatedAt: timestamp('updated_at', { withTimezone: true }),
  tags: text('tags').array(),
  roomIds: integer('room_ids').array(),
  profileId: integer('profile_id'),
});

const whitelist: FilterWhitelist = {
  id: { column: t.id, type: 'number' },
  name: { column: t.name, type: 'string' },
  lowerName: { column: sql`lower(${t.name})`, type: 'string' },
  price: { column: t.price, type: 'number' },
  archived: { column: t.archived, type: 'boolean' },
  status: { column: t.status, type: 'string' },
  key: { column: t.key, type: 'string' },
  updatedAt: { column: t.updatedAt, type: 'date' },
  createdDay: { column: sql`date(${t.updatedAt})`, type: 'date' },
  tags: { column: t.tags, type: 'stringArray' },
  roomIds: { column: t.roomIds, type: 'numberArray' },
  tagsExpr: { column: sql`coalesce(${t.tags}, '{}')`, type: 'stringArray' },
  'profile.id': { column: t.profileId, type: 'number' },
};

const dialect = new PgDialect();

function render(filter: unknown): { sql: string; params: unknown[] } {
  const condition = compileFilter(filter, whitelist);
  if (!condition) throw new Error('expected a condition');
  const { sql: text, params } = dialect.sqlToQuery(condition);
  return { sql: text, params };
}

function errorsOf(run: () => unknown): ValidationError['errors'] {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).status).toBe(400);
    return (error as ValidationError).errors;
  }
  throw new Error('expected a ValidationError');
}

describe('compileFilter: the ten operators on scalar fields', () => {
  it.each([
    ['eq', { id: { eq: '12' } }, '"t"."id" = $1', [12]],
    ['nq', { id: { nq: '12' } }, '"t"."id" is distinct from $1', [12]],
    ['in', { id: { in: ['1', '2'] } }, '"t"."id" in ($1, $2)', [1, 2]],
    ['notin', { id: { notin: ['1', '2'] } }, '("t"."id" is null or "t"."id" not in ($1, $2))', [1, 2]],
    // numeric columns encode numbers as exact decimal strings
    ['lt', { price: { lt: '5.5' } }, '"t"."price" < $1', ['5.5']],
    ['gt', { price: { gt: 5 } }, '"t"."price" > $1', ['5']],
    ['lte', { price: { lte: '1e1' } }, '"t"."price" <= $1', ['10']],
    ['gte', { price: { gte: '0' } }, '"t"."price" >= $1', ['0']],
    ['any (scalar: like in)', { id: { any: ['3', '4'] } }, '"t"."id" in ($1, $2)', [3, 4]],
  ])('%s', (_op, filter, text, params) => {
    expect(render(filter)).toEqual({ sql: text, params });
  });

  it('refuses all on a scalar field', () => {
    expect(errorsOf(() => compileFilter({ id: { all: ['1'] } }, whitelist))).toEqual([
      { field: 'filter.id', message: 'Filter operator "all" does not apply to "id".' },
    ]);
  });

  it('reads operators case-insensitively', () => {
    expect(render({ id: { notIn: '7' } }).sql).toBe('("t"."id" is null or "t"."id" not in ($1))');
  });

  it('compares text with lt/gt', () => {
    expect(render({ name: { gte: 'M' } })).toEqual({ sql: '"t"."name" >= $1', params: ['M'] });
  });
});

describe('compileFilter: array fields', () => {
  it('any is overlap (&&) with the values as one PostgreSQL array', () => {
    expect(render({ tags: { any: ['red', 'blue'] } })).toEqual({ sql: '"t"."tags" && $1', params: ['{"red","blue"}'] });
  });

  it('all is contains (@>)', () => {
    expect(render({ roomIds: { all: ['1', '2'] } })).toEqual({ sql: '"t"."room_ids" @> $1', params: ['{1,2}'] });
  });

  it('eq and nq compare whole arrays', () => {
    expect(render({ roomIds: { eq: ['3'] } })).toEqual({ sql: '"t"."room_ids" = $1', params: ['{3}'] });
    expect(render({ tags: { nq: 'a' } })).toEqual({ sql: '"t"."tags" is distinct from $1', params: ['{"a"}'] });
  });

  it('a plain value or list on an array field means any', () => {
    expect(render({ tags: 'red' })).toEqual({ sql: '"t"."tags" && $1', params: ['{"red"}'] });
    expect(render({ tags: ['red', 'blue'] }).sql).toBe('"t"."tags" && $1');
  });

  it('binds a JavaScript array for an SQL expression', () => {
    expect(render({ tagsExpr: { all: ['a', 'b'] } })).toEqual({
      sql: `coalesce("t"."tags", '{}') @> $1`,
      params: [['a', 'b']],
    });
  });

  it('handles empty lists without invalid SQL', () => {
    expect(render({ tags: { any: [] } }).sql).toBe('false');
    expect(render({ tags: { all: [] } }).sql).toBe('true');
  });

  it.each(['in', 'notin', 'lt', 'gt', 'lte', 'gte'])('refuses %s on an array field', (op) => {
    expect(errorsOf(() => compileFilter({ tags: { [op]: ['a'] } }, whitelist))).toEqual([
      { field: 'filter.tags', message: `Filter operator "${op}" does not apply to "tags".` },
    ]);
  });

  it('coerces number array elements and rejects bad ones', () => {
    expect(errorsOf(() => compileFilter({ roomIds: { any: ['1', 'x'] } }, whitelist))).toEqual([
      { field: 'filter.roomIds', message: 'Filter "roomIds" must be a number.' },
    ]);
  });
});

describe('compileFilter: shorthand, combination and NULL', () => {
  it('a plain value means eq, a list means in', () => {
    expect(render({ name: 'Kitchen' })).toEqual({ sql: '"t"."name" = $1', params: ['Kitchen'] });
    expect(render({ id: ['1', '2', '3'] })).toEqual({ sql: '"t"."id" in ($1, $2, $3)', params: [1, 2, 3] });
  });

  it('eq and nq with a list act as in and notin', () => {
    expect(render({ id: { eq: ['1'] } }).sql).toBe('"t"."id" in ($1)');
    expect(render({ id: { nq: ['1'] } }).sql).toBe('("t"."id" is null or "t"."id" not in ($1))');
  });

  it('ANDs fields and the operators of one field', () => {
    expect(render({ id: 1, price: { gte: 1, lte: 5 } })).toEqual({
      sql: '("t"."id" = $1 and ("t"."price" >= $2 and "t"."price" <= $3))',
      params: [1, '1', '5'],
    });
  });

  it('tests for NULL with eq/nq null, and refuses null elsewhere', () => {
    expect(render({ name: null }).sql).toBe('"t"."name" is null');
    expect(render({ name: { nq: null } }).sql).toBe('"t"."name" is not null');
    expect(render({ tags: { eq: null } }).sql).toBe('"t"."tags" is null');
    expect(errorsOf(() => compileFilter({ price: { lt: null } }, whitelist))).toEqual([
      { field: 'filter.price', message: 'Filter "price" operator "lt" cannot compare with null.' },
    ]);
  });

  it('empty in and notin lists select nothing and everything', () => {
    expect(render({ id: { in: [] } }).sql).toBe('false');
    expect(render({ id: { notin: [] } }).sql).toBe('true');
  });

  it('wraps an SQL expression like a column', () => {
    expect(render({ lowerName: 'tile' })).toEqual({ sql: 'lower("t"."name") = $1', params: ['tile'] });
  });

  it('returns undefined for no filter or an empty one', () => {
    expect(compileFilter(undefined, whitelist)).toBeUndefined();
    expect(compileFilter(null, whitelist)).toBeUndefined();
    expect(compileFilter({}, whitelist)).toBeUndefined();
  });
});

describe('compileFilter: dotted fields', () => {
  it('accepts a whitelisted dotted name', () => {
    expect(render({ 'profile.id': '5' })).toEqual({ sql: '"t"."profile_id" = $1', params: [5] });
  });

  it('reads the nested form as the dotted name', () => {
    expect(render({ profile: { id: { in: ['5', '6'] } } })).toEqual(render({ 'profile.id': { in: ['5', '6'] } }));
  });

  it('names the full dotted path of an unknown nested field', () => {
    expect(errorsOf(() => compileFilter({ profile: { name: 'x' } }, whitelist))).toEqual([
      { field: 'filter.profile.name', message: 'Unknown filter field "profile.name".' },
    ]);
  });
});

describe('compileFilter: coercion', () => {
  it('coerces query-string booleans', () => {
    expect(render({ archived: 'true' })).toEqual({ sql: '"t"."archived" = $1', params: [true] });
    expect(render({ archived: { nq: '0' } }).params).toEqual([false]);
  });

  it('coerces dates; a timestamp column gets an ISO instant', () => {
    expect(render({ updatedAt: { gte: '2024-05-01' } })).toEqual({
      sql: '"t"."updated_at" >= $1',
      params: ['2024-05-01T00:00:00.000Z'],
    });
    expect(render({ createdDay: { lt: '2024-05-01T10:30:00+02:00' } })).toEqual({
      sql: 'date("t"."updated_at") < $1',
      params: ['2024-05-01T08:30:00.000Z'],
    });
  });

  it('accepts numbers for text fields', () => {
    expect(render({ name: 5 }).params).toEqual(['5']);
  });

  it.each([
    [{ id: 'abc' }, 'filter.id', 'Filter "id" must be a number.'],
    [{ archived: 'yes' }, 'filter.archived', 'Filter "archived" must be true or false.'],
    [{ updatedAt: { gt: '05/01/2024' } }, 'filter.updatedAt', 'Filter "updatedAt" must be a date (YYYY-MM-DD or ISO 8601).'],
    [{ name: { eq: { a: 1 } } }, 'filter.name', 'Filter "name" must be text.'],
    [{ name: { a: 1 } }, 'filter.name', 'Unknown filter operator "a" for "name".'],
    [{ name: { eq: [{}] } }, 'filter.name', 'Filter "name" must be text.'],
    [{ id: '1.5' }, 'filter.id', 'Filter "id" must be a whole number in range.'],
    [{ id: '99999999999' }, 'filter.id', 'Filter "id" must be a whole number in range.'],
    [{ status: 'bogus' }, 'filter.status', 'Filter "status" must be one of: quoted, approved.'],
    [{ key: 'not-a-uuid' }, 'filter.key', 'Filter "key" must be a UUID.'],
    [{ price: { lt: ['1', '2'] } }, 'filter.price', 'Filter "price" operator "lt" takes a single value.'],
    [{ archived: { gt: 'true' } }, 'filter.archived', 'Filter operator "gt" does not apply to "archived".'],
    [{ name: {} }, 'filter.name', 'Filter "name" needs a value or an operator.'],
  ])('refuses %j', (filter, field, message) => {
    expect(errorsOf(() => compileFilter(filter, whitelist))).toEqual([{ field, message }]);
  });

  it('accepts valid enum members and UUIDs', () => {
    expect(render({ status: 'approved' }).params).toEqual(['approved']);
    expect(render({ key: '0b6c5d2e-8a7f-4e61-9c3b-2f1a0d9e8c7b' }).params).toHaveLength(1);
  });

  it('limits the number of listed values', () => {
    const many = Array.from({ length: MAX_FILTER_VALUES + 1 }, (_, i) => i);
    expect(errorsOf(() => compileFilter({ id: { in: many } }, whitelist))).toEqual([
      { field: 'filter.id', message: `Filter "id" accepts at most ${MAX_FILTER_VALUES} values.` },
    ]);
  });
});

describe('compileFilter: unknown fields and operators', () => {
  it('names an unknown field', () => {
    expect(errorsOf(() => compileFilter({ x: 1 }, whitelist))).toEqual([
      { field: 'filter.x', message: 'Unknown filter field "x".' },
    ]);
  });

  it('names an unknown operator and its field', () => {
    expect(errorsOf(() => compileFilter({ name: { like: 'a%' } }, whitelist))).toEqual([
      { field: 'filter.name', message: 'Unknown filter operator "like" for "name".' },
    ]);
  });

  it('does not take prototype keys for whitelisted fields', () => {
    expect(errorsOf(() => compileFilter({ toString: 1 }, whitelist))[0]?.field).toBe('filter.toString');
    expect(errorsOf(() => compileFilter(JSON.parse('{"__proto__": 1}'), whitelist))[0]?.field).toBe('filter.__proto__');
  });

  it('reports every mistake at once', () => {
    expect(errorsOf(() => compileFilter({ x: 1, id: 'a', name: { like: 'b' } }, whitelist))).toEqual([
      { field: 'filter.x', message: 'Unknown filter field "x".' },
      { field: 'filter.id', message: 'Filter "id" must be a number.' },
      { field: 'filter.name', message: 'Unknown filter operator "like" for "name".' },
    ]);
  });

  it('refuses a filter that is not an object', () => {
    expect(errorsOf(() => compileFilter('name=x', whitelist))).toEqual([
      { field: 'filter', message: 'Filter must be an object.' },
    ]);
    expect(errorsOf(() => compileFilter([1], whitelist))[0]?.field).toBe('filter');
  });
});

describe('compileSort', () => {
  const renderOrder = (list: SQL[]) => dialect.sqlToQuery(sql.join(list, sql`, `)).sql;
  const byId = [desc(t.id)];

  it('uses the default order when no sort is given', () => {
    expect(renderOrder(compileSort(undefined, whitelist, byId))).toBe('"t"."id" desc');
    expect(renderOrder(compileSort({ asc: undefined, desc: undefined }, whitelist, byId))).toBe('"t"."id" desc');
  });

  it('puts the client keys first, then the default order as tie-breaker', () => {
    expect(renderOrder(compileSort({ asc: 'name' }, whitelist, byId))).toBe('"t"."name" asc, "t"."id" desc');
  });

  it('reads comma-separated and list fields, asc before desc', () => {
    expect(renderOrder(compileSort({ desc: 'price, updatedAt', asc: ['name'] }, whitelist, byId))).toBe(
      '"t"."name" asc, "t"."price" desc, "t"."updated_at" desc, "t"."id" desc',
    );
  });

  it('sorts by SQL expressions and dotted fields', () => {
    expect(renderOrder(compileSort({ asc: 'lowerName,profile.id' }, whitelist, []))).toBe(
      'lower("t"."name") asc, "t"."profile_id" asc',
    );
  });

  it('resolves keys with their field names', () => {
    expect(resolveSort({ desc: 'id' }, whitelist)).toEqual([{ field: 'id', column: t.id, direction: 'desc' }]);
  });

  it.each([
    [{ asc: 'password' }, 'sort.asc', 'Unknown sort field "password".'],
    [{ desc: 'toString' }, 'sort.desc', 'Unknown sort field "toString".'],
    [{ up: 'name' }, 'sort', 'Unknown sort direction "up"; use "asc" or "desc".'],
    [{ asc: 5 }, 'sort.asc', 'Sort must be {"asc": "field"} or {"desc": "field"}.'],
    ['name', 'sort', 'Sort must be {"asc": "field"} or {"desc": "field"}.'],
  ])('refuses %j', (sort, field, message) => {
    expect(errorsOf(() => compileSort(sort, whitelist, byId))).toEqual([{ field, message }]);
  });
});

import { describe, expect, it } from 'vitest';
import { ValidationError } from './errors';
import { MAX_PER_PAGE, nestQuery, parseListQuery, queryBool, queryInt, splitKey, ZListQuerystring } from './query';

function errorsOf(run: () => unknown): ValidationError['errors'] {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    return (error as ValidationError).errors;
  }
  throw new Error('expected a ValidationError');
}

describe('splitKey', () => {
  it('splits bracket keys, keeping dots inside a segment', () => {
    expect(splitKey('filter[profile.id][in][]')).toEqual(['filter', 'profile.id', 'in', '']);
    expect(splitKey('search')).toEqual(['search']);
  });

  it('keeps a key that is not bracket syntax whole', () => {
    expect(splitKey('filter[name')).toEqual(['filter[name']);
  });
});

describe('nestQuery', () => {
  it('nests flat bracket keys as Fastify delivers them', () => {
    expect(
      nestQuery({
        'filter[name][eq]': 'x',
        'filter[tags][]': ['a', 'b'],
        'filter[ids][]': '1',
        'sort[asc]': 'name',
        search: 'tile',
      }),
    ).toEqual({
      filter: { name: { eq: 'x' }, tags: ['a', 'b'], ids: ['1'] },
      sort: { asc: 'name' },
      search: 'tile',
    });
  });

  it('keeps already-nested objects and merges them with flat keys', () => {
    expect(nestQuery({ filter: { name: { eq: 'x' } }, 'filter[id]': '3' })).toEqual({
      filter: { name: { eq: 'x' }, id: '3' },
    });
  });

  it('turns index keys into lists in index order', () => {
    expect(nestQuery({ 'filter[id][in][1]': '20', 'filter[id][in][0]': '10' })).toEqual({
      filter: { id: { in: ['10', '20'] } },
    });
  });

  it('makes repeated keys lists', () => {
    expect(nestQuery({ types: ['quoted', 'approved'] })).toEqual({ types: ['quoted', 'approved'] });
  });

  it.each([
    [{ '__proto__[x]': '1' }, '__proto__[x]'],
    [{ 'filter[constructor][prototype]': '1' }, 'filter[constructor][prototype]'],
    [{ 'a[b][c][d][e][f][g]': '1' }, 'a[b][c][d][e][f][g]'],
    [{ 'filter[a]': '1', 'filter[a][eq]': '2' }, 'filter[a][eq]'],
    [{ 'a[][b]': '1' }, 'a[][b]'],
  ])('refuses %j', (query, field) => {
    expect(errorsOf(() => nestQuery(query))[0]?.field).toBe(field);
  });

  it('refuses prototype keys inside nested input', () => {
    expect(() => nestQuery({ filter: JSON.parse('{"__proto__": {"x": 1}}') })).toThrow(ValidationError);
  });
});

describe('parseListQuery', () => {
  it('gives the defaults for an empty query', () => {
    expect(parseListQuery({})).toEqual({
      search: undefined,
      depth: 3,
      sortAsc: undefined,
      sortDesc: undefined,
      cursor: undefined,
      page: undefined,
      perPage: 24,
      filter: {},
      params: {},
    });
    expect(parseListQuery(undefined).perPage).toBe(24);
  });

  it('reads every plain key from flat keys', () => {
    const query = parseListQuery({
      search: 'tile',
      depth: '2',
      'sort[asc]': 'name',
      'sort[desc]': 'updatedAt',
      cursor: 'abc',
      page: '3',
      perPage: '10',
      'filter[status][in][]': ['quoted', 'approved'],
      specbook: '9',
      showPagination: 'true',
      types: 'quoted,approved',
    });
    expect(query).toEqual({
      search: 'tile',
      depth: 2,
      sortAsc: 'name',
      sortDesc: 'updatedAt',
      cursor: 'abc',
      page: 3,
      perPage: 10,
      filter: { status: { in: ['quoted', 'approved'] } },
      params: { specbook: '9', showPagination: 'true', types: 'quoted,approved' },
    });
  });

  it('gives the same answer for nested (qs-style) input', () => {
    const flat = parseListQuery({ 'filter[name][eq]': 'x', 'sort[asc]': 'name', 'filter[tags][]': ['a'] });
    const nested = parseListQuery({ filter: { name: { eq: 'x' }, tags: ['a'] }, sort: { asc: 'name' } });
    expect(nested).toEqual(flat);
  });

  it('treats any other key as a filter key', () => {
    expect(parseListQuery({ status: 'approved', 'price[gt]': '5', 'tags[]': 'red' }).filter).toEqual({
      status: 'approved',
      price: { gt: '5' },
      tags: ['red'],
    });
  });

  it('lets an explicit filter[key] win over the same plain-form key', () => {
    expect(parseListQuery({ name: 'a', 'filter[name]': 'b' }).filter).toEqual({ name: 'b' });
  });

  it('keeps the spec’s plain keys out of the filter', () => {
    const query = parseListQuery({
      includeArchived: 'true', showPrice: '1', specbookId: '4', categoryID: '7', miscCategoryHack: 'true',
      priceGroup: '2', summary: 'true', format: 'pdf', links: 'true', token: 't', startDate: '2024-01-01',
      endDate: '2024-02-01', cost: '0', searchTerm: 'x',
    });
    expect(query.filter).toEqual({});
    expect(Object.keys(query.params)).toHaveLength(14);
  });

  it('uses searchTerm as the search when search is absent', () => {
    expect(parseListQuery({ searchTerm: 'sink' }).search).toBe('sink');
    expect(parseListQuery({ searchTerm: 'sink', search: 'tap' }).search).toBe('tap');
  });

  it('caps perPage at 100 and reads pageSize as perPage', () => {
    expect(parseListQuery({ perPage: '500' }).perPage).toBe(MAX_PER_PAGE);
    expect(parseListQuery({ pageSize: '12' }).perPage).toBe(12);
  });

  it('treats empty values as absent', () => {
    const query = parseListQuery({ page: '', perPage: '', depth: '', search: '', cursor: '' });
    expect(query).toMatchObject({ page: undefined, perPage: 24, depth: 3, search: undefined, cursor: undefined });
  });

  it('joins listed sort fields', () => {
    expect(parseListQuery({ 'sort[desc][]': ['pinned', 'updatedAt'] }).sortDesc).toBe('pinned,updatedAt');
  });

  it('accepts numbers a zod querystring schema has already coerced', () => {
    expect(parseListQuery({ page: 2, perPage: 5 })).toMatchObject({ page: 2, perPage: 5 });
  });

  it.each([
    [{ page: '0' }, 'page', '"page" must be a whole number at least 1.'],
    [{ page: 'abc' }, 'page', '"page" must be a whole number at least 1.'],
    [{ perPage: '0' }, 'perPage', '"perPage" must be a whole number at least 1.'],
    [{ perPage: '2.5' }, 'perPage', '"perPage" must be a whole number at least 1.'],
    [{ depth: '11' }, 'depth', '"depth" must be a whole number from 0 to 10.'],
    [{ search: ['a', 'b'] }, 'search', '"search" must be given once, as a single value.'],
    [{ filter: 'abc' }, 'filter', 'Filter must be an object.'],
    [{ 'sort[up]': 'name' }, 'sort', 'Unknown sort direction "up"; use "asc" or "desc".'],
    [{ sort: 'name' }, 'sort', 'Sort must be sort[asc]=field or sort[desc]=field.'],
    [{ 'token[x]': 'a' }, 'token', '"token" must be a plain value.'],
  ])('refuses %j', (raw, field, message) => {
    expect(errorsOf(() => parseListQuery(raw))).toEqual([{ field, message }]);
  });
});

describe('queryBool and queryInt', () => {
  it('reads booleans', () => {
    expect(queryBool('true', 'showPrice')).toBe(true);
    expect(queryBool('0', 'showPrice')).toBe(false);
    expect(queryBool(true, 'showPrice')).toBe(true);
    expect(queryBool(undefined, 'showPrice')).toBeUndefined();
    expect(queryBool('', 'showPrice')).toBeUndefined();
    expect(errorsOf(() => queryBool('maybe', 'showPrice'))).toEqual([
      { field: 'showPrice', message: '"showPrice" must be true or false.' },
    ]);
  });

  it('reads whole numbers within bounds', () => {
    expect(queryInt('42', 'specbookId', 1)).toBe(42);
    expect(queryInt(undefined, 'specbookId')).toBeUndefined();
    expect(errorsOf(() => queryInt('-1', 'specbookId', 1))[0]?.field).toBe('specbookId');
    expect(errorsOf(() => queryInt('5', 'n', 0, 3))[0]?.message).toBe('"n" must be a whole number from 0 to 3.');
  });
});

describe('ZListQuerystring', () => {
  it('documents the plain keys and lets filter keys through', () => {
    const parsed = ZListQuerystring.parse({ search: 'x', 'filter[name]': 'y' });
    expect(parsed).toEqual({ search: 'x', 'filter[name]': 'y' });
  });
});

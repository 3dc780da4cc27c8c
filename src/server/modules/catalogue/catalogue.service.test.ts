import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceContext } from '#server/lib/context';
import { createTestServer, type TestServer } from '#server/test/server';
import { FACET_SAMPLE } from './catalogue-facets';
import { parseSearch } from './catalogue-query';
import { completeTypedWord, DENSE_SHARE, searchCatalogue } from './catalogue.service';
import { SEARCH_WINDOW } from './catalogue-ranked';
import { encodeCursor } from '#server/lib/http/pagination';
import { SPEC_SEARCH_BLOCK } from '#server/db/schema/index';

let t: TestServer;
let ctx: ServiceContext;
let mfrId: number;
const q = async <T,>(text: string, params: unknown[] = []) => (await t.database.pool.query(text, params)).rows as T[];

beforeAll(async () => {
  t = await createTestServer();
  const [user] = await q<{ id: number; account_id: number }>("select id, account_id from users where email = 'seller@specfolio.test'");
  ctx = {
    db: t.database.db,
    user: { id: user!.id, accountId: user!.account_id, email: 'seller@specfolio.test', roleNames: [], features: [], isPlatformAdmin: false, sessionId: 'test' },
    log: t.app.log,
  };
  mfrId = (await q<{ id: number }>("insert into manufacturers (name) values ('Zenith Rank Test') returning id"))[0]!.id;
  // Ranking fixtures: an exact model, a model prefix, a model containing the text, and name-only matches.
  await q(
    `insert into specs (manufacturer_id, model_number, name, description, list_price) values
      ($1, 'ZR-77', 'Plain Hook', null, 5),
      ($1, 'ZR-77-XL', 'Large Hook', null, 5),
      ($1, 'QZR-77', 'Other Hook', null, 5),
      ($1, 'ZZ-1', 'Hook for ZR-77 rails', null, 5),
      ($1, 'ZZ-2', 'Hook', 'Fits ZR-77 rails.', 5)`,
    [mfrId],
  );
});
afterAll(() => t.close());

describe('parseSearch', () => {
  it('splits words into lexemes and keeps model-like text as a normalised fragment', () => {
    expect(parseSearch('4512 bn')).toEqual({ words: [{ lexemes: ['4512'], model: '4512' }, { lexemes: ['bn'], model: 'bn' }], model: '4512bn' });
    expect(parseSearch('AQ-45')).toEqual({ words: [{ lexemes: ['aq', '45'], model: 'aq45' }], model: 'aq45' });
    expect(parseSearch('100%')).toEqual({ words: [{ lexemes: ['100'], model: undefined }], model: undefined });
    expect(parseSearch('  ')).toBeUndefined();
    expect(parseSearch("%_% ':*&!")!.words).toEqual([]);
  });
});

describe('searchCatalogue ranking', () => {
  it('ranks the exact model, then model prefixes, then by text rank (name above description above model-only)', async () => {
    const { rows } = await searchCatalogue(ctx, { search: 'zr-77', perPage: 10 });
    expect(rows.map((r) => r.modelNumber)).toEqual(['ZR-77', 'ZR-77-XL', 'ZZ-1', 'ZZ-2', 'QZR-77']);
  });

  it('ranks an exact model first even when more than SEARCH_WINDOW specs match the words before it', async () => {
    await q(
      `insert into specs (manufacturer_id, model_number, name, list_price)
       select $1, 'WX-' || g, 'Window Basin WB 88 no. ' || g, 5 from generate_series(1, $2) g`,
      [mfrId, SEARCH_WINDOW + 10],
    );
    await q(`insert into specs (manufacturer_id, model_number, name, list_price) values ($1, 'WB-88', 'Target Basin', 5)`, [mfrId]);
    const first = await searchCatalogue(ctx, { search: 'WB-88', perPage: 3 });
    expect(first.rows.map((r) => r.modelNumber)[0]).toBe('WB-88');
    expect(first.facets!.sampled).toBe(true);
    // The next page follows the cursor within the ranked window, without repeats.
    const next = await searchCatalogue(ctx, { search: 'WB-88', perPage: 3, cursor: encodeCursor(first.nextCursor!) });
    expect(next.rows).toHaveLength(3);
    expect(next.rows.some((r) => first.rows.some((f) => f.id === r.id))).toBe(false);
    await q("delete from specs where model_number like 'WX-%' or model_number = 'WB-88'");
  });

  it('tsquery operators in the text are plain characters', async () => {
    await expect(searchCatalogue(ctx, { search: "hook:* | !(' & ", perPage: 10 })).resolves.toBeTruthy();
    expect((await searchCatalogue(ctx, { search: 'hook:*', perPage: 10 })).rows.length).toBe(5);
  });
});

describe('searchCatalogue facets', () => {
  it('counts exactly up to the sample, then over a sample of FACET_SAMPLE matches and says so', async () => {
    const small = await searchCatalogue(ctx, { search: 'hook', perPage: 1 });
    expect(small.total).toBe(5);
    expect(small.facets).toMatchObject({ sampled: false, manufacturer: [{ value: String(mfrId), label: 'Zenith Rank Test', count: 5 }], price: [{ value: '0-100', label: 'Under $100', count: 5 }] });
    await q(
      `insert into specs (manufacturer_id, model_number, name, finish, list_price)
       select $1, 'BULK-' || g, 'Bulk Widget ' || g, case when g % 2 = 0 then 'Even' else 'Odd' end, 1000 + g from generate_series(1, $2) g`,
      [mfrId, FACET_SAMPLE + 100],
    );
    const big = await searchCatalogue(ctx, { search: 'widget', perPage: 5 });
    expect(big.total).toBeNull();
    expect(big.nextCursor).not.toBeNull();
    expect(big.facets!.sampled).toBe(true);
    expect(big.facets!.finish.reduce((n, f) => n + f.count, 0)).toBe(FACET_SAMPLE + 1);
    expect(big.facets!.price).toEqual([{ value: '1000-', label: '$1,000 and up', gte: 1000, lt: null, count: FACET_SAMPLE + 1 }]);
    const paged = await searchCatalogue(ctx, { search: 'widget', perPage: 5, page: 1 });
    expect(paged.total).toBe(FACET_SAMPLE + 100);
  });
});

describe('searchCatalogue in blocks of ids (decision 043)', () => {
  /** Inserts `n` specs named `name` with ids from `firstId`, of `finish`. */
  const insertAt = (firstId: number, n: number, name: string, finish: string) =>
    q(
      `insert into specs (id, manufacturer_id, model_number, name, finish, list_price)
       select $2 + g, $1, 'BLK-' || ($2 + g), $3 || ' ' || g, $4, 150 from generate_series(0, $5 - 1) g`,
      [mfrId, firstId, name, finish, n],
    );

  it('finds matches in every block, with a filter, and counts them exactly (dense and rare texts)', async () => {
    await insertAt(2 * SPEC_SEARCH_BLOCK + 10, 3, 'Quokka Spigot', 'Ember');
    await insertAt(5 * SPEC_SEARCH_BLOCK + 10, 4, 'Quokka Spigot', 'Ember');
    await insertAt(5 * SPEC_SEARCH_BLOCK + 100, 4, 'Quokka Spigot', 'Frost');
    await insertAt(6 * SPEC_SEARCH_BLOCK, 300, 'Filler Spigot', 'Frost');
    await q('analyze specs');
    // 'quokka' is rare (one scan of the whole index); 'spigot' is dense (block by block).
    expect((await searchCatalogue(ctx, { search: 'spigot', filter: { finish: 'Ember' }, perPage: 24 })).total).toBe(7);
    const all = await searchCatalogue(ctx, { search: 'quokka spig', perPage: 24 });
    expect(all.total).toBe(11);
    const filtered = await searchCatalogue(ctx, { search: 'quokka', filter: { finish: 'Ember', price: { gte: 100, lte: 500 } }, perPage: 24 });
    expect(filtered.total).toBe(7);
    expect(filtered.rows.every((r) => r.finishName === 'Ember')).toBe(true);
    expect(new Set(filtered.rows.map((r) => Math.floor(r.id / SPEC_SEARCH_BLOCK)))).toEqual(new Set([2, 5]));
  });

  it('fills the window with the first blocks in order and stops there', async () => {
    await insertAt(3 * SPEC_SEARCH_BLOCK, 600, 'Wombat Sconce', 'Early');
    await insertAt(4 * SPEC_SEARCH_BLOCK, 600, 'Wombat Sconce', 'Late');
    await q('analyze specs');
    const found = await searchCatalogue(ctx, { search: 'wombat sconce', perPage: 5 });
    expect(found.total).toBeNull();
    expect(found.facets!.finish).toEqual([
      { value: 'Early', label: 'Early', count: 600 },
      { value: 'Late', label: 'Late', count: SEARCH_WINDOW - 600 },
    ]);
    // Paging by cursor stays within the window, without repeats.
    const next = await searchCatalogue(ctx, { search: 'wombat sconce', perPage: 5, cursor: encodeCursor(found.nextCursor!) });
    expect(next.rows.some((r) => found.rows.some((f) => f.id === r.id))).toBe(false);
  });

  it('estimates the share of the catalogue a text matches from pg_stats: its rarest word, the typed word with all its completions', async () => {
    await q('analyze specs');
    const [{ n }] = (await q<{ n: number }>('select count(*)::int as n from specs')) as [{ n: number }];
    const dense = await completeTypedWord(ctx, parseSearch('wombat scon')!);
    expect(dense.completions).toEqual(['sconc']);
    expect(dense.share).toBeGreaterThanOrEqual(DENSE_SHARE);
    expect(dense.share).toBeCloseTo(1200 / n, 1);
    const rare = await completeTypedWord(ctx, parseSearch('wombat quokk')!);
    expect(rare.share).toBeLessThan(DENSE_SHARE);
    expect((await completeTypedWord(ctx, parseSearch('wombat zzqx')!)).share).toBe(0);
  });
});

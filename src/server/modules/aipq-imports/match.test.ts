import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlOne } from '#server/modules/notifications/collab-test-kit';
import { createTestServer, type TestServer } from '#server/test/server';
import { MATCH_THRESHOLDS } from '#shared/lib/aipq';
import { matchLines, type Candidate, type MatchLine } from './match';

let t: TestServer;
let accountId: number;
let otherAccountId: number;
const ids: Record<string, number> = {};
const q = async <T,>(text: string, params: unknown[] = []) => (await t.database.pool.query(text, params)).rows as T[];

async function spec(label: string, maker: number, model: string, name: string, extra: { account?: number; archived?: boolean } = {}): Promise<void> {
  const [row] = await q<{ id: number }>('insert into specs (account_id, manufacturer_id, model_number, name, list_price, archived) values ($1, $2, $3, $4, 100, $5) returning id', [
    extra.account ?? null,
    maker,
    model,
    name,
    extra.archived ?? false,
  ]);
  ids[label] = row!.id;
}

const match = (lines: MatchLine[], supplier = '') => t.database.db.transaction((tx) => matchLines(tx, accountId, supplier, lines));
const line = (model: string, manufacturer: string | null = null, name: string | null = null): MatchLine => ({ model, manufacturer, name });
const top = (candidates: Candidate[]) => candidates[0];

beforeAll(async () => {
  t = await createTestServer();
  ({ accountId } = await sqlOne<{ accountId: number }>(t, "select account_id as \"accountId\" from users where email = 'seller@specfolio.test'"));
  ({ accountId: otherAccountId } = await sqlOne<{ accountId: number }>(t, "select account_id as \"accountId\" from users where email = 'other@specfolio.test'"));
  const { id: aquafin } = await sqlOne<{ id: number }>(t, "insert into manufacturers (name) values ('Aquafin Test Works') returning id");
  const { id: brightline } = await sqlOne<{ id: number }>(t, "insert into manufacturers (name) values ('Brightline Test') returning id");
  const { id: corvid } = await sqlOne<{ id: number }>(t, "insert into manufacturers (name) values ('Corvid Test Fixtures') returning id");
  ids.brightline = brightline;
  ids.corvid = corvid;
  await spec('exact', aquafin, 'QXA-2345-BN', 'Widespread Lavatory Faucet');
  await spec('twinA', aquafin, 'QXB-100', 'Kitchen Faucet Pull-down');
  await spec('twinB', brightline, 'QXB-100', 'Shower Valve');
  await spec('ocr', aquafin, 'QXC-701', 'Towel Ring');
  await spec('base', aquafin, 'QXF-500', 'Toilet Seat');
  await spec('finish', aquafin, 'QXG-600-CP', 'Grab Bar 24in');
  await spec('trigram', brightline, 'QXT-123456', 'Floor Drain');
  await spec('remembered', brightline, 'ZZR-42', 'Remembered Valve');
  await spec('foreign', brightline, 'QXH-900', 'Other account spec', { account: otherAccountId });
  await spec('archived', brightline, 'QXI-901', 'Archived spec', { archived: true });
  await spec('own', brightline, 'QXJ-902', 'Own spec', { account: accountId });
  // Two makers' specs of one model, the wrong one first by id: only the alias or the description tells them apart.
  await spec('aliasWrong', aquafin, 'QXK-300', 'Shower Valve Trim');
  await spec('aliasRight', corvid, 'QXK-300', 'Widespread Lavatory Faucet');
  await q("insert into manufacturer_aliases (account_id, manufacturer_id, alias, alias_key) values (null, $1, 'CTF Inc.', 'ctfinc')", [corvid]);
  await q("insert into manufacturer_aliases (account_id, manufacturer_id, alias, alias_key) values ($1, $2, 'Brite', 'brite')", [accountId, corvid]);
  await q("insert into manufacturer_aliases (account_id, manufacturer_id, alias, alias_key) values ($1, $2, 'ZQ Brands', 'zqbrands')", [otherAccountId, corvid]);
});
afterAll(() => t.close());

describe('matchLines', () => {
  it('(2) imports an exact normalised model of the same manufacturer directly (a known name spelt differently too)', async () => {
    const [a, b] = await match([line('qxa 2345 bn', 'Aquafin Test Works', 'Lavatory faucet'), line('QXA-2345-BN', 'AQUAFIN TEST', null)]);
    expect(top(a!)).toMatchObject({ specId: ids.exact, step: 'model' });
    expect(top(a!)!.score).toBeGreaterThanOrEqual(MATCH_THRESHOLDS.high);
    expect(top(b!)!.score).toBeGreaterThanOrEqual(MATCH_THRESHOLDS.high);
  });

  it('(3) ranks specs of one model by manufacturer and name, and sends a doubtful one to review', async () => {
    const [byMaker, byName, wrongMaker] = await match([line('QXB-100', 'Brightline'), line('QXB100', null, 'Pull-down kitchen faucet'), line('QXB-100', 'Nobody Plumbing', 'Shower valve')]);
    expect(byMaker!.map((c) => c.specId)).toEqual([ids.twinB, ids.twinA]);
    expect(top(byMaker!)!.score).toBeGreaterThanOrEqual(MATCH_THRESHOLDS.high);
    expect(top(byName!)!.specId).toBe(ids.twinA);
    expect(top(byName!)!.score).toBeLessThan(MATCH_THRESHOLDS.high);
    expect(top(wrongMaker!)!.specId).toBe(ids.twinB);
    expect(top(wrongMaker!)!.score).toBeGreaterThanOrEqual(MATCH_THRESHOLDS.review);
    expect(top(wrongMaker!)!.score).toBeLessThan(MATCH_THRESHOLDS.high);
  });

  it('(4) finds OCR misreadings and finish variants, for review', async () => {
    const [ocr, suffix, missingSuffix] = await match([line('QXC-7O1', 'Aquafin Test Works'), line('QXF-500-BN', 'Aquafin Test Works'), line('QXG-600', 'Aquafin Test Works')]);
    for (const [found, label] of [[ocr, 'ocr'], [suffix, 'base'], [missingSuffix, 'finish']] as const) {
      expect(top(found!)).toMatchObject({ specId: ids[label], step: 'variant' });
      expect(top(found!)!.score).toBeGreaterThanOrEqual(MATCH_THRESHOLDS.review);
      expect(top(found!)!.score).toBeLessThan(MATCH_THRESHOLDS.high);
    }
  });

  it('(5) offers trigram-alike models for the rest, never for import without review', async () => {
    const [near, nothing] = await match([line('QXT-123465', 'Brightline Test'), line('ZQWV-88888')]);
    expect(top(near!)).toMatchObject({ specId: ids.trigram, step: 'trigram' });
    expect(top(near!)!.score).toBeLessThan(MATCH_THRESHOLDS.high);
    expect(nothing).toEqual([]);
  });

  it('(1) a match remembered for the supplier wins at once, for that supplier only', async () => {
    await q('insert into supplier_matches (account_id, supplier_key, model_key, spec_id, score) values ($1, $2, $3, $4, 1)', [accountId, 'acmesupply', 'zz99', ids.remembered]);
    const [remembered] = await match([line('ZZ-99')], 'acmesupply');
    expect(top(remembered!)).toMatchObject({ specId: ids.remembered, step: 'supplier', score: 1 });
    const [elsewhere] = await match([line('ZZ-99')], 'othersupply');
    expect(elsewhere!.map((c) => c.specId)).not.toContain(ids.remembered);
  });

  it('only offers specs the account sees: global and its own, not archived', async () => {
    const [foreign, archived, own] = await match([line('QXH-900'), line('QXI-901'), line('QXJ-902', 'Brightline Test')]);
    expect(foreign!.map((c) => c.specId)).not.toContain(ids.foreign);
    expect(archived!.map((c) => c.specId)).not.toContain(ids.archived);
    expect(top(own!)).toMatchObject({ specId: ids.own });
  });

  it('keeps at most three candidates, best first, and none for a line without a model', async () => {
    const [many, blank] = await match([line('QXB-10'), line('--')]);
    expect(many!.length).toBeLessThanOrEqual(3);
    expect(many!.map((c) => c.score)).toEqual([...many!.map((c) => c.score)].sort((x, y) => y - x));
    expect(blank).toEqual([]);
  });

  it("(3) a manufacturer named by a global alias or the account's own is the same manufacturer: imported directly", async () => {
    const [global, own] = await match([line('QXK-300', 'CTF, Inc'), line('QXK300', 'BRITE')]);
    for (const found of [global, own]) {
      expect(top(found!)).toMatchObject({ specId: ids.aliasRight, step: 'model' });
      expect(top(found!)!.score).toBeGreaterThanOrEqual(MATCH_THRESHOLDS.high);
    }
  });

  it("ignores another account's aliases", async () => {
    const [foreignAlias] = await match([line('QXK-300', 'ZQ Brands')]);
    expect(top(foreignAlias!)!.score).toBeLessThan(MATCH_THRESHOLDS.high);
  });

  it('(3) without a manufacturer, ranks specs of one model by how alike the description is to their names (pg_trgm)', async () => {
    const [abbreviated] = await match([line('QXK-300', null, 'Widesprd lavatry fct')]);
    expect(abbreviated!.map((c) => c.specId)).toEqual([ids.aliasRight, ids.aliasWrong]);
    expect(top(abbreviated!)!.score).toBeLessThan(MATCH_THRESHOLDS.high);
  });
});

// Catalogue search benchmark: 1,000,000 global specs (200 manufacturers, 15 finishes, 60
// collections, 6 categories, four finishes per base model), then the search calls under load.
// Budget: p95 < 50 ms (DESIGN.md). autocannon reports p97.5, not p95: p97.5 is printed as an
// upper bound of p95. Also prints the SQL time of each search's statements (EXPLAIN ANALYZE).
// Run: npx tsx bench/catalogue-search.ts   (CONNECTIONS=n, DURATION=s, SPECS=n to change)
import autocannon from 'autocannon';
import type pg from 'pg';
import { startBenchServer, type BenchServer } from './lib';

const SPECS = Number(process.env.SPECS ?? 1_000_000);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 4);
const DURATION = Number(process.env.DURATION ?? 8);

const STEMS = ['Aqualine', 'Brookfield', 'Cascade', 'Delmar', 'Everton', 'Fairhaven', 'Granite', 'Hollis', 'Ironwood', 'Juniper',
  'Kingsley', 'Lumen', 'Marlow', 'Norwood', 'Oakridge', 'Prescott', 'Quarry', 'Redstone', 'Sterling', 'Tidewater'];
const SUFFIXES = ['Bath', 'Kitchen', 'Lighting', 'Plumbing', 'Hardware', 'Design', 'Works', 'Studio', 'Supply', 'Fixtures'];
const FINISHES: [string, string][] = [['BN', 'Brushed Nickel'], ['MB', 'Matte Black'], ['CP', 'Polished Chrome'], ['SB', 'Satin Brass'],
  ['CB', 'Champagne Bronze'], ['ORB', 'Oil Rubbed Bronze'], ['PN', 'Polished Nickel'], ['SS', 'Stainless Steel'], ['GG', 'Graphite Gray'],
  ['WH', 'White'], ['AB', 'Antique Brass'], ['BG', 'Brushed Gold'], ['PB', 'Polished Brass'], ['VB', 'Venetian Bronze'], ['MW', 'Matte White']];
const COLLECTIONS = ['Linea', 'Arden', 'Bellamy', 'Cortland', 'Devon', 'Elara', 'Fenwick', 'Gatsby', 'Harlow', 'Isla', 'Jasper', 'Kensington',
  'Lyric', 'Monroe', 'Nova', 'Orion', 'Parker', 'Quincy', 'Riviera', 'Sable', 'Tribeca', 'Umbra', 'Vesper', 'Willow', 'Xavier', 'Yardley',
  'Zephyr', 'Ashby', 'Bristol', 'Cambria', 'Dalton', 'Emery', 'Finley', 'Grove', 'Hudson', 'Ivy', 'Jett', 'Kinsey', 'Lennox', 'Mercer',
  'Nash', 'Oslo', 'Pembroke', 'Quill', 'Rowan', 'Sutton', 'Tate', 'Upton', 'Vale', 'Wren', 'Yates', 'Zane', 'Alder', 'Birch', 'Cedar',
  'Dune', 'Elm', 'Fern', 'Glen', 'Haven'];
const TYPES: [string, string][] = [['Vessel Faucet', 'Bath'], ['Widespread Lavatory Faucet', 'Bath'], ['Single Handle Faucet', 'Bath'],
  ['Shower Head', 'Bath'], ['Thermostatic Valve Trim', 'Plumbing'], ['Freestanding Tub Filler', 'Bath'], ['Pull-Down Kitchen Faucet', 'Kitchen'],
  ['Bar Faucet', 'Kitchen'], ['Pot Filler', 'Kitchen'], ['Undermount Sink', 'Kitchen'], ['Drop-In Sink', 'Kitchen'], ['Range Hood', 'Appliances'],
  ['Dishwasher', 'Appliances'], ['Cabinet Pull', 'Decorative Hardware'], ['Cabinet Knob', 'Decorative Hardware'], ['Door Lever', 'Decorative Hardware'],
  ['Globe Pendant', 'Lighting'], ['Wall Sconce', 'Lighting'], ['Vanity Light', 'Lighting'], ['Chandelier', 'Lighting'], ['Toilet', 'Plumbing'],
  ['Towel Bar', 'Bath'], ['Robe Hook', 'Bath'], ['Grab Bar', 'Bath']];

/** Seeds the manufacturers and SPECS global specs with set-based SQL, rebuilding the search indexes afterwards. */
async function seedCatalogue(server: BenchServer): Promise<{ manufacturerId: number; sampleModel: string }> {
  const db = await server.sql();
  try {
    const t0 = Date.now();
    const names = STEMS.flatMap((s) => SUFFIXES.map((x) => `${s} ${x}`));
    const { rows: mfrs } = await db.query<{ id: number }>('insert into manufacturers (name) select unnest($1::text[]) returning id', [names]);
    const ids = mfrs.map((m) => m.id);
    const prefixes = names.map((_, i) => String.fromCharCode(65 + (i % 26)) + String.fromCharCode(65 + Math.floor(i / 26)));
    const { rows: indexes } = await db.query<{ indexname: string; indexdef: string }>(
      "select indexname, indexdef from pg_indexes where tablename = 'specs' and indexname <> 'specs_pkey'",
    );
    for (const ix of indexes) await db.query(`drop index ${ix.indexname}`);
    await db.query("set maintenance_work_mem = '512MB'");
    await db.query(
      `insert into specs (manufacturer_id, model_number, base_model, name, description, finish, collection, category, style, material, list_price, upc)
       select ($1::int[])[1 + mi], base || '-' || ($3::text[])[1 + fi], base,
              ($6::text[])[1 + ti] || ' ' || ($5::text[])[1 + ci],
              'The ' || ($5::text[])[1 + ci] || ' ' || lower(($6::text[])[1 + ti]) || ' in ' || lower(($4::text[])[1 + fi]) || ', solid brass construction, lifetime warranty.',
              ($4::text[])[1 + fi], ($5::text[])[1 + ci], ($7::text[])[1 + ti],
              (array['Modern','Transitional','Traditional','Industrial'])[1 + (b % 4)], (array['Brass','Stainless Steel','Zinc','Ceramic'])[1 + (mi % 4)],
              (49 + (b * 37 + mi * 11) % 2400)::numeric + 0.99, lpad((100000000000 + g)::text, 12, '0')
       from (
         select g, mi, r / 4 as b, ((r % 4) + r / 4) % $8 as fi, (r / 4 * 31 + mi) % $9 as ti, (r / 4 + mi * 3) % $10 as ci,
                ($2::text[])[1 + mi] || '-' || (1000 + (r / 4) * 7 % 9000) as base
         from (select g, g % 200 as mi, g / 200 as r from generate_series(0, $11 - 1) g) x
       ) y`,
      [ids, prefixes, FINISHES.map((f) => f[0]), FINISHES.map((f) => f[1]), COLLECTIONS, TYPES.map((t) => t[0]), TYPES.map((t) => t[1]),
        FINISHES.length, TYPES.length, COLLECTIONS.length, SPECS],
    );
    const t1 = Date.now();
    for (const ix of indexes) await db.query(ix.indexdef);
    await db.query('analyze specs');
    await db.query('analyze manufacturers');
    console.log(`seeded ${SPECS.toLocaleString('en-US')} specs in ${((t1 - t0) / 1000).toFixed(1)} s, indexes rebuilt in ${((Date.now() - t1) / 1000).toFixed(1)} s`);
    const { rows: [sample] } = await db.query<{ model_number: string }>('select model_number from specs where manufacturer_id = $1 order by id offset 4000 limit 1', [ids[0]]);
    return { manufacturerId: ids[0]!, sampleModel: sample!.model_number };
  } finally {
    await db.end();
  }
}

/** One autocannon run; prints req/s, p50, p97.5 (≥ p95), p99 and errors. */
async function row(title: string, url: string, token: string, body?: string): Promise<void> {
  const result = await autocannon({
    url,
    method: body ? 'POST' : 'GET',
    body,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  });
  const errors = result.errors + result.non2xx;
  const l = result.latency;
  console.log(`| ${title} | ${Math.round(result.requests.average)} | ${l.p50} | ${l.p97_5} | ${l.p99} | ${errors} |`);
}

async function sqlTimes(db: pg.Client, title: string, statement: string): Promise<void> {
  const { rows } = await db.query<{ 'QUERY PLAN': string }>(`explain (analyze, format text) ${statement}`);
  const total = rows.map((r) => r['QUERY PLAN']).find((l) => l.startsWith('Execution Time'));
  console.log(`  sql ${title}: ${total}`);
}

const server = await startBenchServer();
try {
  const { manufacturerId, sampleModel } = await seedCatalogue(server);
  const { token, userId } = await server.login();
  const u = `http://127.0.0.1:${server.port}/api/v4/user/${userId}/specs`;
  const compact = sampleModel.replace(/-/g, '').toLowerCase();
  const parts = sampleModel.split('-');
  console.log(`\n${CONNECTIONS} connections, ${DURATION} s each; ${SPECS.toLocaleString('en-US')} catalogue specs; sample model ${sampleModel}\n`);
  console.log('| call | req/s | p50 ms | p97.5 ms (≥ p95) | p99 ms | errors |\n|---|---|---|---|---|---|');
  const e = encodeURIComponent;
  await row(`exact model '${compact}' (cursor, facets)`, `${u}?cursor=&search=${e(compact)}`, token);
  await row(`partial model '${parts[0]}-${parts[1]!.slice(0, 2)}' (cursor, facets)`, `${u}?cursor=&search=${e(`${parts[0]}-${parts[1]!.slice(0, 2)}`)}`, token);
  await row(`model and finish '${parts[1]} ${parts[2]!.toLowerCase()}'`, `${u}?cursor=&search=${e(`${parts[1]} ${parts[2]!.toLowerCase()}`)}`, token);
  await row("words 'vessel faucet brushed' (broad, sampled facets)", `${u}?cursor=&search=${e('vessel faucet brushed')}`, token);
  await row("manufacturer and word 'aqualine faucet'", `${u}?cursor=&search=${e('aqualine faucet')}`, token);
  await row("'faucet' + filter[finish]=Matte Black + price 100–500", `${u}?cursor=&search=faucet&filter[finish]=${e('Matte Black')}&filter[price][gte]=100&filter[price][lte]=500`, token);
  await row('no search, filter[manufacturer] (first page by name)', `${u}?cursor=&filter[manufacturer]=${manufacturerId}`, token);
  await row('no search, whole catalogue (first page, sampled facets)', `${u}?cursor=`, token);
  await row(`Assign Spec: searchTerm='${parts[0]}-${parts[1]}'&page=1 (exact total)`, `${u}?searchTerm=${e(`${parts[0]}-${parts[1]}`)}&page=1&perPage=10`, token);
  await row("POST specs/search {search:'pendant', filter:{category:'Lighting'}}", `${u}/search`, token,
    JSON.stringify({ searchSpecsRequest: { search: 'pendant', filter: { category: 'Lighting' } } }));
  const db = await server.sql();
  try {
    const { rows: [spec] } = await db.query<{ id: number }>('select id from specs where model_number = $1', [sampleModel]);
    await row('GET {u}/specs/{specId} (with variants)', `${u}/${spec!.id}`, token);
    console.log('\nSQL execution times (one run, warm cache):');
    await sqlTimes(db, "text match 'vessel faucet brushed' count", "select count(*) from specs where search_vector @@ to_tsquery('simple', 'vessel:* & faucet:* & brushed:*')");
    await sqlTimes(db, `trigram '%${compact.slice(0, 5)}%' count`, `select count(*) from specs where model_normalized like '%${compact.slice(0, 5)}%'`);
  } finally {
    await db.end();
  }
  await server.stop();
} finally {
  await server.cleanup();
}

// Catalogue search benchmark: 1,000,000 global specs (200 manufacturers, 15 finishes, 60
// collections, 6 categories, four finishes per base model), then the search calls under load.
// Budget: p95 < 50 ms (DESIGN.md). autocannon reports p97.5, not p95: p97.5 is printed as an
// upper bound of p95. Also prints the SQL time of each search's statements (EXPLAIN ANALYZE).
// Run: npx tsx bench/catalogue-search.ts   (CONNECTIONS=n, DURATION=s, SPECS=n to change)
import autocannon from 'autocannon';
import type pg from 'pg';
import { startBenchServer } from './lib';
import { seedCatalogue } from './seed-catalogue';

const SPECS = Number(process.env.SPECS ?? 1_000_000);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 4);
const DURATION = Number(process.env.DURATION ?? 8);

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
  const { manufacturerId, sampleModel } = await seedCatalogue(server, SPECS);
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

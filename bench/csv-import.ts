// CSV import benchmark: a catalogue of global specs (seed-catalogue.ts), a 50,000-row CSV built
// from them (20 rooms, quantities, list and sale prices, statuses, a tenth of the rows naming no
// catalogue spec), imported into an empty specbook through the API; prints the time from the
// upload to the completed import, then the export of the imported specbook. Budget (DESIGN.md):
// CSV import of 50,000 rows < 20 s.
// Run: npx tsx bench/csv-import.ts   (SPECS=n catalogue size, default 1,000,000; ROWS=n, default 50,000)
import { stringify } from 'csv-stringify/sync';
import { startBenchServer } from './lib';
import { seedCatalogue } from './seed-catalogue';

const SPECS = Number(process.env.SPECS ?? 1_000_000);
const ROWS = Number(process.env.ROWS ?? 50_000);
const STATUSES = ['Open', 'Approved', 'Ordered', 'Rejected'];

const server = await startBenchServer();
try {
  await seedCatalogue(server, SPECS);
  const db = await server.sql();
  const { rows: specs } = await db.query<{ manufacturer: string; model: string; list: string }>(
    `select m.name as manufacturer, s.model_number as model, s.list_price::text as list
       from specs s join manufacturers m on m.id = s.manufacturer_id
      where s.id % greatest(1, (select count(*) from specs) / $1) = 0 order by s.id limit $1`,
    [ROWS],
  );
  await db.end();
  const records = Array.from({ length: ROWS }, (_, i) => {
    const spec = specs[i % specs.length]!;
    const unmatched = i % 10 === 9;
    const sale = (Number(spec.list) * 0.85).toFixed(2);
    return [`Room ${(i % 20) + 1}`, spec.manufacturer, unmatched ? `NOPE-${i}` : spec.model, 1 + (i % 4), spec.list, sale, STATUSES[i % 4]];
  });
  const csv = stringify([['Room', 'Manufacturer', 'Model Number', 'Quantity', 'List Price', 'Sale Price', 'Status'], ...records]);
  console.log(`CSV: ${ROWS.toLocaleString('en-US')} rows, ${(csv.length / 1024 / 1024).toFixed(1)} MB, catalogue ${SPECS.toLocaleString('en-US')} specs`);

  const { token, userId } = await server.login();
  const api = `http://127.0.0.1:${server.port}/api/v4/user/${userId}`;
  const auth = { authorization: `Bearer ${token}` };
  const sql = await server.sql();
  const { rows: [book] } = await sql.query<{ id: number }>(
    "insert into specbooks (account_id, user_id, name) select account_id, id, 'CSV bench' from users where id = $1 returning id",
    [userId],
  );
  await sql.end();
  const specbookId = book!.id;

  const form = new FormData();
  form.append('separator', 'comma');
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'bench.csv');
  const t0 = Date.now();
  const started = await fetch(`${api}/specbook/${specbookId}/csv/import`, { method: 'POST', headers: auth, body: form });
  const answered = Date.now() - t0;
  if (started.status !== 202) throw new Error(`import refused: ${started.status} ${await started.text()}`);
  const location = started.headers.get('location')!;
  let status: { status: string; complete: boolean; counts: Record<string, number>; message: string };
  for (;;) {
    status = ((await fetch(`http://127.0.0.1:${server.port}${location}`, { headers: auth }).then((r) => r.json())) as { data: typeof status }).data;
    if (status.complete) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const total = Date.now() - t0;
  console.log(`upload answered (202) in ${answered} ms; import ${status.status} after ${(total / 1000).toFixed(1)} s: ${status.message}`);
  console.log(`counts: ${JSON.stringify(status.counts)}`);
  console.log(`budget < 20 s: ${total < 20_000 ? 'met' : 'NOT met'}`);

  const t1 = Date.now();
  const exported = await fetch(`${api}/specbook/${specbookId}/csv`, { headers: auth }).then((r) => r.text());
  console.log(`export of the imported specbook: ${exported.split('\n').length - 2} rows, ${(exported.length / 1024 / 1024).toFixed(1)} MB in ${((Date.now() - t1) / 1000).toFixed(1)} s`);
} finally {
  await server.stop();
  await server.cleanup();
}

// AI PDF-quote import benchmark: a catalogue of global specs (seed-catalogue.ts), a complete
// extraction of LINES quote lines in two sections built from it — half exact (model and
// manufacturer), a tenth with an OCR misreading (O for 0, l for 1, S for 5), a tenth without the
// finish suffix, a tenth naming another manufacturer, a fifth not in the catalogue — imported into
// an empty specbook through the API; prints the time from the request to the completed import
// and its counts. Matching runs one indexed query per step for the whole table (decision 057).
// Run: npx tsx bench/aipq-match.ts   (SPECS=n catalogue size, default 1,000,000; LINES=n, default 1,000)
import { startBenchServer } from './lib';
import { seedCatalogue } from './seed-catalogue';

const SPECS = Number(process.env.SPECS ?? 1_000_000);
const LINES = Number(process.env.LINES ?? 1000);

/** An OCR misreading of a model: the first 0, 1 or 5 read as a letter. */
function misread(model: string): string {
  return model.replace(/[015]/, (d) => ({ '0': 'O', '1': 'l', '5': 'S' })[d] ?? d);
}

/** The line a catalogue spec becomes on the quote, by its place in the quote. */
function lineOf(i: number, spec: { manufacturer: string; model: string; name: string; list: string }): string[] {
  const room = i < LINES / 2 ? 'Kitchen' : 'Master Bath';
  const price = (Number(spec.list) * 0.9).toFixed(2);
  const kind = i % 10;
  const model = kind === 5 ? misread(spec.model) : kind === 6 ? spec.model.replace(/-[A-Z]+$/, '') : kind >= 8 ? `QX-${100000 + i}` : spec.model;
  const maker = kind === 7 ? 'Some Other Brand' : spec.manufacturer;
  return [room, model, spec.name, maker, String(1 + (i % 3)), price, (Number(price) * (1 + (i % 3))).toFixed(2)];
}

const server = await startBenchServer();
try {
  await seedCatalogue(server, SPECS);
  const { token, userId } = await server.login();
  const db = await server.sql();
  const { rows: specs } = await db.query<{ manufacturer: string; model: string; name: string; list: string }>(
    `select m.name as manufacturer, s.model_number as model, s.name, coalesce(s.list_price, 100)::text as list
       from specs s join manufacturers m on m.id = s.manufacturer_id
      where s.account_id is null and s.id % greatest(1, (select count(*) from specs) / $1) = 0 order by s.id limit $1`,
    [LINES],
  );
  const rows = Array.from({ length: LINES }, (_, i) => lineOf(i, specs[i % specs.length]!));
  const table = {
    id: 't1',
    title: 'Bench quote',
    columns: ['Room', 'Item', 'Description', 'Brand', 'Qty', 'Unit Price', 'Amount'],
    rows,
    lines: rows.map((cells) => ({ cells, boxes: cells.map(() => null), confidence: 0.97, checks: [] })),
    roles: { model: 1, name: 2, manufacturer: 3, room: 0, quantity: 4, unitPrice: 5, amount: 6 },
  };
  const { rows: [ids] } = await db.query<{ book: number; extraction: number }>(
    `with u as (select id, account_id from users where id = $1),
          b as (insert into specbooks (account_id, user_id, name) select account_id, id, 'AIPQ bench' from u returning id),
          f as (insert into aipq_files (account_id, user_id, file_name, file_key, status, page_count)
                select account_id, id, 'bench-quote.pdf', 'aipq/bench.pdf', 'complete', 1 from u returning id),
          e as (insert into aipq_extractions (account_id, user_id, file_id, engine, name, status, supplier, tables)
                select u.account_id, u.id, f.id, 'layout', 'Bench quote', 'complete', 'Bench Supply', $2 from u, f returning id)
     select (select id from b) as book, (select id from e) as extraction`,
    [userId, JSON.stringify([table])],
  );
  await db.end();
  console.log(`quote: ${LINES.toLocaleString('en-US')} lines, catalogue ${SPECS.toLocaleString('en-US')} specs`);

  const api = `http://127.0.0.1:${server.port}`;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const body = { createImportRequest: { extraction: { id: ids!.extraction }, tables: [{ table: { id: 't1' }, map: { model: 1, category: 0, manufacturer: 3 } }] } };
  const t0 = Date.now();
  const started = await fetch(`${api}/api/v4/user/${userId}/specbook/${ids!.book}/imports`, { method: 'POST', headers, body: JSON.stringify(body) });
  if (started.status !== 202) throw new Error(`import refused: ${started.status} ${await started.text()}`);
  const location = started.headers.get('location')!;
  let status: { status: string; complete: boolean; counts: Record<string, number>; message: string | null };
  for (;;) {
    status = ((await fetch(`${api}${location}`, { headers }).then((r) => r.json())) as { data: typeof status }).data;
    if (status.complete) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  console.log(`import ${status.status} in ${((Date.now() - t0) / 1000).toFixed(2)} s: ${JSON.stringify(status.counts)} — ${status.message}`);
} finally {
  await server.stop();
  await server.cleanup();
}

// Seeds a large global catalogue for the search bench: 200 manufacturers, 15 finishes, 60
// collections, 24 product types in 6 categories, four finishes per base model; set-based SQL,
// with the specs indexes dropped during the insert and rebuilt after it.
import type pg from 'pg';
import type { BenchServer } from './lib';

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

/** The first seeded manufacturer and a model number of its, as the bench asks for them. */
async function sampleOf(db: pg.Client, manufacturerId: number, SPECS: number): Promise<{ manufacturerId: number; sampleModel: string }> {
  const { rows: [sample] } = await db.query<{ model_number: string }>('select model_number from specs where manufacturer_id = $1 order by id offset $2 limit 1', [manufacturerId, Math.max(0, Math.min(4000, Math.floor(SPECS / 200) - 1))]);
  return { manufacturerId, sampleModel: sample!.model_number };
}

/**
 * Seeds the manufacturers and SPECS global specs with set-based SQL, rebuilding the search indexes
 * afterwards. A database already seeded (a kept BENCH_DATA_DIR) is used as it is.
 */
export async function seedCatalogue(server: BenchServer, SPECS: number): Promise<{ manufacturerId: number; sampleModel: string }> {
  const db = await server.sql();
  try {
    const names = STEMS.flatMap((s) => SUFFIXES.map((x) => `${s} ${x}`));
    const { rows: [seeded] } = await db.query<{ id: number | null; n: number }>(
      'select (select id from manufacturers where name = $1) as id, (select count(*)::int from specs where account_id is null) as n', [names[0]]);
    if (seeded?.id != null && seeded.n >= SPECS) {
      console.log(`using the ${seeded.n.toLocaleString('en-US')} specs already seeded in BENCH_DATA_DIR`);
      return await sampleOf(db, seeded.id, SPECS);
    }
    const t0 = Date.now();
    const { rows: mfrs } = await db.query<{ id: number }>('insert into manufacturers (name) select unnest($1::text[]) returning id', [names]);
    const ids = mfrs.map((m) => m.id);
    const prefixes = names.map((_, i) => String.fromCharCode(65 + (i % 26)) + String.fromCharCode(65 + Math.floor(i / 26)));
    const { rows: indexes } = await db.query<{ indexname: string; indexdef: string }>(
      "select indexname, indexdef from pg_indexes where tablename = 'specs' and indexname <> 'specs_pkey'",
    );
    for (const ix of indexes) await db.query(`drop index ${ix.indexname}`);
    await db.query("set maintenance_work_mem = '512MB'");
    // The row trigger that copies the manufacturer's name is replaced by the join below (one lookup per row is slow at 1M rows).
    await db.query('alter table specs disable trigger specs_manufacturer_name');
    await db.query(
      `insert into specs (manufacturer_id, manufacturer_name, model_number, base_model, name, description, finish, collection, category, style, material, list_price, upc)
       select ($1::int[])[1 + mi], ($12::text[])[1 + mi], base || '-' || ($3::text[])[1 + fi], base,
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
        FINISHES.length, TYPES.length, COLLECTIONS.length, SPECS, names],
    );
    await db.query('alter table specs enable trigger specs_manufacturer_name');
    const t1 = Date.now();
    for (const ix of indexes) await db.query(ix.indexdef);
    await db.query('analyze specs');
    await db.query('analyze manufacturers');
    console.log(`seeded ${SPECS.toLocaleString('en-US')} specs in ${((t1 - t0) / 1000).toFixed(1)} s, indexes rebuilt in ${((Date.now() - t1) / 1000).toFixed(1)} s`);
    return await sampleOf(db, ids[0]!, SPECS);
  } finally {
    await db.end();
  }
}


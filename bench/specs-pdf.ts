// The e-Specbook (specs) PDF of a 300-product specbook with a photograph per product and merged
// spec sheets (DESIGN.md budget: < 10 s, < 500 MB). Seeds through the API: account specs (SQL),
// their photos and PDFs uploaded with POST {u}/specs/{id}/documents, placed in 10 rooms; then
// builds the PDF through POST {u}/specbook/{id}/pdf/specs and prints the time, the file and the
// server's peak RSS while it was built (VmHWM after resetting it through /proc/<pid>/clear_refs).
// Run: npx tsx bench/specs-pdf.ts   (SPECS=300 ROOMS=10 RUNS=3 to change)
import { readFile, writeFile } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { renderPdf } from '../src/server/lib/pdf/index';
import { startBenchServer, type BenchServer } from './lib';

const SPECS = Number(process.env.SPECS ?? 300);
const ROOMS = Number(process.env.ROOMS ?? 10);
const RUNS = Number(process.env.RUNS ?? 3);
const CONCURRENCY = 4;

/** A product photograph of 1600×1200 (gradient and shapes, ~100 KB as JPEG), distinct per product. */
function photo(n: number): Promise<Buffer> {
  const hue = (n * 37) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},45%,85%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},40%,45%)"/></linearGradient></defs>
    <rect width="1600" height="1200" fill="url(#g)"/>
    <circle cx="${400 + (n % 7) * 100}" cy="600" r="${200 + (n % 5) * 30}" fill="hsl(${(hue + 180) % 360},30%,60%)" opacity="0.7"/>
    <rect x="900" y="300" width="400" height="600" rx="40" fill="hsl(${(hue + 90) % 360},25%,30%)" opacity="0.6"/>
    <text x="120" y="1100" font-size="96" font-family="sans-serif" fill="#fff">BENCH-${n}</text></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** A manufacturer's sheet of `pages` pages with text and a picture on the first. */
function sheet(label: string, pages: number, picture: Buffer): Promise<Buffer> {
  return renderPdf({ title: label }, (doc) => {
    for (let p = 1; p <= pages; p += 1) {
      if (p > 1) doc.addPage();
      doc.fontSize(20).text(`${label} — page ${p}`);
      if (p === 1) doc.image(picture, { fit: [400, 300] });
      doc.moveDown().fontSize(10).text('Dimensions, materials, certifications and rough-in details. '.repeat(40));
    }
  });
}

async function mapLimit<T>(items: T[], task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    while (next < items.length) await task(items[next++]!);
  }));
}

async function upload(server: BenchServer, token: string, userId: number, specId: number, type: number, name: string, file: Buffer, contentType: string): Promise<void> {
  const form = new FormData();
  form.set('documentTypeId', String(type));
  form.set('documentName', name);
  form.set('documentFile', new Blob([new Uint8Array(file)], { type: contentType }), contentType === 'application/pdf' ? 'doc.pdf' : 'photo.jpg');
  const res = await fetch(`http://127.0.0.1:${server.port}/api/v4/user/${userId}/specs/${specId}/documents`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  if (res.status !== 201) throw new Error(`upload ${res.status}: ${await res.text()}`);
}

/** A specbook of SPECS account specs in ROOMS rooms; answers its id. */
export async function seed(server: BenchServer, token: string, userId: number): Promise<number> {
  const db = await server.sql();
  try {
    const { rows: [book] } = await db.query<{ id: number; account_id: number }>(
      `insert into specbooks (account_id, user_id, profile_id, name)
       select u.account_id, u.id, (select id from profiles where account_id = u.account_id order by id limit 1), 'Bench ${SPECS} specs PDF'
       from users u where u.id = $1 returning id, account_id`,
      [userId],
    );
    await db.query(`insert into categories (account_id, specbook_id, name, sort_order) select $1, $2, 'Room ' || g, g - 1 from generate_series(1, $3) g`, [book!.account_id, book!.id, ROOMS]);
    const { rows: specs } = await db.query<{ id: number; n: number }>(
      `insert into specs (account_id, manufacturer_id, model_number, name, description, finish, list_price)
       select $1, (select id from manufacturers where name = 'Aquaterra'), 'BN-' || g, 'Bench product ' || g,
              'A bench product with a long description. ' || repeat('Solid brass body, ceramic cartridge, lifetime warranty. ', 6), 'Brushed Nickel', 100 + g
       from generate_series(1, $2) g returning id, (regexp_replace(model_number, '\\D', '', 'g'))::int as n`,
      [book!.account_id, SPECS],
    );
    await db.query(
      `insert into spec_specbooks (account_id, specbook_id, spec_id, category_id, quantity, sort_order, list_price, sale_price)
       select $1, $2, s.id, c.id, 1 + s.n % 3, s.n, s.list_price, round(s.list_price * 0.9, 2)
       from (select id, list_price, (regexp_replace(model_number, '\\D', '', 'g'))::int as n from specs where id = any($3)) s
       join lateral (select id from categories where specbook_id = $2 order by sort_order offset s.n % $4 limit 1) c on true`,
      [book!.account_id, book!.id, specs.map((s) => s.id), ROOMS],
    );
    await mapLimit(specs, async ({ id, n }) => {
      const picture = await photo(n);
      await upload(server, token, userId, id, 1, `Photo ${n}`, picture, 'image/jpeg');
      await upload(server, token, userId, id, 2, `Spec Sheet ${n}`, await sheet(`BN-${n} spec sheet`, 2, picture), 'application/pdf');
      if (n % 3 === 0) await upload(server, token, userId, id, 3, `Install ${n}`, await sheet(`BN-${n} installation`, 1, picture), 'application/pdf');
    });
    return book!.id;
  } finally {
    await db.end();
  }
}

/** kB of a /proc/<pid>/status field. */
async function statusKb(pid: number, field: 'VmRSS' | 'VmHWM'): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
}

async function main(): Promise<void> {
  const server = await startBenchServer();
  const pid = server.child.pid!;
  try {
    const { token, userId } = await server.login();
    const t0 = Date.now();
    const specbookId = await seed(server, token, userId);
    console.log(`seeded ${SPECS} specs in ${ROOMS} rooms with photos and sheets in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    const payload = { type: 'all', showModelNumber: 1, includeSpecifications: 1, includeInstallation: 1, showListPrice: 1, showSalePrice: 1, showQuantity: 1, showCustomerInfo: 1, showSignatureLine: 1, imagesPerPage: 4, orientation: 'P', imagesOnly: 0, showProductNames: 1, showProductDescription: 1, showImages: 1 };
    console.log('| run | time s | pages | size MB | server RSS before MB | peak RSS while building MB |\n|---|---|---|---|---|---|');
    for (let run = 1; run <= RUNS; run += 1) {
      await writeFile(`/proc/${pid}/clear_refs`, '5');
      const before = await statusKb(pid, 'VmRSS');
      const start = performance.now();
      const res = await fetch(`http://127.0.0.1:${server.port}/api/v4/user/${userId}/specbook/${specbookId}/pdf/specs`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(payload),
      });
      const bytes = Buffer.from(await res.arrayBuffer());
      const seconds = (performance.now() - start) / 1000;
      if (res.status !== 200) throw new Error(`pdf ${res.status}: ${bytes.toString().slice(0, 300)}`);
      const peak = await statusKb(pid, 'VmHWM');
      const pages = (await PDFDocument.load(bytes)).getPageCount();
      console.log(`| ${run} | ${seconds.toFixed(2)} | ${pages} | ${(bytes.length / 1e6).toFixed(1)} | ${(before / 1024).toFixed(0)} | ${(peak / 1024).toFixed(0)} |`);
      if (process.env.BENCH_PDF_OUT) await writeFile(process.env.BENCH_PDF_OUT, bytes);
    }
  } finally {
    await server.stop();
    await server.cleanup();
  }
}

if (!process.env.BENCH_NO_MAIN) await main();

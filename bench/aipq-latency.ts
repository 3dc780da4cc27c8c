// Is the server still answering while a 30-page quote PDF is read (pages, text layer, thumbnails)
// and extracted as jobs (issue 19: "a 30-page PDF does not block the server")? Uploads a generated
// 30-page quote, then starts an extraction of all its pages with ENGINE (layout by default), and
// while each job runs sends GET /api/health one after another (20 ms apart), printing their
// latency next to the same measure on the idle server and the job's time.
// Run: npx tsx bench/aipq-latency.ts   (PAGES=30 ENGINE=layout to change)
import PDFDocument from 'pdfkit';
import { healthWhile, latencySummary, sleep, startBenchServer, type BenchServer } from './lib';

const PAGES = Number(process.env.PAGES ?? 30);
const ENGINE = process.env.ENGINE ?? 'layout';

/** A quote of PAGES pages of 40 priced lines each. */
function quotePdf(): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 40 });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    for (let page = 1; page <= PAGES; page += 1) {
      if (page > 1) doc.addPage();
      doc.fontSize(9).text('Model            Description                                   Qty    Unit        Amount');
      for (let line = 1; line <= 40; line += 1) {
        const unit = 10 + line * 7.25;
        doc.text(`K-${page}-${line}00     Widespread lavatory faucet, polished chrome      ${line}    ${unit.toFixed(2)}    ${(unit * line).toFixed(2)}`);
      }
    }
    doc.end();
  });
}

/** Polls a status URL until `ended` says so; answers the seconds since `start` and the last status. */
async function waitFor(server: BenchServer, auth: Record<string, string>, location: string, ended: (status: string) => boolean, start: number) {
  for (;;) {
    const { data } = (await (await fetch(`http://127.0.0.1:${server.port}${location}`, { headers: auth })).json()) as { data: { status: string; message: string | null } };
    if (ended(data.status)) return { seconds: (performance.now() - start) / 1000, status: data.status, message: data.message };
    await sleep(100);
  }
}

/** Runs one job while measuring health; prints its row. */
async function measure(server: BenchServer, label: string, job: () => Promise<{ seconds: number; status: string; message: string | null }>) {
  let done = false;
  const watched = job().finally(() => (done = true));
  const latencies = await healthWhile(server, () => done);
  const end = await watched;
  console.log(`| ${label} (${end.status}${end.message ? `: ${end.message}` : ''}) | ${latencySummary(latencies)} | ${end.seconds.toFixed(2)} |`);
  return end;
}

async function main(): Promise<void> {
  const server = await startBenchServer();
  try {
    const { token, userId } = await server.login();
    const auth = { authorization: `Bearer ${token}` };
    const base = `http://127.0.0.1:${server.port}/api/v4/user/${userId}/aipq`;
    const pdf = await quotePdf();
    const idleUntil = Date.now() + 3000;
    console.log(`| phase | health requests | p50 ms | p99 ms | max ms | job s |\n|---|---|---|---|---|---|`);
    console.log(`| idle | ${latencySummary(await healthWhile(server, () => Date.now() > idleUntil))} | — |`);
    let fileLocation = '';
    await measure(server, `read ${PAGES}-page upload`, async () => {
      const start = performance.now();
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'quote.pdf');
      const res = await fetch(`${base}/files`, { method: 'POST', headers: auth, body: form });
      if (res.status !== 201) throw new Error(`upload: expected 201, got ${res.status} ${await res.text()}`);
      fileLocation = res.headers.get('location') ?? '';
      return waitFor(server, auth, fileLocation, (s) => s === 'complete' || s === 'failed', start);
    });
    const fileId = Number(fileLocation.split('/').at(-1));
    await measure(server, `extract ${PAGES} pages, ${ENGINE}`, async () => {
      const start = performance.now();
      const pages = Array.from({ length: PAGES }, (_, i) => i + 1);
      const res = await fetch(`${base}/extractions?engine=${ENGINE}`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ createExtractionRequest: { file: { id: fileId }, pages }, name: 'bench' }),
      });
      if (res.status !== 202) throw new Error(`extraction: expected 202, got ${res.status} ${await res.text()}`);
      return waitFor(server, auth, res.headers.get('location') ?? '', (s) => s === 'complete' || s === 'failed', start);
    });
  } finally {
    await server.stop();
    await server.cleanup();
  }
}

await main();

// Is the server still answering while a large specs PDF is built as a job? Seeds the 300-product
// specbook of bench/specs-pdf.ts (a photograph, a 2-page spec sheet each, an installation guide
// every third), asks for its specs PDF — answered 202 with a PDF job (docs/decisions/032) — and,
// while the job runs, sends GET /api/health one after another (20 ms apart), printing their
// latency next to the same measure on the idle server and the job's time.
// Run: npx tsx bench/pdf-job-latency.ts   (SPECS=300 ROOMS=10 RUNS=2 to change)
import { healthWhile, latencySummary, sleep, startBenchServer } from './lib';

process.env.BENCH_NO_MAIN = '1';
const { seed } = await import('./specs-pdf');

const SPECS = Number(process.env.SPECS ?? 300);
const RUNS = Number(process.env.RUNS ?? 2);
async function main(): Promise<void> {
  const server = await startBenchServer();
  try {
    const { token, userId } = await server.login();
    const auth = { authorization: `Bearer ${token}` };
    const specbookId = await seed(server, token, userId);
    const idleUntil = Date.now() + 3000;
    console.log(`| phase | health requests | p50 ms | p99 ms | max ms | job s |\n|---|---|---|---|---|---|`);
    console.log(`| idle | ${latencySummary(await healthWhile(server, () => Date.now() > idleUntil))} | — |`);
    const payload = { type: 'all', showModelNumber: 1, includeSpecifications: 1, includeInstallation: 1, showListPrice: 1, showSalePrice: 1, showQuantity: 1, imagesPerPage: 4, orientation: 'P', showProductNames: 1, showProductDescription: 1, showImages: 1 };
    for (let run = 1; run <= RUNS; run += 1) {
      const start = performance.now();
      const res = await fetch(`http://127.0.0.1:${server.port}/api/v4/user/${userId}/specbook/${specbookId}/pdf/specs`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify(payload),
      });
      if (res.status !== 202) throw new Error(`expected 202, got ${res.status}`);
      const location = res.headers.get('location');
      let done = false;
      const watcher = (async () => {
        for (;;) {
          const job = (await (await fetch(`http://127.0.0.1:${server.port}${location}`, { headers: auth })).json()) as { data: { status: string } };
          if (job.data.status === 'completed' || job.data.status === 'failed') {
            if (job.data.status === 'failed') throw new Error('job failed');
            done = true;
            return (performance.now() - start) / 1000;
          }
          await sleep(250);
        }
      })();
      const latencies = await healthWhile(server, () => done);
      console.log(`| job run ${run} (${SPECS} products${run === 1 ? ', cold' : ''}) | ${latencySummary(latencies)} | ${(await watcher).toFixed(2)} |`);
    }
  } finally {
    await server.stop();
    await server.cleanup();
  }
}

await main();

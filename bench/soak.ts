// Soak benchmark (issue 15 item 8): the manage page's mix of calls on a specbook of 1,000 specs in
// 20 rooms at 100 connections for 10 minutes. Passes with zero errors and the server's resident
// memory at the end within 10% of its value after the first minute (no leak). RSS is sampled every
// 10 s and swings ~15% with garbage collection, so each of the two values is the median of a minute
// of samples (the second minute, the last minute) rather than one sample.
// Run: npx tsx bench/soak.ts   (SOAK_SECONDS, CONNECTIONS to change)
import autocannon from 'autocannon';
import { readFile } from 'node:fs/promises';
import { startBenchServer } from './lib';
import { firstPlacement, seedLargeSpecbook } from './seed-large-specbook';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 100);
const SAMPLE_MS = 10_000;

/** Resident memory of a process in MB, from /proc. */
async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** The median of the RSS samples taken from `from` (inclusive) to `to` (exclusive) seconds. */
function medianMb(samples: readonly { s: number; mb: number }[], from: number, to: number): number {
  const window = samples.filter((x) => x.s >= from && x.s < to).map((x) => x.mb).sort((a, b) => a - b);
  if (window.length === 0) throw new Error(`no RSS sample between ${from} s and ${to} s`);
  const mid = window.length >> 1;
  return window.length % 2 ? window[mid]! : (window[mid - 1]! + window[mid]!) / 2;
}

/** The manage page's calls, cycled by every connection; one write in six (a quantity edit that changes the totals). */
function manageMix(u: string, roomId: number, joinId: number): autocannon.Request[] {
  let edits = 0;
  return [
    { method: 'GET', path: `${u}/categories` },
    { method: 'GET', path: `${u}/specs?categoryID=${roomId}&showPagination=true&page=1` },
    { method: 'GET', path: `${u}/totals?types=quoted,approved&summary=true` },
    { method: 'GET', path: `${u}/specs/${joinId}` },
    { method: 'GET', path: `${u}/specs?showPagination=true&page=1` },
    {
      method: 'PATCH',
      path: `${u}/specs/${joinId}/price`,
      setupRequest: (request) => ({ ...request, body: JSON.stringify({ fieldType: 'qty', fieldValue: 2 + (edits++ % 5) }) }),
    },
  ];
}

const server = await startBenchServer();
try {
  const specbookId = await seedLargeSpecbook(server, 20, 1000);
  const first = await firstPlacement(server, specbookId);
  const { token, userId } = await server.login();
  const pid = server.child.pid!;
  const u = `/api/v4/user/${userId}/specbook/${specbookId}`;

  const samples: { s: number; mb: number }[] = [{ s: 0, mb: await rssMb(pid) }];
  const t0 = Date.now();
  const sampler = setInterval(() => {
    void rssMb(pid).then((mb) => samples.push({ s: Math.round((Date.now() - t0) / 1000), mb }));
  }, SAMPLE_MS);
  const result = await autocannon({
    url: `http://127.0.0.1:${server.port}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    requests: manageMix(u, first.roomId, first.id),
  });
  clearInterval(sampler);
  samples.push({ s: SECONDS, mb: await rssMb(pid) });

  const afterMinute = medianMb(samples, 60, 120);
  const end = medianMb(samples, SECONDS - 60, SECONDS + 1);
  const growth = (end - afterMinute) / afterMinute;
  const errors = result.errors + result.non2xx + result.timeouts;
  console.log(`\n${CONNECTIONS} connections, ${SECONDS} s, manage-page mix (5 reads, 1 quantity edit) on 1,000 specs in 20 rooms`);
  console.log(`requests ${result.requests.total}, req/s ${Math.round(result.requests.average)}, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${errors}`);
  console.log(`RSS (median of a minute's samples): start ${samples[0]!.mb} MB, 60–120 s ${afterMinute} MB, last 60 s ${end} MB (${(growth * 100).toFixed(1)}%; budget ±10%)`);
  console.log(`RSS by minute: ${samples.filter((x) => x.s % 60 < SAMPLE_MS / 1000).map((x) => `${x.s}s ${x.mb}`).join(', ')}`);
  const ok = errors === 0 && Math.abs(growth) <= 0.1;
  console.log(ok ? 'PASS' : 'FAIL');
  await server.stop();
  process.exitCode = ok ? 0 : 1;
} finally {
  await server.cleanup();
}

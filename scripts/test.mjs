// npm test: every check the project has, in order, and one closing line that counts them.
//
//   1. typecheck  tsc --noEmit -p tsconfig.json   } side by side
//   2. lint       eslint .                       } (lint when eslint.config.js exists)
//   3. unit       vitest run                     (server, shared and client projects)
//   4. build      vite build                     (the web app the e2e server serves)
//   5. e2e        playwright test                (against a real server: fresh temporary DATA_DIR,
//                                                 free port, stopped with SIGTERM at the end)
//
// Every step runs even when an earlier one failed (e2e needs the build). The last line printed is
// exactly `N passed, M failed` (`, K skipped` when some were), after the names of the failed tests:
// the unit and e2e test counts, where a failed typecheck, lint or build, or a runner that failed
// without reporting a failed test, counts as one failed. The exit code is non-zero whenever M is.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { erpEnv, startServer, stopAllServers } from '../e2e/support/server.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const results = path.join(root, 'test-results');
const VITEST_REPORT = path.join(results, 'vitest.json');
const E2E_REPORT = path.join(results, 'e2e.json');

const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const say = (msg) => console.log(`[test] ${msg}`);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** The steps' processes still running (typecheck and lint run side by side). */
/** @type {Set<import('node:child_process').ChildProcess>} */
const running = new Set();

/**
 * Limits per step (a hung step must not hold `npm test` for ever); E2E has its own in
 * playwright.config.ts. On 2 cores (2026-11-27, ~300 test files, ~95 journeys) the unit step takes
 * about 7 min (test files share a worker's modules: vitest.config.ts) and E2E 15–28 min: the limits
 * leave room for a busy machine while the whole run stays inside CI's 90 min.
 */
const LIMIT_MS = { typecheck: 5 * 60_000, lint: 5 * 60_000, unit: 30 * 60_000, build: 5 * 60_000, e2e: 42 * 60_000 };

/**
 * Run a command with inherited output in its own process group; resolves with its exit code
 * (killed by a signal or over `limitMs` counts as failure; the whole group is killed then).
 */
function run(command, args, { env = {}, limitMs } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env }, detached: true });
    running.add(child);
    let hardKill = null;
    const timer = limitMs
      ? setTimeout(() => {
          console.error(`[test] ${path.basename(command)} still running after ${seconds(limitMs)}: stopping it`);
          killGroup(child, 'SIGTERM');
          hardKill = setTimeout(() => killGroup(child, 'SIGKILL'), 10_000);
        }, limitMs)
      : null;
    child.once('error', (err) => {
      console.error(`[test] could not run ${command}: ${err.message}`);
      resolve(1);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer ?? undefined);
      clearTimeout(hardKill ?? undefined);
      running.delete(child);
      // Workers left behind by the step (e.g. a test worker stuck in a loop) go with it.
      killGroup(child, 'SIGKILL');
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** Send `signal` to the process group of `child` (quietly: it may be gone already). */
function killGroup(child, signal) {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    /* already gone */
  }
}

/** Parse a JSON report, or null when it is missing or broken. */
function readReport(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** @typedef {{ name: string, ok: boolean, ms: number, tests: boolean, passed: number, failed: number, skipped: number, note: string, failures?: string[] }} Step */
/** @type {Step[]} */
const steps = [];

/**
 * Run one step. `count` turns the exit code into test counts (test steps); without it the step
 * is a check that passes or fails as a whole.
 */
async function step(name, action, count) {
  say(`── ${name} ──`);
  const started = Date.now();
  let code;
  try {
    code = await action();
  } catch (err) {
    console.error(`[test] ${name}: ${err instanceof Error ? err.message : String(err)}`);
    code = 1;
  }
  const ms = Date.now() - started;
  const counts = count ? count(code) : { passed: 0, failed: code === 0 ? 0 : 1, skipped: 0, note: '' };
  const result = { name, ok: code === 0 && counts.failed === 0, ms, tests: Boolean(count), ...counts };
  steps.push(result);
  say(`${name}: ${result.ok ? 'ok' : 'FAILED'} in ${seconds(ms)}`);
  return result;
}

/** Counts from vitest's JSON report; a failed run without a failed test counts as one failure. */
function vitestCounts(code) {
  const report = readReport(VITEST_REPORT);
  if (!report) return { passed: 0, failed: 1, skipped: 0, note: 'no report: vitest did not finish' };
  const passed = report.numPassedTests ?? 0;
  let failed = report.numFailedTests ?? 0;
  const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  let note = '';
  if (code !== 0 && failed === 0) {
    failed = 1;
    note = `vitest exited ${code} without a failed test (a test file that did not load, or an unhandled error)`;
  }
  return { passed, failed, skipped, note, failures: vitestFailures(report) };
}

/** The first line of a failure message, without colour codes. */
const ESC = String.fromCharCode(27);
const firstLine = (message) => String(message ?? '').replaceAll(new RegExp(`${ESC}\\[[0-9;]*m`, 'g'), '').split('\n').find((line) => line.trim()) ?? '';

/** "file › test: message" of each failed unit test, so that a CI log that keeps only the end names them. */
function vitestFailures(report) {
  return (report.testResults ?? []).flatMap((file) => {
    const name = path.relative(root, file.name ?? '');
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    if (failedTests.length === 0 && file.status === 'failed') return [`${name}: ${firstLine(file.message)}`];
    return failedTests.map((test) => `${name} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
  });
}

/** "file › title: message" of each journey that failed (every try), walking the report's nested suites. */
function e2eFailures(suites = []) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      (spec.tests ?? [])
        .filter((test) => test.status === 'unexpected')
        .map((test) => `${spec.file} › ${spec.title}: ${firstLine(test.results?.at(-1)?.error?.message)}`),
    ),
    ...e2eFailures(suite.suites),
  ]);
}

/** Counts from Playwright's JSON report: flaky tests (passed on retry) count as passed. */
function e2eCounts(code) {
  const report = readReport(E2E_REPORT);
  if (!report?.stats) return { passed: 0, failed: 1, skipped: 0, note: 'no report: playwright did not finish' };
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
  let failed = unexpected;
  const notes = [];
  if (flaky > 0) notes.push(`${flaky} flaky (passed on retry)`);
  if (code !== 0 && failed === 0) {
    failed = 1;
    notes.push(`playwright exited ${code} without a failed test${report.errors?.length ? `: ${report.errors[0].message}` : ''}`);
  }
  return { passed: expected + flaky, failed, skipped, note: notes.join('; '), failures: e2eFailures(report.suites) };
}

// Ctrl-C or a CI timeout: stop the step that is running and the e2e server, then leave.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    say(`${signal}: stopping`);
    for (const child of running) killGroup(child, signal);
    void stopAllServers().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  });
}

const startedAt = Date.now();
rmSync(VITEST_REPORT, { force: true });
rmSync(E2E_REPORT, { force: true });

// Typecheck and lint are one process each: side by side they use both cores.
await Promise.all([
  step('typecheck', () => run(bin('tsc'), ['--noEmit', '-p', 'tsconfig.json'], { limitMs: LIMIT_MS.typecheck })),
  existsSync(path.join(root, 'eslint.config.js')) ? step('lint', () => run(bin('eslint'), ['.'], { limitMs: LIMIT_MS.lint })) : null,
]);

await step(
  'unit',
  () =>
    run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${VITEST_REPORT}`], {
      limitMs: LIMIT_MS.unit,
    }),
  vitestCounts,
);

const build = await step('build', () => run(bin('vite'), ['build', '--logLevel', 'warn'], { limitMs: LIMIT_MS.build }));

if (build.ok) {
  await step(
    'e2e',
    async () => {
      const server = await startServer({ logFile: path.join(results, 'e2e-server.log') });
      say(`e2e server at ${server.baseURL} (its output: test-results/e2e-server.log)`);
      try {
        return await run(bin('playwright'), ['test'], { env: { E2E_BASE_URL: server.baseURL, E2E_DATA_DIR: server.dataDir, ...erpEnv(server.erp) }, limitMs: LIMIT_MS.e2e });
      } finally {
        await server.stop();
      }
    },
    e2eCounts,
  );
} else {
  say('e2e: not run, the build failed');
}

// Summary.
console.log('');
for (const s of steps) {
  const counts = s.tests ? ` ${s.passed} passed, ${s.failed} failed${s.skipped ? `, ${s.skipped} skipped` : ''}` : '';
  say(`${s.ok ? 'ok    ' : 'FAILED'} ${s.name.padEnd(9)} ${seconds(s.ms).padStart(8)}${counts}${s.note ? ` (${s.note})` : ''}`);
  for (const failure of (s.failures ?? []).slice(0, 20)) say(`         ✗ ${failure}`);
}
say(`total ${seconds(Date.now() - startedAt)}; reports in test-results/ (vitest.json, e2e.json, screenshots/)`);

const passed = steps.reduce((n, s) => n + s.passed, 0);
const failed = steps.reduce((n, s) => n + s.failed, 0);
const skipped = steps.reduce((n, s) => n + s.skipped, 0);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);

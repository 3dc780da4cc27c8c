// Manage page with 1,000 specs in 20 rooms, in Chromium: time until the rooms are shown, and
// until every room is expanded and its first specs rendered, and the frame rate while scrolling
// through all of it. Needs a built client (npm run build).
// Run: npx tsx bench/manage-page.ts
import { chromium, type Page } from 'playwright-core';
import { startBenchServer } from './lib';
import { seedLargeSpecbook } from './seed-large-specbook';

/**
 * Scrolls the expanded page from top to bottom with the mouse wheel (like a user flicking
 * through it) while counting animation frames; answers frames per second and the slow frames.
 */
async function measureScroll(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.mouse.move(640, 450);
  // A string, not a function: tsx would wrap a named function in a helper the page lacks.
  await page.evaluate(`window.__frames = []; window.__stop = false;
    requestAnimationFrame(function tick(t) { window.__frames.push(t); if (!window.__stop) requestAnimationFrame(tick); });`);
  const t0 = Date.now();
  for (;;) {
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(16);
    const atEnd = await page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2);
    if (atEnd || Date.now() - t0 > 30_000) break;
  }
  const ms = Date.now() - t0;
  const frames = (await page.evaluate('window.__stop = true; window.__frames')) as number[];
  const gaps = frames.slice(1).map((t, i) => t - frames[i]!);
  const distance = await page.evaluate(() => Math.round(window.scrollY));
  return {
    ms,
    distance,
    frames: gaps.length,
    fps: Math.round((gaps.length / (frames.at(-1)! - frames[0]!)) * 1000),
    slowFrames: gaps.filter((g) => g > 33).length,
    longestMs: Math.round(Math.max(...gaps)),
  };
}

const server = await startBenchServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const specbookId = await seedLargeSpecbook(server, 20, 1000);
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const base = `http://127.0.0.1:${server.port}`;
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill('seller@specfolio.test');
  await page.locator('input[type=password]').fill('specfolio-demo');
  await page.getByRole('button', { name: /log in|sign in/i }).click();
  await page.waitForURL(`${base}/`);
  // Navigation → all 20 rooms shown, NAV_RUNS times (default 5: the machine is shared, so the
  // median says more than one run); the first run also fetches the app's code.
  const navRuns: number[] = [];
  for (let i = 0; i < Number(process.env.NAV_RUNS ?? 5); i += 1) {
    const t0 = Date.now();
    await page.goto(`${base}/v4/specbooks/manage/${specbookId}`);
    await page.getByText('Room 20').waitFor();
    navRuns.push(Date.now() - t0);
  }
  const roomsMs = [...navRuns].sort((a, b) => a - b)[Math.floor(navRuns.length / 2)] ?? 0;
  const t1 = Date.now();
  await page.getByRole('button', { name: /^Rooms/ }).click();
  await page.getByRole('menuitem', { name: /Expand all/ }).click();
  await page.getByText('No specs in this room yet').waitFor({ state: 'detached', timeout: 1000 }).catch(() => undefined);
  await page.waitForLoadState('networkidle');
  const expandMs = Date.now() - t1;
  const longTasks = await page.evaluate(() => performance.getEntriesByType('longtask').length);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const metrics = async () => Object.fromEntries(((await cdp.send('Performance.getMetrics')).metrics).map((m) => [m.name, m.value]));
  const before = await metrics();
  if (process.env.BENCH_JS_PROF) { await cdp.send('Profiler.enable'); await cdp.send('Profiler.start'); }
  const scroll = await measureScroll(page);
  const after = await metrics();
  if (process.env.BENCH_JS_PROF) {
    const { profile } = await cdp.send('Profiler.stop');
    const self = new Map<string, number>();
    const dt = new Map<number, number>();
    profile.samples?.forEach((id, i) => dt.set(id, (dt.get(id) ?? 0) + (profile.timeDeltas?.[i] ?? 0)));
    for (const n of profile.nodes) {
      const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
      self.set(key, (self.get(key) ?? 0) + (dt.get(n.id) ?? 0) / 1000);
    }
    console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 40).map(([k, v]) => `${Math.round(v)} ms ${k}`).join('\n'));
  }
  const spent = (k: string) => Math.round(((after[k] ?? 0) - (before[k] ?? 0)) * 1000);
  console.log(`while scrolling: script ${spent('ScriptDuration')} ms, layout ${spent('LayoutDuration')} ms, style ${spent('RecalcStyleDuration')} ms, task ${spent('TaskDuration')} ms`);
  await page.screenshot({ path: 'test-results/screenshots/bench-manage-1000.png' });
  console.log(`rooms shown ${roomsMs} ms (median of ${navRuns.join(', ')}); all 20 rooms expanded and loaded ${expandMs} ms; long tasks ${longTasks}`);
  console.log(
    `scrolling top to bottom (${scroll.distance} px in ${scroll.ms} ms): ${scroll.fps} fps, ` +
      `frames over 33 ms: ${scroll.slowFrames} of ${scroll.frames}, longest frame ${scroll.longestMs} ms`,
  );
} finally {
  await browser.close();
  await server.stop();
  await server.cleanup();
}

// Manage page with 1,000 specs in 20 rooms, in Chromium: time until the rooms are shown, and
// until every room is expanded and its first specs rendered. Needs a built client (npm run build).
// Run: npx tsx bench/manage-page.ts
import { chromium } from 'playwright-core';
import { startBenchServer } from './lib';
import { seedLargeSpecbook } from './seed-large-specbook';

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
  const t0 = Date.now();
  await page.goto(`${base}/v4/specbooks/manage/${specbookId}`);
  await page.getByText('Room 20').waitFor();
  const roomsMs = Date.now() - t0;
  const t1 = Date.now();
  await page.getByRole('button', { name: /^Rooms/ }).click();
  await page.getByRole('menuitem', { name: /Expand all/ }).click();
  await page.getByText('No specs in this room yet').waitFor({ state: 'detached', timeout: 1000 }).catch(() => undefined);
  await page.waitForLoadState('networkidle');
  const expandMs = Date.now() - t1;
  const longTasks = await page.evaluate(() => performance.getEntriesByType('longtask').length);
  await page.screenshot({ path: 'test-results/screenshots/bench-manage-1000.png' });
  console.log(`rooms shown ${roomsMs} ms; all 20 rooms expanded and loaded ${expandMs} ms; long tasks ${longTasks}`);
} finally {
  await browser.close();
  await server.stop();
  await server.cleanup();
}

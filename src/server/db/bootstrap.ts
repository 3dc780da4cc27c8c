import path from 'node:path';
import { applyMigrations, ensureDatabase, openDatabase, withBootstrapLock, type Database, type Db } from './client';
import { startEmbeddedCluster, type EmbeddedCluster } from './embedded';
import { seedReferenceData } from './seed/reference';

/** A ready database: migrated, reference data present. */
export interface ReadyDatabase extends Database {
  /** The embedded cluster, when one was started. */
  cluster?: EmbeddedCluster;
  url: string;
}

const DB_NAME = 'specfolio';

/**
 * Opens the database: `databaseUrl` when given, otherwise the embedded PostgreSQL in
 * `dataDir/postgres` (started, and recovered after a crash). Applies migrations, the reference
 * data and then `seed` (demo data) under an advisory lock, so that several processes starting
 * together on one database do it once (docs/decisions/045): the others wait, then find it done.
 */
export async function prepareDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  embeddedPort?: number;
  log: (msg: string) => void;
  /** Seeds further data once the schema is current, still under the lock. */
  seed?: (db: Db) => Promise<void>;
}): Promise<ReadyDatabase> {
  let cluster: EmbeddedCluster | undefined;
  let url = opts.databaseUrl;
  if (!url) {
    cluster = await startEmbeddedCluster({ dataDir: path.join(opts.dataDir, 'postgres'), port: opts.embeddedPort, log: opts.log });
    await ensureDatabase(cluster.url(), DB_NAME);
    url = cluster.url(DB_NAME);
  }
  const database = openDatabase(url);
  try {
    await withBootstrapLock(database.pool, async () => {
      const applied = await applyMigrations(database.db);
      if (applied > 0) opts.log(`Database schema: ${applied} migration(s) applied`);
      await seedReferenceData(database.db);
      await opts.seed?.(database.db);
    });
  } catch (err) {
    await database.close();
    await cluster?.stop();
    throw err;
  }
  return {
    ...database,
    url,
    cluster,
    close: async () => {
      await database.close();
      await cluster?.stop();
    },
  };
}

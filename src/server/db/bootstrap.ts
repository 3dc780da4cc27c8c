import path from 'node:path';
import { applyMigrations, ensureDatabase, openDatabase, type Database } from './client';
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
 * `dataDir/postgres` (started, and recovered after a crash). Applies migrations and the
 * reference data.
 */
export async function prepareDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  embeddedPort?: number;
  log: (msg: string) => void;
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
    await applyMigrations(database.db);
    await seedReferenceData(database.db);
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

import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { fileURLToPath } from 'node:url';
import * as schema from './schema/index';

/** The Drizzle database handle used by services. */
export type Db = NodePgDatabase<typeof schema>;

/** A pool plus its Drizzle handle. */
export interface Database {
  pool: pg.Pool;
  db: Db;
  close(): Promise<void>;
}

// Return numeric/decimal and bigint counts as strings/numbers predictably.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

/** Opens a connection pool to `url`. */
export function openDatabase(url: string, max = 20): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on('error', () => undefined); // idle-client errors are retried by the pool
  const db = drizzle(pool, { schema });
  return { pool, db, close: () => pool.end() };
}

/** Applies the committed drizzle-kit migrations. */
export async function applyMigrations(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
}

/** Creates `name` on the cluster at `adminUrl` if it does not exist. */
export async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
}

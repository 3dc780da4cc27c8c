import pg from 'pg';
import { sql } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { fileURLToPath } from 'node:url';
import * as schema from './schema/index';

/** The Drizzle database handle used by services. */
export type Db = NodePgDatabase<typeof schema>;

/** A transaction of that handle, as services receive it inside `db.transaction`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A pool plus its Drizzle handle. */
export interface Database {
  pool: pg.Pool;
  db: Db;
  close(): Promise<void>;
}

// Return numeric/decimal and bigint counts as strings/numbers predictably.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Opens a connection pool to `url`. Its sessions are named `specfolio <pid>` in
 * pg_stat_activity, so an operator (or the cluster test) can tell which process holds what.
 */
export function openDatabase(url: string, max = 20): Database {
  const pool = new pg.Pool({ connectionString: url, max, application_name: `specfolio ${process.pid}` });
  pool.on('error', () => undefined); // idle-client errors are retried by the pool
  const db = drizzle(pool, { schema });
  return { pool, db, close: () => pool.end() };
}

/** Applies the committed drizzle-kit migrations; answers how many were new. */
export async function applyMigrations(db: Db): Promise<number> {
  const before = await appliedMigrations(db);
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  return (await appliedMigrations(db)) - before;
}

/** How many migrations drizzle has recorded (0 on an empty database). */
async function appliedMigrations(db: Db): Promise<number> {
  const table = await db.execute<{ found: boolean }>(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`);
  if (!table.rows[0]?.found) return 0;
  const counted = await db.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return counted.rows[0]?.n ?? 0;
}

/**
 * The advisory lock key of start-up work (migrations, reference and demo data): one process at a
 * time runs it, so N processes starting together on an empty database migrate and seed once.
 */
const BOOTSTRAP_LOCK = 'specfolio:bootstrap';

/**
 * Runs `work` while this session holds PostgreSQL's advisory lock for start-up work on `pool`'s
 * database (waiting for another process that holds it). The lock lives on one connection of the
 * pool, released when `work` ends, or by PostgreSQL when the process dies.
 */
export async function withBootstrapLock<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [BOOTSTRAP_LOCK]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [BOOTSTRAP_LOCK]);
    }
  } finally {
    client.release();
  }
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

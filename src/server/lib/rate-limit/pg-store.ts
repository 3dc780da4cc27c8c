/**
 * A store for @fastify/rate-limit in PostgreSQL (docs/decisions/045), so that every server
 * process counts against the same limits: 10 bad logins spread over three processes are still
 * 10. One UNLOGGED row per limited route and client key (rate_limits); each hit is one upsert that
 * starts a new window when the old one has ended and answers the count and the time left, all by
 * the database's clock. Rows of ended windows are deleted now and then by whichever process hits.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type pg from 'pg';

/** What a hit answers: hits in the window, milliseconds until it ends. */
interface Hit {
  current: number;
  ttl: number;
}

type Callback = (error: Error | null, result?: Hit) => void;

/** How often a process deletes the rows of ended windows (at most). */
const SWEEP_EVERY_MS = 60_000;

const HIT_SQL = `
  insert into rate_limits as r (key, hits, expires_at)
  values ($1, 1, now() + $2 * interval '1 millisecond')
  on conflict (key) do update
     set hits = case when r.expires_at <= now() then 1 else r.hits + 1 end,
         expires_at = case when r.expires_at <= now() then excluded.expires_at else r.expires_at end
  returning hits, greatest(0, ceil(extract(epoch from (expires_at - now())) * 1000))::int as ttl`;

const READ_SQL = `
  select hits, greatest(0, ceil(extract(epoch from (expires_at - now())) * 1000))::int as ttl
    from rate_limits where key = $1 and expires_at > now()`;

const SWEEP_SQL = 'delete from rate_limits where expires_at <= now()';

/** The shared state of the stores of one app: the pool and when it last swept. */
interface Shared {
  pool: pg.Pool;
  lastSweep: number;
  onError: (err: Error) => void;
}

/** Deletes ended windows, at most once per SWEEP_EVERY_MS per process; never waits or throws. */
function sweep(shared: Shared): void {
  const now = Date.now();
  if (now - shared.lastSweep < SWEEP_EVERY_MS) return;
  shared.lastSweep = now;
  shared.pool.query(SWEEP_SQL).catch((err: unknown) => shared.onError(err instanceof Error ? err : new Error(String(err))));
}

/** The name a route's counters are kept under: method and URL (the plugin-level store has none). */
function routeName(routeOptions: { routeInfo?: { method?: string | string[]; url?: string } }): string {
  const info = routeOptions.routeInfo;
  const method = Array.isArray(info?.method) ? info.method.join(',') : (info?.method ?? '');
  return `${method} ${info?.url ?? ''}`.trim() || 'global';
}

/** One route's (or the plugin's) store. */
class PgRateLimitStore implements FastifyRateLimitStore {
  constructor(
    private readonly shared: Shared,
    private readonly prefix: string,
  ) {}

  incr(key: string, callback: Callback, timeWindow: number): void {
    this.shared.pool.query<Hit & { hits: number }>(HIT_SQL, [`${this.prefix}|${key}`, timeWindow]).then(
      ({ rows: [row] }) => callback(null, { current: row?.hits ?? 1, ttl: row?.ttl ?? timeWindow }),
      (err: Error) => callback(err),
    );
    sweep(this.shared);
  }

  /** The count without a hit (the plugin's `{ increment: false }`). */
  read(key: string, callback: Callback): void {
    this.shared.pool.query<{ hits: number; ttl: number }>(READ_SQL, [`${this.prefix}|${key}`]).then(
      ({ rows: [row] }) => callback(null, { current: row?.hits ?? 0, ttl: row?.ttl ?? 0 }),
      (err: Error) => callback(err),
    );
  }

  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    // The plugin passes the merged rate-limit parameters with `routeInfo` (the route's options).
    return new PgRateLimitStore(this.shared, routeName(routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }));
  }
}

/**
 * The `store` option of @fastify/rate-limit: counters in the `rate_limits` table of `pool`'s
 * database, shared by all processes on it. `onError` hears failed sweeps.
 */
export function pgRateLimitStore(pool: pg.Pool, onError: (err: Error) => void = () => undefined): FastifyRateLimitStoreCtor {
  const shared: Shared = { pool, lastSweep: 0, onError };
  return class extends PgRateLimitStore {
    constructor() {
      super(shared, 'global');
    }
  };
}

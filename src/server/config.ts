import path from 'node:path';

/** Server configuration, read once from the environment. See the README's configuration table. */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Port for the embedded PostgreSQL; a free one is picked when unset. */
  embeddedPgPort: number | undefined;
  jwtSecret: string | undefined;
  /** Token lifetime in seconds. */
  jwtTtlSeconds: number;
  /** Login attempts per minute per IP before 429. */
  loginRateLimit: number;
  logLevel: string;
  /** Seed demo data on an empty database. */
  seedDemo: boolean;
  /**
   * Public origin used in links (QR codes, e-mails); unset = the origin of the request that asks
   * for the document (lib/http/link-origin.ts).
   */
  publicUrl: string | undefined;
  /**
   * Which peers' X-Forwarded-* headers are believed (TRUST_PROXY): false = none (the socket's
   * address is the client), a hop count, or a list of proxy addresses and CIDR ranges.
   */
  trustProxy: TrustProxy;
  /** Days an e-Specbook link token stays valid after it was issued or re-sent (ESPECBOOK_TOKEN_DAYS, default 90; 0 = never expires). */
  especbookTokenDays: number;
  /** Where support and Data Fetch requests are e-mailed (SUPPORT_EMAIL). */
  supportEmail: string;
  /**
   * How long SIGTERM drains before the server stops accepting (SHUTDOWN_DRAIN_MS): /api/health
   * answers 503 meanwhile so a load balancer takes the process out of rotation. 5000 with
   * DATABASE_URL (possibly one of several processes), 0 with the embedded database (always alone).
   */
  shutdownDrainMs: number;
  /** Job settings for several processes and for tests (docs/decisions/045). */
  jobs: JobSettings;
  /** ERP_ALLOW_LOOPBACK=true lets an account's ERP gateway be on 127.0.0.0/8 or ::1 (tests, a gateway on this host). */
  erpAllowLoopback: boolean;
}

/** Job runner settings from the environment; unset = each queue's own. */
export interface JobSettings {
  /** JOB_EXPIRE_SECONDS: every queue's expiry, after which a dead process's job is retried elsewhere. */
  expireInSeconds?: number;
  /** JOB_MAINTENANCE_SECONDS: how often expired jobs are retried (default 30). */
  maintenanceIntervalSeconds?: number;
  /** JOB_SCHEDULE_CRON: replaces every schedule's cron (tests that watch the hourly purge fire). */
  scheduleCron?: string;
}

/** Fastify's `trustProxy` as TRUST_PROXY sets it: false, a hop count, or proxy addresses/CIDRs. */
export type TrustProxy = false | number | string[];

/**
 * Parses TRUST_PROXY: unset or empty = trust no proxy; digits = that many hops in front of the
 * server ("1": one load balancer); otherwise a comma-separated list of IPs and CIDR ranges
 * ("10.0.0.0/8, 127.0.0.1").
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '') return false;
  if (/^\d+$/.test(text)) return Number(text) > 0 ? Number(text) : false;
  return text.split(',').map((part) => part.trim()).filter((part) => part.length > 0);
}

/** The support mailbox when SUPPORT_EMAIL is unset. */
export const DEFAULT_SUPPORT_EMAIL = 'support@specfolio.test';

function intOr(value: string | undefined, fallback: number): number {
  const n = value === undefined || value === '' ? NaN : Number.parseInt(value, 10);
  return Number.isFinite(n) ? n : fallback;
}

/** A positive whole number from the environment, else undefined. */
function positiveOrUndefined(value: string | undefined): number | undefined {
  const n = intOr(value, 0);
  return n > 0 ? n : undefined;
}

/** Reads the configuration from `env` (process.env by default). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = intOr(env.PORT, 3000);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    embeddedPgPort: env.EMBEDDED_PG_PORT ? intOr(env.EMBEDDED_PG_PORT, 0) : undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    jwtTtlSeconds: intOr(env.JWT_TTL_SECONDS, 60 * 60 * 12),
    loginRateLimit: intOr(env.LOGIN_RATE_LIMIT, 10),
    logLevel: env.LOG_LEVEL || 'info',
    seedDemo: env.SEED_DEMO !== 'false',
    publicUrl: env.PUBLIC_URL?.trim() || undefined,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    especbookTokenDays: Math.max(0, intOr(env.ESPECBOOK_TOKEN_DAYS, 90)),
    supportEmail: env.SUPPORT_EMAIL?.trim() || DEFAULT_SUPPORT_EMAIL,
    shutdownDrainMs: Math.max(0, intOr(env.SHUTDOWN_DRAIN_MS, env.DATABASE_URL ? 5000 : 0)),
    jobs: {
      expireInSeconds: positiveOrUndefined(env.JOB_EXPIRE_SECONDS),
      maintenanceIntervalSeconds: positiveOrUndefined(env.JOB_MAINTENANCE_SECONDS),
      scheduleCron: env.JOB_SCHEDULE_CRON?.trim() || undefined,
    },
    erpAllowLoopback: env.ERP_ALLOW_LOOPBACK === 'true',
  };
}

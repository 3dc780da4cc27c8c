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
  /** Public origin used in links (e-mails); defaults to http://localhost:PORT. */
  publicUrl: string;
  /** Days an e-Specbook link token stays valid after it was issued or re-sent (ESPECBOOK_TOKEN_DAYS, default 90; 0 = never expires). */
  especbookTokenDays: number;
  /** Where support and Data Fetch requests are e-mailed (SUPPORT_EMAIL). */
  supportEmail: string;
}

/** The support mailbox when SUPPORT_EMAIL is unset. */
export const DEFAULT_SUPPORT_EMAIL = 'support@specfolio.test';

function intOr(value: string | undefined, fallback: number): number {
  const n = value === undefined || value === '' ? NaN : Number.parseInt(value, 10);
  return Number.isFinite(n) ? n : fallback;
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
    publicUrl: env.PUBLIC_URL || `http://localhost:${port}`,
    especbookTokenDays: Math.max(0, intOr(env.ESPECBOOK_TOKEN_DAYS, 90)),
    supportEmail: env.SUPPORT_EMAIL?.trim() || DEFAULT_SUPPORT_EMAIL,
  };
}

import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app';
import type { TrustProxy } from '#server/config';
import { openDatabase, type Database } from '#server/db/client';
import { createMailer } from '#server/lib/mail';
import { createStorage } from '#server/lib/storage';
import type { StripeAdapter } from '#server/lib/payments/stripe/stripe-adapter';
import type { Geocoder } from '#server/lib/geocoding/index';
import type { AipqEngines } from '#server/modules/aipq/aipq-engines';
import type { ErpSettings } from '#server/lib/erp-gateway/gateway';
import { withDatabase } from './db-url';

/** A fresh database cloned from the seeded template, for one test file. */
export async function createTestDatabase(): Promise<Database & { name: string }> {
  const adminUrl = inject('pgAdminUrl');
  const name = `t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${inject('pgTemplate')}`);
  } finally {
    await admin.end();
  }
  const database = openDatabase(withDatabase(adminUrl, name), 5);
  return {
    ...database,
    name,
    close: async () => {
      await database.close();
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`).finally(() => a.end());
    },
  };
}

/** The app on a fresh database; `close()` drops both. */
export interface TestServer {
  app: FastifyInstance;
  database: Database;
  /** Temporary DATA_DIR of this server: files/ and mail/ live here. */
  dataDir: string;
  /** Logs in and answers the bearer token. */
  login(email: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

/** The JWT signing key of every test app (tests that call `authenticate` directly use it too). */
export const TEST_TOKEN_KEY = new TextEncoder().encode('test-secret-'.repeat(4));

/** Options of a test app. */
type TTestAppOptions = { loginRateLimit?: number; trustProxy?: TrustProxy; publicUrl?: string; answerCacheBytes?: number; stripe?: StripeAdapter; geocoder?: Geocoder; aipqEngines?: AipqEngines; erpSettings?: ErpSettings };

/**
 * The real app on `database` (no HTTP port: `app.inject`), ready, with its own temporary
 * DATA_DIR. Two of them on one database stand for two server processes.
 */
export async function buildTestApp(database: Database, opts: TTestAppOptions = {}): Promise<{ app: FastifyInstance; dataDir: string }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'specfolio-files-'));
  const app = await buildApp({
    db: database.db,
    storage: createStorage({}, dataDir),
    mailer: createMailer({}, dataDir),
    tokens: { key: TEST_TOKEN_KEY, ttlSeconds: 3600 },
    loginRateLimit: opts.loginRateLimit ?? 1000,
    trustProxy: opts.trustProxy,
    publicUrl: opts.publicUrl,
    answerCacheBytes: opts.answerCacheBytes,
    stripe: opts.stripe,
    geocoder: opts.geocoder,
    aipqEngines: opts.aipqEngines,
    // Tests run the fake ERP gateway on loopback, and poll it quickly.
    erpSettings: opts.erpSettings ?? { allowLoopback: true, pollStartMs: 20, pollMaxMs: 200, retryBaseMs: 20, jobTimeoutMs: 20_000, requestTimeoutMs: 5000 },
    logger: false,
  });
  await app.ready();
  return { app, dataDir };
}

/** Builds the real app (no HTTP port: `app.inject`) on a fresh database. */
export async function createTestServer(opts: TTestAppOptions = {}): Promise<TestServer> {
  const database = await createTestDatabase();
  const { app, dataDir } = await buildTestApp(database, opts);
  return {
    app,
    database,
    async login(email, password = 'specfolio-demo') {
      const res = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });
      if (res.statusCode !== 200) throw new Error(`login failed for ${email}: ${res.statusCode} ${res.body}`);
      return (res.json() as { data: { token: string } }).data.token;
    },
    dataDir,
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { applyMigrations, openDatabase } from '#server/db/client';
import { startEmbeddedCluster, type EmbeddedCluster } from '#server/db/embedded';
import { seedDemoData } from '#server/db/seed/demo';
import { seedReferenceData } from '#server/db/seed/reference';
import { withDatabase } from './db-url';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin connection string of the test cluster (database 'postgres'). */
    pgAdminUrl: string;
    /** Name of the migrated and seeded template every test file clones. */
    pgTemplate: string;
  }
}

const TEMPLATE = 'specfolio_test_template';
let cluster: EmbeddedCluster | undefined;
let dataDir: string | undefined;

/**
 * One PostgreSQL per test run: the embedded one (or TEST_DATABASE_URL's server), with a
 * template database that is migrated and seeded once; each test file clones it.
 */
export async function setup(project: TestProject): Promise<void> {
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'specfolio-test-'));
    // mkdtemp makes a 0700 folder; as root, postgres runs as its own user and must enter it.
    await chmod(dataDir, 0o755);
    cluster = await startEmbeddedCluster({ dataDir: path.join(dataDir, 'postgres') });
    adminUrl = cluster.url();
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE} with (force)`);
  await admin.query(`create database ${TEMPLATE}`);
  await admin.end();
  const template = openDatabase(withDatabase(adminUrl, TEMPLATE), 2);
  await applyMigrations(template.db);
  await seedReferenceData(template.db);
  await seedDemoData(template.db);
  await template.close();
  project.provide('pgAdminUrl', adminUrl);
  project.provide('pgTemplate', TEMPLATE);
}

/** Stops the embedded cluster and removes its folder. */
export async function teardown(): Promise<void> {
  await cluster?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}

import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const CLIENT_TESTS = ['src/client/**/*.test.{ts,tsx}'];

/**
 * Client test files that replace modules (`vi.mock`): a module graph shared with other files would
 * already hold the real module, so these run in a fresh one each (the `client-isolated` project).
 */
const clientFilesMockingModules = readdirSync('src/client', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => path.posix.join('src/client', file.split(path.sep).join('/')))
  .filter((file) => /\bvi\.(do)?mock\(/.test(readFileSync(file, 'utf8')));

const clientProject = {
  plugins: [react()],
  test: {
    environment: 'jsdom' as const,
    setupFiles: ['src/client/test/setup.ts'],
    css: false,
    // Whole-page journeys (the manage page with its menus and drawers) take several seconds
    // in jsdom on a busy two-core machine; 5 s (the default) cut them off there.
    testTimeout: 15_000,
  },
};

/**
 * Four projects: server (real PostgreSQL: one embedded cluster per run, a fresh database per
 * test file), shared (pure rules) and client (jsdom + Testing Library; `client-isolated` for the
 * files that mock modules).
 *
 * Test files share their worker's module graph (`isolate: false`): importing the app, Mantine and
 * jsdom once per worker instead of once per file took the unit step from ~22 to ~7 min on two
 * cores. Every server test file still gets its own database, and Testing Library unmounts after
 * each test. Two workers: the default (cores − 1) leaves one of two cores idle.
 */
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts'],
          globalSetup: ['src/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          isolate: false,
        },
      },
      {
        test: {
          name: 'shared',
          environment: 'node',
          include: ['src/shared/**/*.test.ts'],
          isolate: false,
        },
      },
      { ...clientProject, test: { ...clientProject.test, name: 'client', include: CLIENT_TESTS, exclude: clientFilesMockingModules, isolate: false } },
      { ...clientProject, test: { ...clientProject.test, name: 'client-isolated', include: clientFilesMockingModules } },
    ],
  },
});

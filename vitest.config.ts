import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * Three projects: server (real PostgreSQL: one embedded cluster per run, a fresh database per
 * test file), shared (pure rules) and client (jsdom + Testing Library).
 */
export default defineConfig({
  test: {
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
        },
      },
      {
        test: {
          name: 'shared',
          environment: 'node',
          include: ['src/shared/**/*.test.ts'],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['src/client/**/*.test.{ts,tsx}'],
          setupFiles: ['src/client/test/setup.ts'],
          css: false,
          // Whole-page journeys (the manage page with its menus and drawers) take several seconds
          // in jsdom on a busy two-core machine; 5 s (the default) cut them off there.
          testTimeout: 15_000,
        },
      },
    ],
  },
});

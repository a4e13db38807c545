import { defineConfig } from 'vitest/config';
import { compiledCatalogs } from './web/build/compiled-catalogs.js';

/**
 * Four kinds of test, one runner. `unit` needs nothing running; the others run inside
 * `firebase emulators:exec` (scripts/test.ts) against the real Auth and Firestore emulators, and
 * run their files one at a time because they share those emulators and wipe them between files.
 */
const againstEmulators = {
  fileParallelism: false,
  setupFiles: ['./tests/support/reset-between-files.ts'],
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    projects: [
      {
        // Web components read their texts from compiled catalogues, as in the build.
        plugins: [compiledCatalogs()],
        test: {
          name: 'unit',
          include: [
            'contract/src/**/*.test.ts',
            'functions/*.test.ts',
            'functions/src/**/*.test.ts',
            'web/src/**/*.test.{ts,tsx}',
            'web/build/**/*.test.ts',
            'tools/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: ['**/*.api.test.ts', '**/node_modules/**'],
          environment: 'node',
          // Worker threads start cheaper than forked processes: about 15% less CPU for the same files.
          pool: 'threads',
        },
      },
      {
        test: {
          name: 'api',
          include: ['functions/src/**/*.api.test.ts', 'tools/**/*.api.test.ts', 'scripts/**/*.api.test.ts'],
          testTimeout: 20_000,
          ...againstEmulators,
        },
      },
      {
        test: {
          name: 'rules',
          include: ['firestore.rules.test.ts', 'storage.rules.test.ts'],
          testTimeout: 20_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          testTimeout: 60_000,
          // expect.poll waits 1 s by default: too short for a lazily loaded screen on a busy machine.
          // Waiting longer for the same state keeps every assertion; a poll that times a behaviour
          // (the carousel's rotation) passes its own timeout.
          expect: { poll: { timeout: 10_000 } },
          ...againstEmulators,
          // The files share one worker's modules (firebase-admin, playwright-core, the seed)
          // instead of importing them again each: every file still gets emptied emulators, a
          // fresh seed and its own Chromium from its hooks, which run per file.
          isolate: false,
        },
      },
    ],
  },
});

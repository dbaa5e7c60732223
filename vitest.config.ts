import path from 'node:path';
import { configDefaults, defineConfig, defineProject } from 'vitest/config';

const apiProject = (name: string, testDb: 'pglite' | 'postgres') =>
  defineProject({
    test: {
      name,
      root: 'apps/api',
      include: ['test/**/*.test.ts'],
      // `*.embedded.test.ts` run the embedded database in their own processes or folders, whatever
      // the worker's database: once is enough. `*.postgres.test.ts` need a PostgreSQL server.
      exclude: [
        ...configDefaults.exclude,
        testDb === 'postgres' ? 'test/**/*.embedded.test.ts' : 'test/**/*.postgres.test.ts',
      ],
      environment: 'node',
      // One database per worker, shared by that worker's files and reset between tests.
      isolate: false,
      setupFiles: ['test/setup.ts'],
      // The embedded database migrated once per run, copied by tests that need one on disk.
      globalSetup: ['test/global-setup.ts'],
      env: { TEST_DB: testDb },
      // `npm test` runs this suite at a lower priority beside the journeys: a test can wait long
      // for the cores without being wrong.
      testTimeout: 60_000,
      hookTimeout: 120_000,
    },
  });

// The web suite's files share one jsdom and one module graph per worker: building both for each of
// some fifty files cost more than the tests themselves. `*.isolated.test.tsx` mock app modules with
// `vi.mock`, which needs a graph of its own.
const webProject = (name: string, isolated: boolean) =>
  defineProject({
    resolve: { alias: { '@': path.resolve('apps/web/src') } },
    test: {
      name,
      root: 'apps/web',
      include: [isolated ? 'src/**/*.isolated.test.{ts,tsx}' : 'src/**/*.test.{ts,tsx}'],
      exclude: [
        ...configDefaults.exclude,
        ...(isolated ? [] : ['src/**/*.isolated.test.{ts,tsx}']),
      ],
      isolate: isolated,
      environment: 'jsdom',
      setupFiles: ['test/setup.ts'],
      // The whole suite shares two cores: a page's first lazy import can take seconds.
      testTimeout: 20_000,
    },
  });

export default defineConfig({
  test: {
    // Vitest leaves a core free by default; on the two-core machines that runs every file one
    // after another while much of a test's time waits on PostgreSQL, a child process or a timer.
    maxWorkers: 2,
    projects: [
      defineProject({
        test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'] },
      }),
      defineProject({
        test: { name: 'sinks', root: 'packages/provider-sinks', include: ['test/**/*.test.ts'] },
      }),
      apiProject('api', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-postgres', 'postgres')] : []),
      webProject('web', false),
      webProject('web-isolated', true),
    ],
  },
});

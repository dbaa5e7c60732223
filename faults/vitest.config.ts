import { defineConfig } from 'vitest/config';

// The fast subset of the fault campaign. Its checks are about time (answers within 5 s, exit soon
// after the last answer) with margins wide enough to hold on two busy cores: `npm test` runs it
// beside lint, typecheck and the web build.
export default defineConfig({
  test: {
    name: 'faults',
    root: 'faults',
    include: ['*.test.ts'],
    environment: 'node',
    // The embedded database migrated once, copied by the scenarios that start the API on one.
    globalSetup: ['../apps/api/test/global-setup.ts'],
    // Each test starts PostgreSQL clusters and API processes and waits out real faults.
    testTimeout: 180_000,
    hookTimeout: 60_000,
  },
});

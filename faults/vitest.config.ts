import { defineConfig } from 'vitest/config';

// The fast subset of the fault campaign runs on its own, after the unit suites: its checks are
// about time (answers within 5 s, exit soon after the last answer), which two cores shared with
// the rest of the suite would blur.
export default defineConfig({
  test: {
    name: 'faults',
    root: 'faults',
    include: ['*.test.ts'],
    environment: 'node',
    // Each test starts PostgreSQL clusters and API processes and waits out real faults.
    testTimeout: 180_000,
    hookTimeout: 60_000,
  },
});

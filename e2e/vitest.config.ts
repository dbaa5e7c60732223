import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    root: 'e2e',
    include: ['**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['global-setup.ts'],
    // One server and a shared database for every journey; two files at a time, as a journey mostly
    // waits on the server and the browser. Journeys make their own people and requests, and read
    // shared figures as bounds.
    maxWorkers: 2,
    // A journey walks a dozen pages with an accessibility check on each; on two busy cores that
    // can take minutes.
    testTimeout: 180_000,
    // Polls wait on a real server and browser, both slower while the rest of the suite runs.
    expect: { poll: { timeout: 15_000 } },
    hookTimeout: 120_000,
  },
});

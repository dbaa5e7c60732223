// The fast subset of `npm run faults` that `npm test` runs: a socket cut, the readiness probe on a
// blackholed database, SIGTERM mid-upload, the embedded database's lock and Idempotency-Key
// replays after kill -9. The full campaign (and its table) is `npm run faults`.
import { describe, expect, it } from 'vitest';
import type { Row } from './lib/scenario';
import { embeddedLock } from './scenarios/embedded-lock';
import { kill9Keyed } from './scenarios/kill9-keyed';
import { readyBlackhole } from './scenarios/ready-blackhole';
import { sigtermUploads } from './scenarios/sigterm-uploads';
import { socketCut } from './scenarios/socket-cut';

function expectPassed(row: Row) {
  expect(row.passed, `${row.scenario}: ${row.outcome}`).toBe(true);
}

describe('fault campaign, fast subset', () => {
  it('socket cut: every call answered within 5 s, no crash, recovers alone', async () => {
    expectPassed(await socketCut());
  });

  it("blackholed database: the readiness probe answers 503 naming it within the probe's second", async () => {
    expectPassed(await readyBlackhole());
  });

  it('SIGTERM mid-upload: all answered, exit 0 within the grace, the database holds the 2xx', async () => {
    expectPassed(await sigtermUploads({ uploads: 4, photoBytes: 1_000_000, graceMs: 10_000 }));
  });

  it('a second process on one embedded DATA_DIR refuses; the first keeps serving', async () => {
    expectPassed(await embeddedLock());
  });

  it('kill -9 under keyed writes: each retried key exactly once, no orphan files', async () => {
    expectPassed(await kill9Keyed({ requests: 8, photoBytes: 200_000 }));
  });
});

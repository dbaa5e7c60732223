import { describe, expect, it } from 'vitest';
import { migratedDataDir } from './helpers/pglite-template';
import { startServer } from './helpers/server-process';
import { SLOW_MS } from './helpers/test-app';

describe('graceful shutdown', () => {
  it(
    'stops on SIGTERM with exit code 0 within 5 s',
    async () => {
      const server = await startServer(await migratedDataDir('drones-shutdown-'));
      expect(await server.healthy()).toBe(true);

      // A keep-alive connection stays open; shutdown must not wait for it.
      await fetch(`${server.url}/api/users/driversLength`);
      const started = Date.now();
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(Date.now() - started).toBeLessThan(5000);
    },
    SLOW_MS,
  );
});

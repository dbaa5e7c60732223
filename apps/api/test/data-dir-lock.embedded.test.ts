import { describe, expect, it } from 'vitest';
import { openPglite } from '../src/db/client';
import { migratedDataDir } from './helpers/pglite-template';
import { startServer } from './helpers/server-process';
import { SLOW_MS } from './helpers/test-app';

// docs/design.md §11: the embedded database admits one process; a crashed one leaves no stuck lock.

describe('the embedded database', () => {
  it(
    'refuses a second server on its DATA_DIR, naming the holder, and outlives a crashed one',
    async () => {
      const dataDir = await migratedDataDir('drones-lock-');
      const first = await startServer(dataDir);
      expect(await first.healthy()).toBe(true);

      const second = await startServer(dataDir);
      expect(await second.exited).toBe(1);
      expect(second.stderr().trim()).toBe(
        `O banco embutido em ${dataDir} já está em uso pelo processo ${first.child.pid}. ` +
          'Encerre esse processo ou use outro DATA_DIR.',
      );
      expect(await first.healthy()).toBe(true);

      // Killed without a chance to clean up: its lock does not keep the next one out.
      first.child.kill('SIGKILL');
      await first.exited;
      const database = await openPglite(dataDir);
      await expect(openPglite(dataDir)).rejects.toThrow(`processo ${process.pid}`);
      await database.close();
      // Closed, it is free again.
      await (await openPglite(dataDir)).close();
    },
    SLOW_MS,
  );
});

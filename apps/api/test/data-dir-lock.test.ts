import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { openPglite } from '../src/db/client';

// DESIGN §11: the embedded database admits one process; a crashed one leaves no stuck lock.

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** `npm start`'s server on `dataDir`, with what it prints on stderr and how it exits. */
async function startServer(dataDir: string) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  onTestFinished(() => void child.kill('SIGKILL'));
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const healthy = async () => {
    for (let i = 0; i < 120; i += 1) {
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`)
        .then((res) => res.ok)
        .catch(() => false);
      if (ok) return true;
      await new Promise((r) => setTimeout(r, 250));
    }
    return false;
  };
  return { child, exited, healthy, stderr: () => stderr };
}

describe('the embedded database', () => {
  it('refuses a second server on its DATA_DIR, naming the holder, and outlives a crashed one', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'drones-lock-'));
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
  }, 90_000);
});

import { fork, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function waitFor(url: string, child: ChildProcess) {
  for (let i = 0; i < 240; i += 1) {
    if (child.exitCode !== null)
      throw new Error(`${url}: the server exited with ${child.exitCode}`);
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer`);
}

/** A bare node:http server of this folder (`script`), given its port and then `args`. */
export async function startBare(script = 'bare-http.ts', args: string[] = []) {
  const port = await freePort();
  const child = fork(path.join(import.meta.dirname, script), [String(port), ...args], {
    execArgv: ['--import', 'tsx'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(url, child);
  return { url, stop: () => stop(child) };
}

/**
 * The real API server process, as `npm start` runs it, on the given PostgreSQL database (null:
 * the embedded one, in a throwaway data folder), on `port` when its address must be known before
 * it starts (PUBLIC_URL), else on a free one.
 */
export async function startApi(
  databaseUrl: string | null,
  env: Record<string, string> = {},
  port?: number,
) {
  port ??= await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      ...(databaseUrl && { DATABASE_URL: databaseUrl }),
      // The call-out rows queue thousands of e-mails: they land in a throwaway outbox.
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'drones-bench-')),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/health`, child);
  return { url, pid: child.pid!, stop: () => stop(child) };
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

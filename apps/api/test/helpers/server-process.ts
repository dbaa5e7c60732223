import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { onTestFinished } from 'vitest';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * `npm start`'s server on `dataDir` as a child process (killed when the test finishes), with its
 * URL, what it prints on stderr, how it exits, and a wait until /api/health answers.
 */
export async function startServer(dataDir: string) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
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
  const url = `http://127.0.0.1:${port}`;
  const healthy = async () => {
    for (let i = 0; i < 120; i += 1) {
      const ok = await fetch(`${url}/api/health`)
        .then((res) => res.ok)
        .catch(() => false);
      if (ok) return true;
      await new Promise((r) => setTimeout(r, 250));
    }
    return false;
  };
  return { child, url, exited, healthy, stderr: () => stderr };
}

import { spawn } from 'node:child_process';
import os from 'node:os';
import { atExit } from './scope';
import { freePort, root, seconds, sleep } from './util';

export interface AppOptions {
  /** The embedded database (without databaseUrl), the files and the outbox live here. */
  dataDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  env?: Record<string, string>;
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

// What a process that lost a fight with its database prints on the way out.
const CRASH_SIGNS = /Unhandled 'error' event|Uncaught|unhandledRejection|"level":60/;
const OUTPUT_KEPT = 200_000;

export interface AppProcess {
  url: string;
  pid: number;
  dataDir: string;
  exited: Promise<Exit>;
  /** Null while it runs. */
  exit(): Exit | null;
  kill(signal: NodeJS.Signals): void;
  /** Everything it printed (the last 200 kB). */
  output(): string;
  /** The lines that tell of a crash, and an exit with an error code; empty when none. */
  crashSigns(): string[];
  /** Waits until GET /api/health/live answers 200; throws if the process exits first. */
  live(timeoutMs?: number): Promise<void>;
}

/**
 * The real API as `npm start` runs it. Only this campaign's settings reach it: an inherited
 * DATABASE_URL must never point it at a shared server.
 */
export async function spawnApp(options: AppOptions): Promise<AppProcess> {
  const port = await freePort();
  const { dataDir } = options;
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? os.tmpdir(),
    TMPDIR: os.tmpdir(),
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MULTIPLIER: '50',
    GOVERNMENT_APPROVAL: 'auto',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...(options.smtpUrl ? { SMTP_URL: options.smtpUrl } : {}),
    ...options.env,
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_KEPT);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exit: Exit | null = null;
  const forget = atExit(() => child.kill('SIGKILL'));
  const exited = new Promise<Exit>((resolve) => {
    // 'close' comes after the last output, which 'exit' may precede.
    child.once('close', (code, signal) => {
      exit = { code, signal };
      forget();
      resolve(exit);
    });
  });
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    pid: child.pid!,
    dataDir,
    exited,
    exit: () => exit,
    kill: (signal) => void child.kill(signal),
    output: () => output,
    crashSigns() {
      const lines = output.split('\n').filter((line) => CRASH_SIGNS.test(line));
      // A signal is the campaign's own kill; an error code is the process giving up.
      if (exit && exit.code !== null && exit.code !== 0) lines.push(`saiu com ${exit.code}`);
      return lines.map((line) => line.slice(0, 300));
    },
    async live(timeoutMs = 90_000) {
      const started = Date.now();
      while (Date.now() - started < timeoutMs) {
        if (exit)
          throw new Error(`a API saiu com ${exit.code ?? exit.signal}: ${output.slice(-2000)}`);
        const ok = await fetch(`${url}/api/health/live`).then(
          (res) => res.ok,
          () => false,
        );
        if (ok) return;
        await sleep(200);
      }
      throw new Error(`a API não respondeu em ${timeoutMs / 1000} s: ${output.slice(-2000)}`);
    },
  };
}

/** Spawns the API and waits until it is live. */
export async function startApp(options: AppOptions): Promise<AppProcess> {
  const app = await spawnApp(options);
  try {
    await app.live();
  } catch (error) {
    app.kill('SIGKILL');
    throw error;
  }
  return app;
}

/** Stops the process (SIGTERM, then SIGKILL after `graceMs`) and answers how it ended. */
export async function stopApp(app: AppProcess, graceMs = 30_000): Promise<Exit> {
  if (app.exit()) return app.exit()!;
  app.kill('SIGTERM');
  const timer = setTimeout(() => app.kill('SIGKILL'), graceMs);
  try {
    return await app.exited;
  } finally {
    clearTimeout(timer);
  }
}

// With nothing in flight a stop takes milliseconds; the grace is for requests still running.
export const PROMPT_STOP_MS = 5000;
// A SHUTDOWN_GRACE_MS short enough that a stop held by something left open costs little.
export const SHORT_GRACE_MS = 10_000;

/** SIGTERM when nothing is in flight: whether it exited 0 promptly, and how it went. */
export async function idleStop(app: AppProcess): Promise<{ clean: boolean; outcome: string }> {
  const started = Date.now();
  const exit = await stopApp(app);
  const ms = Date.now() - started;
  return {
    clean: exit.code === 0 && ms <= PROMPT_STOP_MS,
    outcome: `SIGTERM sem nada em curso: saiu com ${exit.code ?? exit.signal} em ${seconds(ms)}`,
  };
}

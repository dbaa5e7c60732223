import type { FastifyInstance } from 'fastify';

/** How often files a crash left behind are looked for (docs/design.md §11), each with the same grace. */
export const SWEEP_EVERY_MS = 15 * 60 * 1000;

/**
 * Runs `task` every `everyMs` once the app is ready (and at once with `atStart`), never two runs
 * at a time; a failure is logged and the next tick tries again. Stopped, the run in progress
 * awaited, when the app closes.
 */
export function runPeriodically(
  app: FastifyInstance,
  options: { name: string; everyMs: number; atStart: boolean; task: () => Promise<unknown> },
): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;

  function run() {
    if (running) return;
    running = options
      .task()
      .catch((error: unknown) => app.log.error({ err: error }, `${options.name} failed`))
      .finally(() => {
        running = undefined;
      });
  }

  app.addHook('onReady', async () => {
    if (options.atStart) run();
    timer = setInterval(run, options.everyMs);
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

import type { FastifyInstance } from 'fastify';
import type { RoutesOptions } from '../../lib/service-context';
import { runDueSteps } from './auto-callout';

// A step runs within this of its due time; the poll is one index probe on auto_callouts_due_idx.
const POLL_MS = 500;

/**
 * Runs the automatic call-outs' due steps on every instance; the row locks make each step run
 * once. Steps live in the database, so they survive restarts. Stopped when the app closes.
 */
export default async function autoCalloutJob(
  app: FastifyInstance,
  { ctx }: RoutesOptions,
): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;

  function run() {
    if (running) return;
    running = runDueSteps(ctx)
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'automatic call-out step failed');
      })
      .finally(() => {
        running = undefined;
      });
  }

  app.addHook('onReady', async () => {
    timer = setInterval(run, POLL_MS);
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

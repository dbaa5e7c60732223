import type { FastifyInstance } from 'fastify';
import type { RoutesOptions } from '../../lib/service-context';
import { sendExpiryReminders } from './service';

const EVERY_MS = 60 * 60_000;

/**
 * Runs the expiry reminder at start-up and then hourly: it is idempotent (each certificate is
 * claimed once), so running more often than daily only sends a reminder sooner after its day
 * begins, and several instances may run it together. Stopped when the app closes.
 */
export default async function certificateReminderJob(
  app: FastifyInstance,
  { ctx }: RoutesOptions,
): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;

  function run() {
    running = sendExpiryReminders(ctx, new Date())
      .then((sent) => {
        if (sent > 0) app.log.info({ sent }, 'certificate expiry reminders queued');
      })
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'certificate expiry reminders failed');
      });
  }

  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, EVERY_MS);
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

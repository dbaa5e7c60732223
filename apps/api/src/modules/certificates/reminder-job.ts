import type { FastifyInstance } from 'fastify';
import { runPeriodically } from '../../lib/periodic-task';
import type { RoutesOptions } from '../../lib/service-context';
import { sendExpiryReminders } from './service';

const EVERY_MS = 60 * 60_000;

/**
 * Runs the expiry reminder at start-up and then hourly: it is idempotent (each certificate is
 * claimed once), so running more often than daily only sends a reminder sooner after its day
 * begins, and several instances may run it together.
 */
export default async function certificateReminderJob(
  app: FastifyInstance,
  { ctx }: RoutesOptions,
): Promise<void> {
  runPeriodically(app, {
    name: 'certificate expiry reminders',
    everyMs: EVERY_MS,
    atStart: true,
    task: async () => {
      const sent = await sendExpiryReminders(ctx, new Date());
      if (sent > 0) app.log.info({ sent }, 'certificate expiry reminders queued');
    },
  });
}

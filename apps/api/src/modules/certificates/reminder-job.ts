import type { FastifyInstance } from 'fastify';
import type { RoutesOptions } from '../../lib/service-context';
import { sendExpiryReminders } from './service';

const EVERY_MS = 60 * 60_000;

/**
 * The expiry reminder at the first start and then hourly: it is idempotent (each certificate is
 * claimed once), so running more often than daily only sends a reminder sooner after its day
 * begins.
 */
export default async function certificateReminderJob(
  app: FastifyInstance,
  { ctx }: RoutesOptions,
): Promise<void> {
  app.jobs.schedule(
    'certificate expiry reminders',
    { everyMs: EVERY_MS, atStart: true },
    async () => {
      const sent = await sendExpiryReminders(ctx, new Date());
      if (sent > 0) app.log.info({ sent }, 'certificate expiry reminders queued');
    },
  );
}

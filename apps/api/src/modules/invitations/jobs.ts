import type { FastifyInstance } from 'fastify';
import type { RoutesOptions } from '../../lib/service-context';
import { CALLOUT_STEP, runDueStep } from './auto-callout';
import { CHANNEL_STEP, runChannelStep } from './deliveries';
import { findDeliveryContext } from './repository';

/**
 * The invitations' background work, as jobs in the database so it survives restarts: the
 * automatic call-outs' steps and the channels' steps; and each delivery's news on the roster.
 */
export default async function invitationJobs(
  app: FastifyInstance,
  { ctx }: RoutesOptions,
): Promise<void> {
  app.jobs.defineJob(CALLOUT_STEP, ({ solicitationId }) => runDueStep(ctx, solicitationId));
  app.jobs.defineJob(CHANNEL_STEP, (step) => runChannelStep(ctx, step));
  app.outbox.onChange(async ({ invitationId }) => {
    if (!invitationId) return;
    const context = await findDeliveryContext(ctx.db, invitationId);
    if (context) await ctx.events.rosterChanged(context.solicitationId, [context.userId]);
  });
}

import type { FastifyInstance } from 'fastify';
import type { RoutesOptions } from '../../lib/service-context';
import { CALLOUT_STEP, runDueStep } from './auto-callout';
import { CHANNEL_STEP, runChannelStep } from './deliveries';
import { findInvitationPilots } from './repository';

// Deliveries' news reach the roster in one message per request this often at most: a call-out's
// fan-out and its providers' statuses change thousands of rows in seconds (docs/design.md §13 asks
// each change on the stream within 2 s).
const ROSTER_NEWS_MS = 200;

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

  const changed = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  async function tellRosters() {
    timer = undefined;
    const ids = [...changed];
    changed.clear();
    const pilots = new Map<string, string[]>();
    for (const { solicitationId, userId } of await findInvitationPilots(ctx.db, ids)) {
      // An invitation detached from its deleted request has no roster.
      if (!solicitationId || !userId) continue;
      pilots.set(solicitationId, [...(pilots.get(solicitationId) ?? []), userId]);
    }
    for (const [solicitationId, userIds] of pilots) {
      await ctx.events.rosterChanged(solicitationId, userIds);
    }
  }
  app.outbox.onChange(async ({ invitationId }) => {
    if (!invitationId) return;
    changed.add(invitationId);
    timer ??= setTimeout(() => {
      tellRosters().catch((error: unknown) => {
        app.log.error({ err: error }, 'delivery news not told to the rosters');
      });
    }, ROSTER_NEWS_MS);
  });
  app.addHook('onClose', async () => {
    clearTimeout(timer);
  });
}

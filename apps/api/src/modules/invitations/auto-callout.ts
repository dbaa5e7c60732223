import { NOT_CREATOR } from '@drones/shared/solicitations';
import { type AutoCallout, type CalloutResponse } from '@drones/shared/invitations';
import type { Db } from '../../db/client';
import { jobType } from '../../plugins/app/jobs/jobs';
import type { ServiceContext } from '../../lib/service-context';
import type { SessionUser } from '../../lib/session-user';
import { rankedPilotIds } from '../matching/service';
import { getSolicitation, requireCaller } from '../solicitations/service';
import {
  claimDueAutoCallout,
  deleteAutoCallout,
  findAutoCallout,
  findPilots,
  invitationState,
  saveAutoCallout,
  setNextStep,
  type AutoCalloutRow,
} from './repository';
import { callerOf, invitePilots, recordCallout, requireOpenForCallout } from './service';

// The automatic call-out (docs/design.md §8): each step invites the best `2 × wanted` matches not invited
// yet, while fewer than `wanted` have accepted and the request is open, until the matches run out.

type Context = Pick<ServiceContext, 'db' | 'mail' | 'config' | 'events' | 'jobs' | 'outbox'>;

/** The next step of a request's automatic call-out, queued when the step before sets its time. */
export const CALLOUT_STEP = jobType<{ solicitationId: string }>('callout.step');

/**
 * One step of a claimed call-out, inside the transaction that locks its row: it invites the next
 * pilots and sets the next step `everyMinutes` from now (never from the missed due time, so late
 * steps do not run in a burst), or ends the call-out. Answers the invited ids.
 */
async function step(ctx: Context, tx: Db, job: AutoCalloutRow): Promise<string[]> {
  const entry = await getSolicitation(tx, job.solicitationId);
  const solicitation = entry.row;
  const state = await invitationState(tx, job.solicitationId);
  const fresh =
    solicitation.isFinished || state.accepted >= job.wanted
      ? []
      : (await rankedPilotIds({ db: tx }, job.solicitationId, new Date())).filter(
          (id) => !state.invited.has(id),
        );
  const next = fresh.slice(0, 2 * job.wanted);
  if (next.length === 0) {
    await deleteAutoCallout(tx, job.solicitationId);
    return [];
  }
  const invited = await invitePilots(ctx, tx, {
    solicitation,
    caller: callerOf(entry),
    pilots: await findPilots(tx, next),
    source: 'escalation',
    message: job.message,
  });
  if (fresh.length > next.length) {
    const seconds = job.everyMinutes * ctx.config.CALLOUT_MINUTE_SECONDS;
    await setNextStep(tx, job.solicitationId, seconds);
    await ctx.jobs.enqueue(
      tx,
      CALLOUT_STEP,
      { solicitationId: job.solicitationId },
      {
        afterSeconds: seconds,
      },
    );
  } else {
    await deleteAutoCallout(tx, job.solicitationId);
  }
  return invited;
}

/**
 * Runs the request's step if it is due: a restart with new numbers may have moved it later, and a
 * job queued for the earlier time then finds nothing to do. The row lock makes it run once.
 */
export async function runDueStep(ctx: Context, solicitationId: string): Promise<void> {
  const invited = await ctx.db.transaction(async (tx) => {
    const job = await claimDueAutoCallout(tx, solicitationId);
    return job ? step(ctx, tx, job) : null;
  });
  if (invited) await ctx.events.rosterChanged(solicitationId, invited);
}

async function view(db: Db, solicitationId: string): Promise<AutoCallout | null> {
  const row = await findAutoCallout(db, solicitationId);
  return row
    ? {
        wanted: row.wanted,
        everyMinutes: row.everyMinutes,
        message: row.message,
        accepted: row.accepted,
        nextStepAt: row.dueAt.toISOString(),
      }
    : null;
}

/**
 * The creator starts (or restarts, with new numbers) the automatic call-out of his open request;
 * its first step runs in the same transaction, so the answer says whom it invited.
 */
export async function startAutoCallout(
  ctx: Context,
  user: SessionUser,
  solicitationId: string,
  input: {
    auto: { wanted: number; everyMinutes: number; message?: string | null | undefined };
    message?: string | null | undefined;
  },
  ip: string,
): Promise<CalloutResponse> {
  await requireOpenForCallout(ctx, user, solicitationId);
  const { wanted, everyMinutes } = input.auto;
  const invited = await ctx.db.transaction(async (tx) => {
    await saveAutoCallout(tx, {
      solicitationId,
      createdBy: user.id,
      wanted,
      everyMinutes,
      // Its settings' message, or the call-out's (ADR 031).
      message: input.auto.message || input.message || null,
    });
    await recordCallout(tx, user, solicitationId, ip, { auto: true, wanted, everyMinutes });
    const job = await claimDueAutoCallout(tx, solicitationId);
    return job ? step(ctx, tx, job) : [];
  });
  await ctx.events.rosterChanged(solicitationId, invited);
  return { invited: invited.length, alreadyInvited: 0, auto: await view(ctx.db, solicitationId) };
}

/** The creator stops his request's automatic call-out (nothing happens when none runs). */
export async function stopAutoCallout(
  ctx: Pick<ServiceContext, 'db'>,
  user: SessionUser,
  solicitationId: string,
): Promise<void> {
  await requireCaller(ctx, user, solicitationId, NOT_CREATOR);
  await deleteAutoCallout(ctx.db, solicitationId);
}

/** The request's automatic call-out while it runs, null otherwise. */
export async function readAutoCallout(
  ctx: Pick<ServiceContext, 'db'>,
  solicitationId: string,
): Promise<AutoCallout | null> {
  await getSolicitation(ctx.db, solicitationId);
  return view(ctx.db, solicitationId);
}

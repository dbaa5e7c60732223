import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { PhoneChannel } from '@drones/shared/channels';
import type { Db } from '../../db/client';
import type { ServiceContext } from '../../lib/service-context';
import { tokenHash } from '../../lib/tokens';
import { jobType } from '../../plugins/app/jobs/jobs';
import type { OutboxMessage } from '../../plugins/app/outbox/outbox';
import { channelTargets } from '../channels/service';
import { invitationPush, invitationSms, invitationTemplate } from './channel-messages';
import {
  assignLetters,
  findDeliveryContext,
  setShortCodes,
  type DeliveryContext,
} from './repository';

// An invitation beyond its e-mail (docs/design.md §13): push at once; WhatsApp after
// CHANNEL_STEP_MINUTES and SMS after twice that while he has not answered; every channel at once
// when the request is urgent. Outside urgent requests his quiet hours leave only the e-mail.

/** One step: the invitation's WhatsApp or SMS, if it is still unanswered when it comes due. */
export const CHANNEL_STEP = jobType<{ invitationId: string; channel: PhoneChannel }>(
  'invitation.channel',
);

type Ctx = Pick<ServiceContext, 'outbox' | 'jobs' | 'config'>;

export interface NewInvitation {
  id: string;
  userId: string;
  /** The token of his links, for the push's actions. */
  token: string;
}

const SHORT_CODE_ALPHABET = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** The 8 characters of PUBLIC_URL/c/{code}, which opens the invitation like its token. */
function shortCode(): string {
  return Array.from(
    { length: 8 },
    () => SHORT_CODE_ALPHABET[randomInt(SHORT_CODE_ALPHABET.length)],
  ).join('');
}

/** The WhatsApp templates and SMS of invitations, with their letters and the SMS's short links. */
async function phoneMessages(
  ctx: Ctx,
  tx: Db,
  sends: { context: DeliveryContext; channel: PhoneChannel; phone: string }[],
): Promise<OutboxMessage[]> {
  const letters = await assignLetters(
    tx,
    sends.map(({ context }) => ({ id: context.id, userId: context.userId })),
  );
  const codes = new Map(
    sends.filter((send) => send.channel === 'sms').map(({ context }) => [context.id, shortCode()]),
  );
  await setShortCodes(
    tx,
    [...codes].map(([id, code]) => ({ id, codeHash: tokenHash(code) })),
  );
  return sends.map(({ context, channel, phone }) => {
    const letter = letters.get(context.id)!;
    const base = { channel, to: phone, userId: context.userId, invitationId: context.id };
    return channel === 'whatsapp'
      ? {
          ...base,
          text: '',
          payload: invitationTemplate(ctx.config.WHATSAPP_TEMPLATE, context, letter),
        }
      : {
          ...base,
          text: invitationSms(
            context,
            letter,
            `${ctx.config.PUBLIC_URL}/c/${codes.get(context.id)}`,
          ),
        };
  });
}

/**
 * Queues new invitations' messages beyond e-mail, in the call-out's transaction: the pushes now,
 * WhatsApp and SMS now when urgent, otherwise as steps that wait for an answer.
 */
export async function queueInvitationChannels(ctx: Ctx, tx: Db, invited: NewInvitation[]) {
  if (invited.length === 0) return;
  const base = (await findDeliveryContext(tx, invited[0]!.id))!;
  const urgent = base.urgency === 'urgente';
  const targets = await channelTargets(
    ctx,
    tx,
    invited.map((pilot) => pilot.userId),
  );
  const messages: OutboxMessage[] = [];
  const phoneSends: { context: DeliveryContext; channel: PhoneChannel; phone: string }[] = [];
  const steps: { invitationId: string; channel: PhoneChannel; afterSeconds: number }[] = [];
  const minute = ctx.config.CALLOUT_MINUTE_SECONDS;
  for (const pilot of invited) {
    const target = targets.get(pilot.userId);
    if (!target) continue;
    const context = { ...base, id: pilot.id, userId: pilot.userId, replyLetter: null };
    if (target.push && (urgent || !target.quiet)) {
      messages.push({
        channel: 'push',
        to: pilot.userId,
        userId: pilot.userId,
        invitationId: pilot.id,
        text: '',
        payload: { message: invitationPush(context, pilot.token), urgent },
      });
    }
    (['whatsapp', 'sms'] as const).forEach((channel, index) => {
      const phone = target[channel];
      if (!phone) return;
      if (urgent) phoneSends.push({ context, channel, phone });
      else {
        const afterSeconds = ctx.config.CHANNEL_STEP_MINUTES * (index + 1) * minute;
        steps.push({ invitationId: pilot.id, channel, afterSeconds });
      }
    });
  }
  messages.push(...(await phoneMessages(ctx, tx, phoneSends)));
  await ctx.outbox.enqueue(tx, messages);
  for (const afterSeconds of new Set(steps.map((step) => step.afterSeconds))) {
    const payloads = steps
      .filter((step) => step.afterSeconds === afterSeconds)
      .map(({ invitationId, channel }) => ({ invitationId, channel }));
    await ctx.jobs.enqueueEach(
      tx,
      CHANNEL_STEP,
      sql`select value from jsonb_array_elements(${JSON.stringify(payloads)}::jsonb) as step(value)`,
      { afterSeconds },
    );
  }
}

/**
 * A step come due: his WhatsApp or SMS, if he still has not answered, the request is open, the
 * channel is still on and he is not in his quiet hours.
 */
export async function runChannelStep(
  ctx: Ctx & Pick<ServiceContext, 'db'>,
  step: { invitationId: string; channel: PhoneChannel },
) {
  await ctx.db.transaction(async (tx) => {
    const context = await findDeliveryContext(tx, step.invitationId);
    if (!context || context.isFinished || context.status !== 'invited') return;
    const target = (await channelTargets(ctx, tx, [context.userId])).get(context.userId);
    const phone = target?.[step.channel];
    if (!phone || target.quiet) return;
    await ctx.outbox.enqueue(
      tx,
      await phoneMessages(ctx, tx, [{ context, channel: step.channel, phone }]),
    );
  });
}

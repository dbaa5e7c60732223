import type { PhoneChannel } from '@drones/shared/channels';
import type { ServiceContext } from '../../lib/service-context';
import { parseButton, parseReply } from '../channels/coded-replies';
import { CONFIRMED_REPLY, HELP_REPLY, STOPPED_REPLY } from '../channels/messages';
import { reply, senderOf, stopChannel } from '../channels/service';
import { answerByReply, latestOpenInvitation } from '../invitations/service';
import { confirmByReply } from '../reachability/service';
import { firstReceipt, keepUnclear } from './repository';

/** A WhatsApp message or SMS received: its text, or the payload of the button tapped. */
export interface Inbound {
  channel: PhoneChannel;
  providerId: string;
  from: string;
  text?: string;
  button?: string;
}

type Ctx = Pick<ServiceContext, 'db' | 'outbox' | 'events'>;

/**
 * Reads a reply (docs/design.md §13): once per provider id, from the pilot whose verified phone
 * sent it. A button answers the invitation it names, if it is his; a text is a coded reply,
 * PARAR, an OK to a reachability test, or kept unclear for the roster with a help reply back. A
 * number no pilot verified gets nothing back.
 */
export async function receive(ctx: Ctx, message: Inbound): Promise<void> {
  const { channel, providerId, from } = message;
  const receipt = await firstReceipt(ctx.db, {
    channel,
    providerId,
    sender: senderOf(channel, from),
  });
  const userId = receipt?.userId;
  if (!userId) return;
  if (message.button !== undefined) {
    const tapped = parseButton(message.button);
    if (tapped) await answerByReply(ctx, userId, channel, [{ letter: null, ...tapped }]);
    return;
  }
  const text = message.text ?? '';
  const coded = parseReply(text);
  if (coded.kind === 'stop') return stopChannel(ctx, userId, channel, from, STOPPED_REPLY);
  if (coded.kind === 'ok' && (await confirmByReply(ctx, userId, channel))) {
    return reply(ctx, userId, channel, from, CONFIRMED_REPLY);
  }
  if (coded.kind === 'answers' && (await answerByReply(ctx, userId, channel, coded.answers)) > 0) {
    return;
  }
  const latest = await latestOpenInvitation(ctx, userId);
  await keepUnclear(ctx.db, { channel, providerId }, { text, invitationId: latest?.id ?? null });
  if (latest) await ctx.events.rosterChanged(latest.solicitationId, [userId]);
  await reply(ctx, userId, channel, from, HELP_REPLY);
}

import { randomInt, timingSafeEqual } from 'node:crypto';
import {
  CHANNEL_UNAVAILABLE,
  CODE_LENGTH,
  CODE_MINUTES,
  CODE_TRIES,
  CODES_PER_HOUR,
  e164,
  INVALID_CODE,
  maskedPhone,
  NO_PHONE,
  NO_PUSH_SUBSCRIPTION,
  PHONE_NOT_VERIFIED,
  PUSH_ENDPOINT_INVALID,
  TOO_MANY_CODES,
  type MyChannels,
  type OptionalChannel,
  type PhoneChannel,
  type PushPayload,
  type PushSubscriptionInput,
  type QuietHours,
  type UpdateChannelsInput,
} from '@drones/shared/channels';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import type { ServiceContext } from '../../lib/service-context';
import type { SessionUser } from '../../lib/session-user';
import { tokenHash } from '../../lib/tokens';
import type { OutboxMessage } from '../../plugins/app/outbox/outbox';
import { codeMessage, replyMessage, testPush } from './messages';
import { inQuietHours } from './quiet-hours';
import {
  countRecentCodes,
  deleteSubscription,
  disableChannel,
  findChannels,
  findLiveCode,
  findTargets,
  pushRecipients,
  insertCode,
  saveChannels,
  saveSubscription,
  tryCode,
  verifiedPhoneOwner,
  type ChannelsRow,
} from './repository';

type Ctx = Pick<ServiceContext, 'db' | 'outbox'>;

const quietOf = (row: { quietStart: string | null; quietEnd: string | null }): QuietHours =>
  row.quietStart && row.quietEnd ? { start: row.quietStart, end: row.quietEnd } : null;

/** A phone channel is verified while the phone it was verified for is still his. */
const verifiedFor = (row: ChannelsRow, channel: PhoneChannel) =>
  row.phone !== null && row[channel === 'whatsapp' ? 'whatsappPhone' : 'smsPhone'] === row.phone;

function view(ctx: Ctx, row: ChannelsRow): MyChannels {
  const phone = row.phone ? maskedPhone(row.phone) : null;
  const phoneChannel = (channel: PhoneChannel) => {
    const verified = verifiedFor(row, channel);
    return {
      channel,
      available: ctx.outbox.available(channel),
      enabled: ctx.outbox.available(channel) && verified && row[channel],
      verified,
      address: phone,
    };
  };
  return {
    channels: [
      { channel: 'email', available: true, enabled: true, verified: true, address: row.email },
      {
        channel: 'push',
        available: true,
        enabled: row.push,
        verified: true,
        // The number of subscribed browsers (docs/design.md §13); the page words it.
        address: String(row.browsers),
      },
      phoneChannel('whatsapp'),
      phoneChannel('sms'),
    ],
    quietHours: quietOf(row),
  };
}

async function channelsOf(ctx: Ctx, userId: string): Promise<ChannelsRow> {
  const row = await findChannels(ctx.db, userId);
  if (!row) throw new HttpError(404, 'Usuário não encontrado');
  return row;
}

export async function readMyChannels(ctx: Ctx, user: SessionUser): Promise<MyChannels> {
  return view(ctx, await channelsOf(ctx, user.id));
}

/**
 * Turns the named channels on or off and replaces the quiet hours. A phone channel turns on only
 * when it is configured here and his phone is verified for it; e-mail is always on.
 */
export async function updateMyChannels(
  ctx: Ctx,
  user: SessionUser,
  input: UpdateChannelsInput,
): Promise<MyChannels> {
  const row = await channelsOf(ctx, user.id);
  for (const channel of ['whatsapp', 'sms'] as const) {
    if (!input.enabled[channel]) continue;
    if (!ctx.outbox.available(channel)) throw new HttpError(400, CHANNEL_UNAVAILABLE);
    if (!verifiedFor(row, channel)) throw new HttpError(400, PHONE_NOT_VERIFIED);
  }
  await saveChannels(ctx.db, user.id, {
    ...input.enabled,
    quietStart: input.quietHours?.start ?? null,
    quietEnd: input.quietHours?.end ?? null,
  });
  return readMyChannels(ctx, user);
}

/**
 * Sends a 6-digit code to his phone on the channel: valid CODE_MINUTES, CODE_TRIES tries, at most
 * CODES_PER_HOUR an hour.
 */
export async function sendCode(ctx: Ctx, user: SessionUser, channel: PhoneChannel) {
  if (!ctx.outbox.available(channel)) throw new HttpError(409, CHANNEL_UNAVAILABLE);
  const { phone } = await channelsOf(ctx, user.id);
  if (!phone) throw new HttpError(400, NO_PHONE);
  await ctx.db.transaction(async (tx) => {
    if ((await countRecentCodes(tx, user.id, channel)) >= CODES_PER_HOUR) {
      throw new HttpError(429, TOO_MANY_CODES);
    }
    const code = String(randomInt(10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
    await insertCode(tx, {
      userId: user.id,
      channel,
      phone,
      codeHash: tokenHash(code),
      minutes: CODE_MINUTES,
    });
    await ctx.outbox.enqueue(tx, [
      { channel, to: e164(phone), userId: user.id, ...codeMessage(channel, code) },
    ]);
  });
}

/** Checks the code; right, the phone it was sent to is verified for the channel. */
export async function confirmCode(
  ctx: Ctx,
  user: SessionUser,
  channel: PhoneChannel,
  code: string,
): Promise<MyChannels> {
  if (!ctx.outbox.available(channel)) throw new HttpError(409, CHANNEL_UNAVAILABLE);
  const live = await findLiveCode(ctx.db, user.id, channel, CODE_TRIES);
  const given = tokenHash(code.replace(/\s/g, ''));
  const right = live !== null && timingSafeEqual(Buffer.from(live.codeHash), Buffer.from(given));
  if (live) await tryCode(ctx.db, live.id, right);
  const { phone } = await channelsOf(ctx, user.id);
  // A code sent before he changed his phone verifies nothing.
  if (!right || live.phone !== phone) throw new HttpError(400, INVALID_CODE);
  await saveChannels(ctx.db, user.id, {
    [channel === 'whatsapp' ? 'whatsappPhone' : 'smsPhone']: phone,
  });
  return readMyChannels(ctx, user);
}

/** Push endpoints are https; outside production a local push service on 127.0.0.1 too. */
function allowedEndpoint(ctx: Pick<ServiceContext, 'config'>, endpoint: string): boolean {
  try {
    const url = new URL(endpoint);
    if (url.protocol === 'https:') return true;
    return (
      ctx.config.NODE_ENV !== 'production' &&
      url.protocol === 'http:' &&
      url.hostname === '127.0.0.1'
    );
  } catch {
    return false;
  }
}

export async function subscribePush(
  ctx: Pick<ServiceContext, 'db' | 'config'>,
  user: SessionUser,
  input: PushSubscriptionInput,
) {
  if (!allowedEndpoint(ctx, input.endpoint)) {
    throw new HttpError(400, PUSH_ENDPOINT_INVALID, [
      { path: 'endpoint', message: PUSH_ENDPOINT_INVALID },
    ]);
  }
  await saveSubscription(ctx.db, {
    userId: user.id,
    sessionId: user.sessionId,
    endpoint: input.endpoint,
    ...input.keys,
  });
}

export async function unsubscribePush(
  ctx: Pick<ServiceContext, 'db'>,
  user: SessionUser,
  endpoint: string,
) {
  await deleteSubscription(ctx.db, user.id, endpoint);
}

/** 'Enviar notificação de teste': a push to every browser he subscribed. */
export async function sendTestPush(ctx: Ctx, user: SessionUser) {
  const row = await channelsOf(ctx, user.id);
  if (row.browsers === 0) throw new HttpError(409, NO_PUSH_SUBSCRIPTION);
  await ctx.outbox.enqueue(ctx.db, [
    {
      channel: 'push',
      to: user.id,
      userId: user.id,
      text: '',
      payload: { message: testPush(), urgent: false },
    },
  ]);
}

/** Where a message to each person may go now, beyond e-mail (docs/design.md §13). */
export interface Targets {
  push: boolean;
  /** E.164 phones for the phone channels he enabled and verified, when configured. */
  whatsapp: string | null;
  sms: string | null;
  /** In his quiet hours now. */
  quiet: boolean;
}

export async function channelTargets(
  ctx: Pick<ServiceContext, 'outbox'>,
  db: Db,
  userIds: string[],
  now = new Date(),
): Promise<Map<string, Targets>> {
  if (userIds.length === 0) return new Map();
  const rows = await findTargets(db, userIds);
  const phoneFor = (on: boolean, phone: string | null, channel: PhoneChannel) =>
    on && phone && ctx.outbox.available(channel) ? e164(phone) : null;
  return new Map(
    rows.map((row) => [
      row.userId,
      {
        push: row.push,
        whatsapp: phoneFor(row.whatsapp, row.phone, 'whatsapp'),
        sms: phoneFor(row.sms, row.phone, 'sms'),
        quiet: inQuietHours(quietOf(row), now),
      },
    ]),
  );
}

/**
 * Queues a notification (a broadcast, a reminder) to the browsers of the people `userIds`
 * selects who turned push on and are outside their quiet hours, in one statement.
 */
export function queuePushForEach(
  ctx: Pick<ServiceContext, 'outbox'>,
  db: Db,
  userIds: SQL,
  message: PushPayload,
): Promise<number> {
  return ctx.outbox.enqueueForEach(
    db,
    { channel: 'push', text: '', payload: { message, urgent: false } },
    pushRecipients(userIds),
  );
}

/**
 * The person a WhatsApp or SMS came from, by the phone he verified for that channel: a subquery,
 * so the message's receipt finds him in its own statement.
 */
export function senderOf(channel: PhoneChannel, from: string): SQL {
  return verifiedPhoneOwner(channel, from);
}

/** PARAR, SAIR or STOP: the channel goes off for him, and he is told so on it. */
export async function stopChannel(
  ctx: Ctx,
  userId: string,
  channel: OptionalChannel & PhoneChannel,
  to: string,
  text: string,
) {
  await disableChannel(ctx.db, userId, channel);
  await reply(ctx, userId, channel, to, text);
}

/** A reply on the channel a message came from (help, confirmations). */
export async function reply(
  ctx: Ctx,
  userId: string | null,
  channel: PhoneChannel,
  to: string,
  text: string,
) {
  const message: OutboxMessage = {
    channel,
    to: e164(to.replace(/^\+?55/, '')),
    userId,
    ...replyMessage(channel, text),
  };
  await ctx.outbox.enqueue(ctx.db, [message]);
}

import { and, count, desc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { OptionalChannel, PhoneChannel } from '@drones/shared/channels';
import { digitsOnly } from '@drones/shared/phone';
import { queryRows, type Db } from '../../db/client';
import { phoneCodes, pushSubscriptions, userChannels, users } from '../../db/schema';

/** A person's channel settings with what they rest on: his e-mail, phone and browsers. */
export async function findChannels(db: Db, userId: string) {
  const [row] = await db
    .select({
      email: sql<string>`coalesce(${users.email}, '')`,
      phone: users.phone,
      push: sql<boolean>`coalesce(${userChannels.push}, false)`,
      whatsapp: sql<boolean>`coalesce(${userChannels.whatsapp}, false)`,
      sms: sql<boolean>`coalesce(${userChannels.sms}, false)`,
      whatsappPhone: userChannels.whatsappPhone,
      smsPhone: userChannels.smsPhone,
      quietStart: userChannels.quietStart,
      quietEnd: userChannels.quietEnd,
      browsers: sql<number>`(select count(*)::int from ${pushSubscriptions} p where p.user_id = ${users.id})`,
    })
    .from(users)
    .leftJoin(userChannels, eq(userChannels.userId, users.id))
    .where(eq(users.id, userId));
  return row ?? null;
}

export type ChannelsRow = NonNullable<Awaited<ReturnType<typeof findChannels>>>;

export async function saveChannels(
  db: Db,
  userId: string,
  values: Partial<Omit<typeof userChannels.$inferInsert, 'userId'>>,
) {
  await db
    .insert(userChannels)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userChannels.userId, set: { ...values, updatedAt: sql`now()` } });
}

/** Turns a channel off (the pilot replied PARAR on it). */
export async function disableChannel(db: Db, userId: string, channel: OptionalChannel) {
  await saveChannels(db, userId, { [channel]: false });
}

export async function countRecentCodes(db: Db, userId: string, channel: PhoneChannel) {
  const [row] = await db
    .select({ n: count() })
    .from(phoneCodes)
    .where(
      and(
        eq(phoneCodes.userId, userId),
        eq(phoneCodes.channel, channel),
        gt(phoneCodes.createdAt, sql`now() - interval '1 hour'`),
      ),
    );
  return row?.n ?? 0;
}

export async function insertCode(
  db: Db,
  values: {
    userId: string;
    channel: PhoneChannel;
    phone: string;
    codeHash: string;
    minutes: number;
  },
) {
  const { minutes, ...code } = values;
  await db.insert(phoneCodes).values({
    ...code,
    expiresAt: sql`now() + make_interval(mins => ${minutes})`,
  });
}

/** The newest code sent for the channel, while it may still be tried. */
export async function findLiveCode(db: Db, userId: string, channel: PhoneChannel, tries: number) {
  const [row] = await db
    .select()
    .from(phoneCodes)
    .where(and(eq(phoneCodes.userId, userId), eq(phoneCodes.channel, channel)))
    .orderBy(desc(phoneCodes.createdAt))
    .limit(1);
  if (!row || row.usedAt || row.tries >= tries || row.expiresAt <= new Date()) return null;
  return row;
}

/** Counts a try of a code; spends it when it was right. */
export async function tryCode(db: Db, id: string, right: boolean) {
  await db
    .update(phoneCodes)
    .set({ tries: sql`${phoneCodes.tries} + 1`, ...(right ? { usedAt: sql`now()` } : {}) })
    .where(and(eq(phoneCodes.id, id), isNull(phoneCodes.usedAt)));
}

/** A browser's subscription, moved to this session when the browser had one already. */
export async function saveSubscription(
  db: Db,
  values: { userId: string; sessionId: string; endpoint: string; p256dh: string; auth: string },
) {
  const { endpoint, ...rest } = values;
  await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...rest, endpoint } });
}

export async function deleteSubscription(db: Db, userId: string, endpoint: string) {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

/** What deciding a message's channels needs, for each of `userIds`. */
export function findTargets(db: Db, userIds: string[]) {
  return queryRows<{
    userId: string;
    phone: string | null;
    push: boolean;
    whatsapp: boolean;
    sms: boolean;
    quietStart: string | null;
    quietEnd: string | null;
  }>(
    db,
    sql`select u.id as "userId", u.phone,
               coalesce(c.push, false) as push,
               coalesce(c.whatsapp and c.whatsapp_phone = u.phone, false) as whatsapp,
               coalesce(c.sms and c.sms_phone = u.phone, false) as sms,
               c.quiet_start as "quietStart", c.quiet_end as "quietEnd"
          from unnest(${sql.param(userIds)}::uuid[]) as target(id)
          join ${users} u on u.id = target.id and u.erased_at is null
          left join ${userChannels} c on c.user_id = u.id`,
  );
}

/**
 * The person whose phone, verified for the channel, is `from` (E.164 digits as providers send
 * them), as a subquery of one uuid (null when no one). A Brazilian mobile written without its
 * ninth digit ('55 21 8765-4321') matches the verified number that has it.
 */
export function verifiedPhoneOwner(channel: PhoneChannel, from: string): SQL {
  let digits = digitsOnly(from);
  if (digits.startsWith('55') && digits.length >= 12) digits = digits.slice(2);
  const candidates = [digits];
  if (digits.length === 10 && /^[6-9]/.test(digits.slice(2))) {
    candidates.push(`${digits.slice(0, 2)}9${digits.slice(2)}`);
  }
  const column = sql.raw(channel === 'whatsapp' ? 'whatsapp_phone' : 'sms_phone');
  return sql`(select u.id from ${userChannels} c join ${users} u on u.id = c.user_id
               where c.${column} = any(${sql.param(candidates)}::text[])
                 and c.${column} = u.phone and u.erased_at is null
               limit 1)`;
}

/**
 * Of the people `userIds` selects (one uuid column), those with push on who are not in their
 * quiet hours now (Brasília's clock), as a subquery of one text column: the outbox's `to`.
 */
export function pushRecipients(userIds: SQL): SQL {
  const now = sql`to_char(now() at time zone 'America/Sao_Paulo', 'HH24:MI')`;
  const quiet = sql`(c.quiet_start is not null and c.quiet_start <> c.quiet_end and case
      when c.quiet_start < c.quiet_end then ${now} >= c.quiet_start and ${now} < c.quiet_end
      else ${now} >= c.quiet_start or ${now} < c.quiet_end end)`;
  return sql`select c.user_id::text from ${userChannels} c
              where c.push and c.user_id in (${userIds}) and not ${quiet}`;
}

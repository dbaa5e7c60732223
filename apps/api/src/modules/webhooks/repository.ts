import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PhoneChannel } from '@drones/shared/channels';
import { queryRows, type Db } from '../../db/client';
import { inboundMessages } from '../../db/schema';

/**
 * Keeps a received message's provider id with its sender (a subquery of one uuid); answers him,
 * or undefined when the message was received before (a retry). One statement: providers wait on
 * the webhook.
 */
export async function firstReceipt(
  db: Db,
  values: { channel: PhoneChannel; providerId: string; sender: SQL },
): Promise<{ userId: string | null } | undefined> {
  const [row] = await queryRows<{ userId: string | null }>(
    db,
    sql`insert into ${inboundMessages} (channel, provider_id, user_id)
        values (${values.channel}, ${values.providerId}, ${values.sender})
        on conflict do nothing
        returning user_id as "userId"`,
  );
  return row;
}

/** Keeps the text of a reply no one could read, on the invitation it most likely answered. */
export async function keepUnclear(
  db: Db,
  key: { channel: PhoneChannel; providerId: string },
  values: { text: string; invitationId: string | null },
) {
  await db
    .update(inboundMessages)
    .set({ unclearText: values.text.slice(0, 500), invitationId: values.invitationId })
    .where(
      and(eq(inboundMessages.channel, key.channel), eq(inboundMessages.providerId, key.providerId)),
    );
}

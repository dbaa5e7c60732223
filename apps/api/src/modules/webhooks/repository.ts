import { and, eq } from 'drizzle-orm';
import type { PhoneChannel } from '@drones/shared/channels';
import type { Db } from '../../db/client';
import { inboundMessages } from '../../db/schema';

/** Keeps a received message's provider id; false when it was received before (a retry). */
export async function firstReceipt(
  db: Db,
  values: { channel: PhoneChannel; providerId: string; userId: string | null },
): Promise<boolean> {
  const rows = await db
    .insert(inboundMessages)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: inboundMessages.providerId });
  return rows.length > 0;
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

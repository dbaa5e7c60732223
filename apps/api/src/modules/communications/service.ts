import type {
  Communication,
  CommunicationListQuery,
  CreateCommunicationInput,
} from '@drones/shared/communications';
import { ERASED_ACCOUNT_NAME } from '@drones/shared/users';
import { keysetPage, type Page } from '../../lib/keyset';
import type { ServiceContext } from '../../lib/service-context';
import { assertSelf } from '../../lib/ownership';
import type { SessionUser } from '../../lib/session-user';
import { communicationMail } from './emails';
import {
  countCommunications,
  insertCommunication,
  listCommunications,
  pilotAddresses,
} from './repository';

/**
 * Stores the communication and queues one e-mail per pilot in the same transaction, with a single
 * INSERT … SELECT: the answer does not wait on the number of pilots, the outbox delivers later.
 */
export async function sendCommunication(
  ctx: Pick<ServiceContext, 'db' | 'mail'>,
  user: SessionUser,
  input: CreateCommunicationInput,
): Promise<{ id: string; queued: number }> {
  assertSelf(user, input.userId);
  const observation = input.observation || null;
  return ctx.db.transaction(async (tx) => {
    const id = await insertCommunication(tx, {
      userId: user.id,
      name: input.name,
      description: input.description,
      comunication: input.comunication,
      details: input.details,
      observation,
    });
    const mail = communicationMail({ ...input, observation, sender: user.name });
    const queued = await ctx.mail.enqueueForEach(mail, pilotAddresses(), tx);
    return { id, queued };
  });
}

/** A page of the broadcasts, newest first: every signed-in user reads them in the app too. */
export function listCommunicationPage(
  ctx: Pick<ServiceContext, 'db'>,
  query: CommunicationListQuery,
): Promise<Page<Communication>> {
  return keysetPage(query, {
    rows: (limit, after) => listCommunications(ctx.db, limit, after),
    total: () => countCommunications(ctx.db),
    position: (row) => ({ createdAt: row.cursor, id: row.id }),
    view: ({ cursor: _cursor, createdAt, senderName, senderErased, ...row }) => ({
      ...row,
      sender: { name: senderErased ? ERASED_ACCOUNT_NAME : senderName },
      createdAt: createdAt.toISOString(),
    }),
  });
}

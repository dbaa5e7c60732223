import type { CreateCommunicationInput } from '@drones/shared/communications';
import type { ServiceContext } from '../../lib/service-context';
import { assertSelf } from '../../lib/ownership';
import type { SessionUser } from '../../lib/session-user';
import { communicationMail } from './emails';
import { insertCommunication, pilotAddresses } from './repository';

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

import { NOT_CREATOR } from '@drones/shared/solicitations';
import type {
  ContactDriverInput,
  ContactDriverResponse,
  ContactedDriver,
} from '@drones/shared/solicitations';
import { PILOT_NOT_FOUND } from '@drones/shared/users';
import type { ServiceContext } from '../../lib/service-context';
import { HttpError } from '../../lib/http-error';
import type { SessionUser } from '../../lib/session-user';
import { callOutOne, type CalloutContext } from '../invitations/service';
import { requireCaller } from '../solicitations/service';
import { findUser } from '../users/service';
import { findContact, listContacted } from './repository';

const FINISHED = 'A solicitação finalizada não recebe novos pedidos de apoio.';

/** The pilots asked for support on a request (for readers allowed to see pilots). */
export function listContactedDrivers(
  { db }: Pick<ServiceContext, 'db'>,
  solicitationId: string,
): Promise<ContactedDriver[]> {
  return listContacted(db, solicitationId);
}

/**
 * Asks a pilot to take part in the creator's request: a call-out of one pilot (ADR 022), with
 * the call-out's e-mail and its answer links. A pilot who already has an invitation to the
 * request, however it began, keeps it as it is and gets no e-mail: the answer is 200 with the
 * time he was first asked.
 */
export async function contactDriver(
  ctx: CalloutContext,
  user: SessionUser,
  input: ContactDriverInput,
): Promise<{ created: boolean; contact: ContactDriverResponse }> {
  const { row: solicitation } = await requireCaller(ctx, user, input.solicitationId, NOT_CREATOR);
  const pilot = await findUser(ctx, input.userId);
  if (!pilot || pilot.role !== 'DRIVER') throw new HttpError(404, PILOT_NOT_FOUND);
  let created = false;
  if (!(await findContact(ctx.db, solicitation.id, pilot.id))) {
    if (solicitation.isFinished) throw new HttpError(409, FINISHED);
    created = await callOutOne(ctx, user, solicitation, pilot);
  }
  // Also when a concurrent request invited him first: his invitation is the contact.
  const contact = await findContact(ctx.db, solicitation.id, pilot.id);
  return {
    created,
    contact: {
      solicitationId: solicitation.id,
      userId: pilot.id,
      createdAt: contact!.createdAt.toISOString(),
    },
  };
}

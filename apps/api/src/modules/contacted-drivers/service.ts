import type {
  ContactDriverInput,
  ContactDriverResponse,
  ContactedDriver,
} from '@drones/shared/solicitations';
import { PILOT_NOT_FOUND } from '@drones/shared/users';
import type { ServiceContext } from '../../lib/service-context';
import { HttpError } from '../../lib/http-error';
import type { SessionUser } from '../../lib/session-user';
import { requireCreator } from '../solicitations/service';
import { findUser } from '../users/service';
import { supportRequestMail } from './emails';
import { findContact, insertContact, listContacted } from './repository';

const NOT_CREATOR = 'Somente o usuário que criou a solicitação pode pedir apoio.';
const FINISHED = 'A solicitação finalizada não recebe novos pedidos de apoio.';

/** The pilots asked for support on a request (for readers allowed to see pilots). */
export function listContactedDrivers(
  { db }: Pick<ServiceContext, 'db'>,
  solicitationId: string,
): Promise<ContactedDriver[]> {
  return listContacted(db, solicitationId);
}

/**
 * Asks a pilot to take part in the creator's request. Idempotent: asking the same pilot again
 * changes nothing and sends nothing. The contact and the pilot's e-mail commit together.
 */
export async function contactDriver(
  ctx: Pick<ServiceContext, 'db' | 'mail' | 'config' | 'events'>,
  user: SessionUser,
  input: ContactDriverInput,
): Promise<{ created: boolean; contact: ContactDriverResponse }> {
  const { row: solicitation } = await requireCreator(ctx, user, input.solicitationId, NOT_CREATOR);
  const [pilot, creator] = await Promise.all([findUser(ctx, input.userId), findUser(ctx, user.id)]);
  if (!pilot || pilot.role !== 'DRIVER') throw new HttpError(404, PILOT_NOT_FOUND);
  const answer = (createdAt: Date) => ({
    solicitationId: solicitation.id,
    userId: pilot.id,
    createdAt: createdAt.toISOString(),
  });
  const existing = await findContact(ctx.db, solicitation.id, pilot.id);
  if (existing) return { created: false, contact: answer(existing.createdAt) };
  if (solicitation.isFinished) throw new HttpError(409, FINISHED);

  const created = await ctx.db.transaction(async (tx) => {
    const inserted = await insertContact(tx, solicitation.id, pilot.id);
    // A concurrent request recorded (and mailed) the same contact first.
    if (!inserted) return null;
    const mail = supportRequestMail({
      pilot,
      solicitation,
      creator: {
        name: creator?.name ?? user.name,
        phone: creator?.phone ?? null,
        email: user.email,
      },
      link: `${ctx.config.PUBLIC_URL}/solicitations/${solicitation.id}`,
    });
    await ctx.mail.enqueue(mail, tx);
    return inserted;
  });
  if (created) {
    await ctx.events.rosterChanged(solicitation.id, [pilot.id]);
    return { created: true, contact: answer(created.createdAt) };
  }
  const raced = await findContact(ctx.db, solicitation.id, pilot.id);
  return { created: false, contact: answer(raced?.createdAt ?? new Date()) };
}

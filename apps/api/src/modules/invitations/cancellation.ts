import type { Urgency } from '@drones/shared/solicitations';
import type { Db } from '../../db/client';
import type { ServiceContext } from '../../lib/service-context';
import { cancellationMail } from './emails';
import { detachInvitations, findPilots } from './repository';

/**
 * Inside the transaction that removes the request: its invitations keep only its id, name and
 * urgency, and every invited pilot who had not declined is told by e-mail (ADR 031).
 */
export async function cancelInvitations(
  ctx: Pick<ServiceContext, 'mail' | 'config'>,
  tx: Db,
  solicitation: { id: string; name: string; urgency: Urgency },
): Promise<void> {
  const detached = await detachInvitations(tx, solicitation);
  const toTell = detached.filter((row) => row.status !== 'declined').map((row) => row.userId);
  if (toTell.length === 0) return;
  // Erased accounts have no address left: findPilots answers live pilots only.
  const pilots = await findPilots(tx, toTell);
  await ctx.mail.enqueueMany(
    pilots.map((pilot) =>
      cancellationMail({
        pilot,
        solicitation,
        link: `${ctx.config.PUBLIC_URL}/convites`,
      }),
    ),
    tx,
  );
}

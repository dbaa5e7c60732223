import {
  MUNICIPALITY_OUTSIDE_UF,
  type Communication,
  type CommunicationArea,
  type CommunicationListQuery,
  type CreateCommunicationInput,
} from '@drones/shared/communications';
import { HttpError } from '../../lib/http-error';
import { ERASED_ACCOUNT_NAME } from '@drones/shared/users';
import { keysetPage, type Page } from '../../lib/keyset';
import type { ServiceContext } from '../../lib/service-context';
import { assertSelf } from '../../lib/ownership';
import { queuePushForEach } from '../channels/service';
import type { SessionUser } from '../../lib/session-user';
import { requireMunicipality } from '../municipalities/service';
import { communicationMail } from './emails';
import {
  countCommunications,
  countRecipients,
  insertCommunication,
  listCommunications,
  pilotAddresses,
  pilotIds,
  type StoredArea,
} from './repository';

/** The area as stored, with its municipality's name; null when the broadcast is for everyone. */
async function resolveArea(
  ctx: Pick<ServiceContext, 'db'>,
  area: CommunicationArea,
): Promise<(StoredArea & { municipalityName: string | null }) | null> {
  const { uf, municipalityCode, radiusKm } = area;
  if (municipalityCode != null) {
    // An unknown code is 400 on municipalityCode, as for requests and availabilities.
    const municipality = await requireMunicipality(ctx, municipalityCode);
    if (uf && uf !== municipality.uf) {
      throw new HttpError(400, undefined, [
        { path: 'municipalityCode', message: MUNICIPALITY_OUTSIDE_UF },
      ]);
    }
    return {
      uf: municipality.uf,
      municipalityCode,
      municipalityName: municipality.name,
      radiusKm: radiusKm ?? null,
    };
  }
  return uf ? { uf, municipalityCode: null, municipalityName: null, radiusKm: null } : null;
}

/**
 * Stores the communication and queues one e-mail per pilot it reaches (every pilot, or those of
 * its area) in the same transaction, with a single INSERT … SELECT: the answer does not wait on
 * the number of pilots, the outbox delivers later.
 */
export async function sendCommunication(
  ctx: Pick<ServiceContext, 'db' | 'mail' | 'outbox'>,
  user: SessionUser,
  input: CreateCommunicationInput,
): Promise<{ id: string; queued: number }> {
  assertSelf(user, input.userId);
  const area = await resolveArea(ctx, input);
  const observation = input.observation || null;
  return ctx.db.transaction(async (tx) => {
    const id = await insertCommunication(tx, {
      userId: user.id,
      name: input.name,
      description: input.description,
      comunication: input.comunication,
      details: input.details,
      observation,
      uf: area?.uf ?? null,
      municipalityCode: area?.municipalityCode ?? null,
      radiusKm: area?.radiusKm ?? null,
    });
    const mail = communicationMail({ ...input, observation, sender: user.name, area });
    const queued = await ctx.mail.enqueueForEach(mail, pilotAddresses(area), tx);
    await queuePushForEach(ctx, tx, pilotIds(area), {
      type: 'message',
      title: `Comunicado da Defesa Civil: ${input.name}`.slice(0, 120),
      body: input.comunication.slice(0, 240),
      url: '/home',
    });
    return { id, queued };
  });
}

/** How many pilots a broadcast to the area would reach now. */
export async function countAreaRecipients(
  ctx: Pick<ServiceContext, 'db'>,
  area: CommunicationArea,
): Promise<number> {
  return countRecipients(ctx.db, await resolveArea(ctx, area));
}

/**
 * A page of the broadcasts, newest first: readable in the app too. A pilot reads those for
 * everyone and those of areas holding his municipality; civil defence and admins read all.
 */
export function listCommunicationPage(
  ctx: Pick<ServiceContext, 'db'>,
  viewer: SessionUser,
  query: CommunicationListQuery,
): Promise<Page<Communication>> {
  const pilotId = viewer.role === 'DRIVER' ? viewer.id : null;
  return keysetPage(query, {
    rows: (limit, after) => listCommunications(ctx.db, pilotId, limit, after),
    total: () => countCommunications(ctx.db, pilotId),
    position: (row) => ({ createdAt: row.cursor, id: row.id }),
    view: ({ cursor: _cursor, createdAt, senderName, senderErased, ...row }) => ({
      ...row,
      sender: { name: senderErased ? ERASED_ACCOUNT_NAME : senderName },
      createdAt: createdAt.toISOString(),
    }),
  });
}

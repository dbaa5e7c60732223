import type { Match } from '@drones/shared/matching';
import { SOLICITATION_NOT_FOUND } from '@drones/shared/solicitations';
import { HttpError } from '../../lib/http-error';
import type { Db } from '../../db/client';
import { decodeOffset, encodeOffset, type Page } from '../../lib/keyset';
import type { ServiceContext } from '../../lib/service-context';
import type { SessionUser } from '../../lib/session-user';
import { conflictsFor } from '../invitations/service';
import { requireReader } from '../solicitations/service';
import { brasiliaDay, rankAll, reasonsFor } from './ranking';
import { findCandidates, findMatchTarget, findPilotCards, type MatchTarget } from './repository';

/**
 * The listed pilots for the request, ranked, and how many are listed; with `needed`, enough of
 * them for its first `needed` places (findCandidates).
 */
async function rankPilots(db: Db, target: MatchTarget, now: Date, needed: number | null) {
  const { latitude, longitude, municipalityKey } = target;
  // A request without a municipality has no place to measure from nor a name to compare.
  if (latitude === null || longitude === null || municipalityKey === null) {
    return { ranked: [], total: 0 };
  }
  const today = brasiliaDay(now);
  const { candidates, total } = await findCandidates(
    db,
    { ...target, latitude, longitude, municipalityKey },
    today.date,
    needed,
  );
  return { ranked: rankAll(target, candidates, today.weekday), total };
}

async function requireTarget(db: Db, solicitationId: string): Promise<MatchTarget> {
  const target = await findMatchTarget(db, solicitationId);
  if (!target) throw new HttpError(404, SOLICITATION_NOT_FOUND);
  return target;
}

/** The ids of the pilots for a request, best first (the automatic call-out walks down them). */
export async function rankedPilotIds(
  ctx: Pick<ServiceContext, 'db'>,
  solicitationId: string,
  now: Date,
): Promise<string[]> {
  const { ranked } = await rankPilots(
    ctx.db,
    await requireTarget(ctx.db, solicitationId),
    now,
    null,
  );
  return ranked.map((match) => match.pilotId);
}

/**
 * The pilots for a request, best first (docs/design.md §8, docs/decisions/021-matching-ranking.md). The
 * listed pilots who can reach the page are ranked, then the page is cut and only its pilots'
 * contacts are read. `now` decides today's weekday and which certificates have expired.
 */
export async function listMatchPage(
  ctx: Pick<ServiceContext, 'db' | 'files'>,
  viewer: SessionUser,
  solicitationId: string,
  page: { limit: number; cursor?: string | undefined },
  now: Date,
): Promise<Page<Match>> {
  await requireReader(ctx, viewer, solicitationId);
  const offset = page.cursor ? decodeOffset(page.cursor) : 0;
  const target = await requireTarget(ctx.db, solicitationId);
  const { ranked, total } = await rankPilots(ctx.db, target, now, offset + page.limit);
  const weekday = brasiliaDay(now).weekday;

  const shown = ranked.slice(offset, offset + page.limit);
  const shownIds = shown.map((match) => match.pilotId);
  const [cardRows, conflicts] = await Promise.all([
    findPilotCards(ctx.db, solicitationId, shownIds),
    conflictsFor(ctx, target, shownIds),
  ]);
  const cards = new Map(cardRows.map((card) => [card.id, card]));
  return {
    // A pilot erased between the two reads is left out of the page.
    items: shown.flatMap((match) => {
      const card = cards.get(match.pilotId);
      if (!card) return [];
      return {
        pilot: {
          id: card.id,
          name: card.name,
          urlPhoto: card.photo_file_id ? ctx.files.signedUrl(card.photo_file_id, viewer) : null,
          phone: card.phone,
          email: card.email,
          city: card.city,
          district: card.district,
          uf: card.uf,
          latitude: card.latitude,
          longitude: card.longitude,
        },
        score: match.score,
        distanceKm: match.distanceKm,
        reasons: reasonsFor(target, match.candidate, weekday),
        invitation: card.invitation_status ? { status: card.invitation_status } : null,
        conflict: conflicts.get(match.pilotId) ?? null,
      };
    }),
    total,
    next: offset + page.limit < total ? encodeOffset(offset + page.limit) : null,
  };
}

import { sql } from 'drizzle-orm';
import type { Capability } from '@drones/shared/capabilities';
import type { InvitationStatus } from '@drones/shared/invitations';
import type { MatchCandidate } from './ranking';
import { queryRows, type Db } from '../../db/client';
import { boundingBox, distanceKm } from '../../db/geo';
import { DEFAULT_COVERAGE_KM, MAX_COVERAGE_KM } from '../../db/schema';

export interface MatchTarget {
  id: string;
  municipalityCode: number | null;
  /** The request's point, or its municipality's when it has none. */
  latitude: number | null;
  longitude: number | null;
  /** The municipality's name as `municipalities.search_key` spells it. */
  municipalityKey: string | null;
  requiredCapabilities: Capability[];
  /** The largest radius any pilot has, within [DEFAULT_COVERAGE_KM, MAX_COVERAGE_KM]. */
  searchRadiusKm: number;
  /** When the mission happens (its other accepted pilots are flagged by it). */
  date: string | null;
  hour: string;
  createdAt: Date;
}

/** The request to match, with the largest radius in use (served by additional_data_coverage_idx). */
export async function findMatchTarget(db: Db, id: string): Promise<MatchTarget | null> {
  const [row] = await queryRows<{
    id: string;
    municipality_code: number | null;
    latitude: number | null;
    longitude: number | null;
    search_key: string | null;
    required_capabilities: string[];
    largest_km: number | null;
    date: string | null;
    hour: string;
    created_at: Date | string;
  }>(
    db,
    sql`select s.id, s.municipality_code,
          coalesce(s.latitude, m.latitude) as latitude,
          coalesce(s.longitude, m.longitude) as longitude,
          m.search_key,
          s.required_capabilities::text[] as required_capabilities,
          s.date::text as date, s.hour, s.created_at,
          (select max(coverage_km) from additional_data) as largest_km
        from solicitations s
        left join municipalities m on m.code = s.municipality_code
        where s.id = ${id}`,
  );
  if (!row) return null;
  return {
    id: row.id,
    municipalityCode: row.municipality_code,
    latitude: row.latitude,
    longitude: row.longitude,
    municipalityKey: row.search_key,
    requiredCapabilities: row.required_capabilities as Capability[],
    searchRadiusKm: Math.min(
      MAX_COVERAGE_KM,
      Math.max(DEFAULT_COVERAGE_KM, row.largest_km ?? DEFAULT_COVERAGE_KM),
    ),
    date: row.date,
    hour: row.hour,
    createdAt: new Date(row.created_at),
  };
}

/**
 * One listed pilot as the query sends him: user_id, days, distance_km, same_municipality,
 * capabilities, certificate_expires_at (verified, not expired today), invitations, answered,
 * missions.
 */
type CandidateTuple = [
  string,
  string,
  number | null,
  boolean,
  Capability[],
  string | null,
  number,
  number,
  number,
];

/**
 * Every pilot listed for the request, with what ranks him, read from his one match profile (kept
 * by the triggers of migration 0014). The index path: municipalities in the bounding box
 * (municipalities_point_idx), each one's distance computed once and kept within the search
 * radius; their pilots' profiles (match_profiles_reach_idx), only those whose own radius reaches
 * that distance. Pilots whose city was not resolved come by the city's name (the partial
 * index on the lower-case accent-free city of unresolved availabilities), then their profile by
 * its key.
 *
 * `total` counts every listed pilot. With `needed`, the pilots lacking a required capability
 * are left out when at least `needed` have them all: every complete pilot ranks above them
 * (ADR 021), so they cannot reach the first `needed` places.
 */
export async function findCandidates(
  db: Db,
  target: MatchTarget & { latitude: number; longitude: number; municipalityKey: string },
  today: string,
  needed: number | null,
): Promise<{ candidates: MatchCandidate[]; total: number }> {
  const box = boundingBox(target.latitude, target.longitude, target.searchRadiusKm);
  // One JSON value for all of them: hundreds of rows of nine columns cost more to send and read.
  const complete = sql`capabilities @> ${sql.param(target.requiredCapabilities)}::text[]::capability[]`;
  const [row] = await queryRows<{ total: number; candidates: CandidateTuple[] }>(
    db,
    sql`with place as materialized (
          select code, distance_km from (
            select m.code, ${distanceKm(target, { latitude: sql`m.latitude`, longitude: sql`m.longitude` })} as distance_km
            from municipalities m
            where m.latitude between ${box.minLatitude} and ${box.maxLatitude}
              and m.longitude between ${box.minLongitude} and ${box.maxLongitude}) inside
          where distance_km <= ${target.searchRadiusKm}
        ), candidates as (
          select p.*, place.distance_km, place.code = ${target.municipalityCode} as same_municipality
          from place
          join match_profiles p on p.municipality_code = place.code
          where p.reach_km >= place.distance_km
          union all
          select p.*, null, true
          from disponibility d
          join match_profiles p on p.user_id = d.user_id
          where d.municipality_code is null
            and lower(immutable_unaccent(d.city)) = ${target.municipalityKey}
        ), counted as (
          select count(*)::int as total, count(*) filter (where ${complete})::int as complete
          from candidates
        )
        select (select total from counted) as total,
          coalesce(json_agg(json_build_array(user_id, days, distance_km, same_municipality,
            capabilities, case when certificate_expires_at >= ${today}::date
              then certificate_expires_at end,
            invitations, answered, missions))
          filter (where ${needed}::int is null or (select complete from counted) < ${needed}::int
            or ${complete}), '[]') as candidates
        from candidates`,
  );
  const candidates = row!.candidates.map(
    ([
      pilotId,
      days,
      distanceKm,
      sameMunicipality,
      capabilities,
      certificateExpiresAt,
      ...calls
    ]) => ({
      pilotId,
      days,
      distanceKm,
      sameMunicipality,
      capabilities,
      certificateExpiresAt,
      invitations: calls[0],
      answered: calls[1],
      missions: calls[2],
    }),
  );
  return { candidates, total: row!.total };
}

/** What a match shows of a pilot on the page. */
export interface PilotCardRow {
  id: string;
  name: string;
  /** A pilot's account not erased always has one (users_identity_check). */
  phone: string;
  email: string;
  photo_file_id: string | null;
  city: string;
  district: string;
  uf: string | null;
  latitude: number | null;
  longitude: number | null;
  /** His invitation to this request, if any. */
  invitation_status: InvitationStatus | null;
}

/** The contact and place of the pilots on one page, and the invitation each has to the request. */
export async function findPilotCards(
  db: Db,
  solicitationId: string,
  ids: string[],
): Promise<PilotCardRow[]> {
  if (ids.length === 0) return [];
  return queryRows<PilotCardRow>(
    db,
    sql`select u.id, u.name, u.phone, u.email, u.photo_file_id, d.city, d.district, m.uf,
          m.latitude, m.longitude,
          (select i.status from invitations i
           where i.solicitation_id = ${solicitationId} and i.user_id = u.id) as invitation_status
        from users u
        join disponibility d on d.user_id = u.id
        left join municipalities m on m.code = d.municipality_code
        where u.id = any(${sql.param(ids)}::uuid[]) and u.erased_at is null`,
  );
}

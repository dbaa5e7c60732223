import { pageQuery } from './text-fields';
import { conflictSchema, INVITATION_STATUSES } from './invitations';
import { z } from './zod-locale';

/** Why a pilot is where he is in a request's matches (docs/design.md §8), in the order they are listed. */
export const MATCH_REASON_CODES = [
  'distance',
  'same_municipality',
  'available_today',
  'capabilities',
  'missing_capabilities',
  'certificate',
  'responsive',
  'new',
  'missions',
] as const;
export type MatchReasonCode = (typeof MATCH_REASON_CODES)[number];

export const matchReasonSchema = z.object({
  code: z.enum(MATCH_REASON_CODES),
  /** pt-BR, ready to show: 'a 12,3 km', 'disponível hoje (sábado)', 'sem Câmera térmica'. */
  label: z.string(),
});
export type MatchReason = z.infer<typeof matchReasonSchema>;

/** `GET /api/solicitation/{id}/matches`: one ranked pilot, best first. */
export const matchSchema = z.object({
  pilot: z.object({
    id: z.uuid(),
    name: z.string(),
    urlPhoto: z.string().nullable(),
    phone: z.string(),
    email: z.string(),
    city: z.string(),
    district: z.string(),
    uf: z.string().nullable(),
    /** His municipality's point, for the map; null when his city names none. */
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  }),
  score: z.number().int().min(0).max(100),
  distanceKm: z.number().nullable(),
  reasons: z.array(matchReasonSchema),
  invitation: z.object({ status: z.enum(INVITATION_STATUSES) }).nullable(),
  /** The open request he has accepted at the same time, if any. */
  conflict: conflictSchema,
});
export type Match = z.infer<typeof matchSchema>;
/** The name the web reads a match by. */
export type PilotMatch = Match;

export const matchListQuerySchema = z.object(pageQuery);
/** The pilots a request's page shows at first ('Droneiros recomendados'), and asks for per page. */
export const MATCH_PAGE_SIZE = 20;
export type MatchListQuery = z.infer<typeof matchListQuerySchema>;

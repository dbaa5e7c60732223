/** The reasons a match gives (DESIGN §8 Matching), each with a pt-BR label. */
export const MATCH_REASON_CODES = [
  'distance',
  'same_municipality',
  'available_today',
  'capabilities',
  'missing_capabilities',
  'certificate',
  'responsive',
  'missions',
  'new',
] as const;
export type MatchReasonCode = (typeof MATCH_REASON_CODES)[number];

export interface MatchReason {
  code: MatchReasonCode;
  label: string;
}

/** One pilot of `GET /api/solicitation/{id}/matches`, best first. */
export interface PilotMatch {
  pilot: {
    id: string;
    name: string;
    urlPhoto: string | null;
    phone: string;
    email: string;
    city: string;
    district: string;
    uf: string | null;
  };
  score: number;
  distanceKm: number | null;
  reasons: MatchReason[];
  invitation: null | { status: string };
}

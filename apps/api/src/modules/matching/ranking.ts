import { CAPABILITIES, capabilityLabels, type Capability } from '@drones/shared/capabilities';
import { todayInBrazil } from '@drones/shared/certificates';
import type { MatchReason } from '@drones/shared/matching';

// The ranking of pilots for a request (docs/design.md §8, docs/decisions/021-matching-ranking.md): pure,
// so the rule reads in one place and its tests need no database.

/** The weekdays in pt-BR as the reason names them, Sunday first like Date#getDay. */
export const WEEKDAY_NAMES = [
  'domingo',
  'segunda-feira',
  'terça-feira',
  'quarta-feira',
  'quinta-feira',
  'sexta-feira',
  'sábado',
] as const;

/** The date (YYYY-MM-DD) in Brasília time at `now`, and its day of the week (0 = Sunday). */
export function brasiliaDay(now: Date): { weekday: number; date: string } {
  const date = todayInBrazil(now);
  return { weekday: new Date(`${date}T12:00:00Z`).getUTCDay(), date };
}

/** Words that name a weekday, accents dropped: full names, without '-feira', and abbreviations. */
const DAY_WORDS: Record<string, number> = {
  domingo: 0,
  dom: 0,
  segunda: 1,
  seg: 1,
  terca: 2,
  ter: 2,
  quarta: 3,
  qua: 3,
  quinta: 4,
  qui: 4,
  sexta: 5,
  sex: 5,
  sabado: 6,
  sab: 6,
};
const RANGE_WORDS = new Set(['a', 'ate']);
const EVERY_DAY = /\b(todos os dias|todo dia|diariamente|qualquer dia)\b/;
const WEEKEND = /\b(fim|fins) de semana\b/;

/**
 * The weekdays a free-text `days` names (0 = Sunday): 'Segunda-feira, Quarta, sábado', 'sabado',
 * 'seg a sex', 'segunda à sexta', 'fim de semana', 'todos os dias'. Case and accents are ignored;
 * a range 'X a Y' runs through the week, wrapping after Saturday.
 */
export function weekdaysIn(days: string): Set<number> {
  const text = days
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
  if (EVERY_DAY.test(text)) return new Set([0, 1, 2, 3, 4, 5, 6]);
  const found = new Set<number>(WEEKEND.test(text) ? [0, 6] : []);
  const words = text.split(/[^a-z]+/).filter((word) => word !== '' && word !== 'feira');
  words.forEach((word, i) => {
    const day = DAY_WORDS[word];
    if (day === undefined) return;
    found.add(day);
    const last = RANGE_WORDS.has(words[i + 1] ?? '') ? DAY_WORDS[words[i + 2] ?? ''] : undefined;
    for (let d = day; last !== undefined && d !== last; d = (d + 1) % 7) found.add(d);
  });
  return found;
}

/** Spellings of `days` already read, bounded: reading one is most of the cost of ranking a pilot. */
const readDays = new Map<string, ReadonlySet<number>>();
const READ_DAYS_KEPT = 1000;

/** weekdaysIn, read once per spelling: most pilots share a few (the web writes the same names). */
function weekdaysOf(days: string): ReadonlySet<number> {
  let found = readDays.get(days);
  if (!found) {
    if (readDays.size >= READ_DAYS_KEPT) readDays.clear();
    found = weekdaysIn(days);
    readDays.set(days, found);
  }
  return found;
}

export interface MatchRequest {
  requiredCapabilities: readonly Capability[];
}

export interface MatchCandidate {
  pilotId: string;
  /** From the request's point to the pilot's municipality; null when either has none. */
  distanceKm: number | null;
  sameMunicipality: boolean;
  /** The union of his equipment's capabilities. */
  capabilities: readonly Capability[];
  days: string;
  /** The latest expiry (YYYY-MM-DD) of his verified certificates not expired today, if any. */
  certificateExpiresAt: string | null;
  invitations: number;
  answered: number;
  missions: number;
}

/** Where a pilot stands for the request: what orders him among the others. */
export interface Scored {
  pilotId: string;
  score: number;
  distanceKm: number | null;
  /** Every required capability held: ranks above every pilot lacking one. */
  complete: boolean;
  candidate: MatchCandidate;
}

export interface Ranked extends Scored {
  reasons: MatchReason[];
}

/** Points of each part of the score; they add up to 100. */
export const WEIGHTS = {
  distance: 40,
  availableToday: 20,
  certificate: 15,
  answers: 15,
  missions: 10,
} as const;
/** The distance at which the distance points are halved. */
const HALF_POINTS_KM = 25;
/** Missions that earn all the mission points. */
const FULL_MISSIONS = 5;

const decimal = new Intl.NumberFormat('pt-BR', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/** The facts both the score and the reasons read, derived once. */
function assess(request: MatchRequest, pilot: MatchCandidate, weekday: number) {
  const required = CAPABILITIES.filter((c) => request.requiredCapabilities.includes(c));
  return {
    distanceKm: pilot.distanceKm === null ? null : Math.round(pilot.distanceKm * 10) / 10,
    availableToday: weekdaysOf(pilot.days).has(weekday),
    required,
    missing: required.filter((c) => !pilot.capabilities.includes(c)),
  };
}

/** Score and one-decimal distance of one pilot for the request, on `weekday`. */
export function score(request: MatchRequest, pilot: MatchCandidate, weekday: number): Scored {
  const { distanceKm, availableToday, missing } = assess(request, pilot, weekday);
  // Unknown distance only happens for a pilot matched by his city's name: the same municipality.
  let points = (WEIGHTS.distance * HALF_POINTS_KM) / (HALF_POINTS_KM + (distanceKm ?? 0));
  if (availableToday) points += WEIGHTS.availableToday;
  if (pilot.certificateExpiresAt) points += WEIGHTS.certificate;
  points +=
    pilot.invitations > 0
      ? (WEIGHTS.answers * pilot.answered) / pilot.invitations
      : // No record yet: half the answer points, between one who answers and one who never does.
        WEIGHTS.answers / 2;
  points += (WEIGHTS.missions * Math.min(pilot.missions, FULL_MISSIONS)) / FULL_MISSIONS;

  const complete = missing.length === 0;
  // A pilot lacking a capability keeps his order among his peers, at half the points.
  const total = Math.min(100, Math.max(0, Math.round(complete ? points : points / 2)));
  return { pilotId: pilot.pilotId, score: total, distanceKm, complete, candidate: pilot };
}

/** The reasons of one pilot's place, in the order docs/design.md §8 lists them. */
export function reasonsFor(
  request: MatchRequest,
  pilot: MatchCandidate,
  weekday: number,
): MatchReason[] {
  const { distanceKm, availableToday, required, missing } = assess(request, pilot, weekday);
  const reasons: MatchReason[] = [];
  if (pilot.sameMunicipality) {
    reasons.push({ code: 'same_municipality', label: 'no mesmo município' });
  } else if (distanceKm !== null) {
    reasons.push({ code: 'distance', label: `a ${decimal.format(distanceKm)} km` });
  }
  if (availableToday) {
    reasons.push({
      code: 'available_today',
      label: `disponível hoje (${WEEKDAY_NAMES[weekday]})`,
    });
  }
  if (required.length > 0) {
    reasons.push(
      missing.length === 0
        ? { code: 'capabilities', label: capabilityLabels(required) }
        : { code: 'missing_capabilities', label: `sem ${capabilityLabels(missing)}` },
    );
  }
  if (pilot.certificateExpiresAt) {
    const [year, month] = pilot.certificateExpiresAt.split('-');
    reasons.push({ code: 'certificate', label: `certificado verificado até ${month}/${year}` });
  }
  reasons.push(
    pilot.invitations > 0
      ? {
          code: 'responsive',
          label: `respondeu ${pilot.answered} de ${pilot.invitations} ${plural(pilot.invitations, 'chamado', 'chamados')}`,
        }
      : { code: 'new', label: 'ainda sem chamados' },
  );
  if (pilot.missions > 0) {
    reasons.push({
      code: 'missions',
      label: `${pilot.missions} ${plural(pilot.missions, 'missão concluída', 'missões concluídas')}`,
    });
  }
  return reasons;
}

/** Score, one-decimal distance and the reasons of one pilot for the request, on `weekday`. */
export function rank(request: MatchRequest, pilot: MatchCandidate, weekday: number): Ranked {
  return { ...score(request, pilot, weekday), reasons: reasonsFor(request, pilot, weekday) };
}

/**
 * Best first: every pilot with all required capabilities before any lacking one; then the score;
 * then the nearer (unknown distance last); then the pilot id, so the order never depends on the
 * database.
 */
export function compareRanked(a: Scored, b: Scored): number {
  if (a.complete !== b.complete) return a.complete ? -1 : 1;
  if (a.score !== b.score) return b.score - a.score;
  if (a.distanceKm !== b.distanceKm) {
    if (a.distanceKm === null) return 1;
    if (b.distanceKm === null) return -1;
    return a.distanceKm - b.distanceKm;
  }
  return a.pilotId < b.pilotId ? -1 : a.pilotId > b.pilotId ? 1 : 0;
}

/**
 * Scores every candidate and sorts them best first; the reasons are left for the page's pilots
 * (`reasonsFor`), since building them is most of the cost and only a page shows them.
 */
export function rankAll(
  request: MatchRequest,
  candidates: readonly MatchCandidate[],
  weekday: number,
): Scored[] {
  return candidates.map((pilot) => score(request, pilot, weekday)).sort(compareRanked);
}

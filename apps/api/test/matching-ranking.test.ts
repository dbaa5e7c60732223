import { describe, expect, it } from 'vitest';
import {
  brasiliaDay,
  compareRanked,
  rank,
  rankAll,
  weekdaysIn,
  type MatchCandidate,
  type MatchRequest,
} from '../src/modules/matching/ranking';

// The ranking of docs/design.md §8 "Matching", one reason per block, read like its table.

const SATURDAY = 6;

const pilot = (overrides: Partial<MatchCandidate> = {}): MatchCandidate => ({
  pilotId: '0190a000-0000-7000-8000-000000000001',
  distanceKm: 12.34,
  sameMunicipality: false,
  capabilities: [],
  days: 'Segunda-feira',
  certificateExpiresAt: null,
  invitations: 0,
  answered: 0,
  missions: 0,
  ...overrides,
});
const none: MatchRequest = { requiredCapabilities: [] };
const codes = (candidate: MatchCandidate, request: MatchRequest = none, weekday = SATURDAY) =>
  rank(request, candidate, weekday).reasons.map((reason) => reason.code);
const reason = (
  candidate: MatchCandidate,
  code: string,
  request: MatchRequest = none,
  weekday = SATURDAY,
) => rank(request, candidate, weekday).reasons.find((r) => r.code === code);

describe('reasons', () => {
  it("distance 'a 12,3 km': whenever the distance is known and the municipalities differ", () => {
    expect(reason(pilot(), 'distance')).toEqual({ code: 'distance', label: 'a 12,3 km' });
    expect(rank(none, pilot(), SATURDAY).distanceKm).toBe(12.3);
    expect(reason(pilot({ distanceKm: 7 }), 'distance')?.label).toBe('a 7,0 km');
    expect(codes(pilot({ sameMunicipality: true }))).not.toContain('distance');
    expect(codes(pilot({ distanceKm: null, sameMunicipality: true }))).not.toContain('distance');
  });

  it("same_municipality 'no mesmo município': when both are in the same one", () => {
    const same = pilot({ sameMunicipality: true, distanceKm: 3.21 });
    expect(reason(same, 'same_municipality')).toEqual({
      code: 'same_municipality',
      label: 'no mesmo município',
    });
    expect(rank(none, same, SATURDAY).distanceKm).toBe(3.2);
    expect(codes(pilot())).not.toContain('same_municipality');
  });

  it("available_today 'disponível hoje (sábado)': when his days name today", () => {
    expect(reason(pilot({ days: 'Sábado, Domingo' }), 'available_today')).toEqual({
      code: 'available_today',
      label: 'disponível hoje (sábado)',
    });
    expect(reason(pilot({ days: 'Segunda-feira' }), 'available_today', none, 1)?.label).toBe(
      'disponível hoje (segunda-feira)',
    );
    expect(codes(pilot({ days: 'Domingo' }))).not.toContain('available_today');
  });

  it("capabilities 'Câmera térmica, Holofote': the required ones' labels when he has them all", () => {
    const request = { requiredCapabilities: ['night_light', 'thermal'] as const };
    const equipped = pilot({ capabilities: ['zoom', 'thermal', 'night_light'] });
    expect(reason(equipped, 'capabilities', request)).toEqual({
      code: 'capabilities',
      label: 'Câmera térmica, Holofote',
    });
    expect(codes(equipped, request)).not.toContain('missing_capabilities');
  });

  it("missing_capabilities 'sem Câmera térmica': one reason naming every missing one", () => {
    const request = { requiredCapabilities: ['thermal', 'night_light', 'zoom'] as const };
    expect(reason(pilot({ capabilities: ['zoom'] }), 'missing_capabilities', request)).toEqual({
      code: 'missing_capabilities',
      label: 'sem Câmera térmica, Holofote',
    });
    expect(
      reason(pilot(), 'missing_capabilities', { requiredCapabilities: ['thermal'] })?.label,
    ).toBe('sem Câmera térmica');
    expect(codes(pilot({ capabilities: ['zoom'] }), request)).not.toContain('capabilities');
  });

  it('no capability reason at all when the request requires none', () => {
    const found = codes(pilot({ capabilities: ['thermal'] }));
    expect(found).not.toContain('capabilities');
    expect(found).not.toContain('missing_capabilities');
  });

  it("certificate 'certificado verificado até 10/2027': with a verified unexpired certificate", () => {
    expect(reason(pilot({ certificateExpiresAt: '2027-10-31' }), 'certificate')).toEqual({
      code: 'certificate',
      label: 'certificado verificado até 10/2027',
    });
    expect(codes(pilot())).not.toContain('certificate');
  });

  it("responsive 'respondeu 8 de 10 chamados' after invitations, new 'ainda sem chamados' before", () => {
    const called = pilot({ invitations: 10, answered: 8 });
    expect(reason(called, 'responsive')).toEqual({
      code: 'responsive',
      label: 'respondeu 8 de 10 chamados',
    });
    expect(codes(called)).not.toContain('new');
    expect(reason(pilot({ invitations: 1 }), 'responsive')?.label).toBe('respondeu 0 de 1 chamado');
    expect(reason(pilot(), 'new')).toEqual({ code: 'new', label: 'ainda sem chamados' });
    expect(codes(pilot())).not.toContain('responsive');
  });

  it("missions '3 missões concluídas' when above 0, '1 missão concluída' for one", () => {
    expect(reason(pilot({ missions: 3 }), 'missions')).toEqual({
      code: 'missions',
      label: '3 missões concluídas',
    });
    expect(reason(pilot({ missions: 1 }), 'missions')?.label).toBe('1 missão concluída');
    expect(codes(pilot())).not.toContain('missions');
  });

  it('lists the reasons in the order of the table', () => {
    const everything = pilot({
      days: 'sábado',
      capabilities: ['thermal'],
      certificateExpiresAt: '2027-10-01',
      invitations: 2,
      missions: 1,
    });
    expect(codes(everything, { requiredCapabilities: ['thermal'] })).toEqual([
      'distance',
      'available_today',
      'capabilities',
      'certificate',
      'responsive',
      'missions',
    ]);
  });
});

describe('weekdays in the days text', () => {
  it.each([
    ['Sábado', true],
    ['sabado', true],
    ['SÁBADO', true],
    ['sab', true],
    ['Segunda-feira, Quarta, sábado', true],
    ['segunda a sábado', true],
    ['sexta a domingo', true],
    ['fim de semana', true],
    ['Todos os dias', true],
    ['Segunda-feira, Domingo', false],
    ['segunda a sexta', false],
    ['Sabadão não', false],
  ])('%s names Saturday: %s', (days, expected) => {
    expect(weekdaysIn(days).has(SATURDAY)).toBe(expected);
  });

  it('reads names with or without -feira, with or without accents', () => {
    expect([...weekdaysIn('Terça-feira')]).toEqual([2]);
    expect([...weekdaysIn('terca')]).toEqual([2]);
    expect([...weekdaysIn('terça')]).toEqual([2]);
    expect([...weekdaysIn('Quinta-Feira')]).toEqual([4]);
    expect([...weekdaysIn('segunda à sexta')].sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('takes today in America/Sao_Paulo, not UTC', () => {
    // Sunday 01:30 UTC is still Saturday 22:30 in Brasília.
    expect(brasiliaDay(new Date('2026-11-29T01:30:00Z'))).toEqual({
      weekday: SATURDAY,
      date: '2026-11-28',
    });
    expect(brasiliaDay(new Date('2026-11-29T03:30:00Z'))).toEqual({
      weekday: 0,
      date: '2026-11-29',
    });
  });
});

describe('score and order', () => {
  it('is an integer from 0 to 100: near, available today, certified, experienced scores high', () => {
    const best = rank(
      none,
      pilot({
        distanceKm: 0,
        sameMunicipality: true,
        days: 'sábado',
        certificateExpiresAt: '2027-01-01',
        invitations: 4,
        answered: 4,
        missions: 5,
      }),
      SATURDAY,
    );
    expect(best.score).toBe(100);
    const far = rank(none, pilot({ distanceKm: 150 }), SATURDAY);
    expect(Number.isInteger(far.score)).toBe(true);
    expect(far.score).toBeGreaterThanOrEqual(0);
    expect(far.score).toBeLessThan(best.score);
  });

  it('puts a pilot lacking a required capability below every pilot who has them all', () => {
    const request = { requiredCapabilities: ['thermal'] as const };
    const near = pilot({
      pilotId: 'a',
      distanceKm: 1,
      days: 'sábado',
      certificateExpiresAt: '2027-01-01',
      missions: 5,
    });
    const far = pilot({ pilotId: 'b', distanceKm: 140, capabilities: ['thermal'] });
    expect(rankAll(request, [near, far], SATURDAY).map((r) => r.pilotId)).toEqual(['b', 'a']);
    expect(rankAll(none, [near, far], SATURDAY).map((r) => r.pilotId)).toEqual(['a', 'b']);
  });

  it('orders by the score: distance, availability today, certificate, answers, missions', () => {
    const ids = (list: MatchCandidate[]) => rankAll(none, list, SATURDAY).map((r) => r.pilotId);
    expect(
      ids([pilot({ pilotId: 'far', distanceKm: 40 }), pilot({ pilotId: 'near', distanceKm: 5 })]),
    ).toEqual(['near', 'far']);
    expect(ids([pilot({ pilotId: 'busy' }), pilot({ pilotId: 'free', days: 'Sábado' })])).toEqual([
      'free',
      'busy',
    ]);
    expect(
      ids([pilot({ pilotId: 'a' }), pilot({ pilotId: 'b', certificateExpiresAt: '2027-01-01' })]),
    ).toEqual(['b', 'a']);
    expect(
      ids([
        pilot({ pilotId: 'a', invitations: 3 }),
        pilot({ pilotId: 'b', invitations: 3, answered: 3 }),
      ]),
    ).toEqual(['b', 'a']);
    expect(ids([pilot({ pilotId: 'a' }), pilot({ pilotId: 'b', missions: 2 })])).toEqual([
      'b',
      'a',
    ]);
  });

  it('breaks ties by distance, then by pilot id', () => {
    const a = rank(none, pilot({ pilotId: 'a', distanceKm: 10.4 }), SATURDAY);
    const b = rank(none, pilot({ pilotId: 'b', distanceKm: 10.1 }), SATURDAY);
    expect(a.score).toBe(b.score);
    expect([a, b].sort(compareRanked).map((r) => r.pilotId)).toEqual(['b', 'a']);
    const c = rank(none, pilot({ pilotId: 'c', distanceKm: 10 }), SATURDAY);
    const d = rank(none, pilot({ pilotId: 'd', distanceKm: 10 }), SATURDAY);
    expect([d, c].sort(compareRanked).map((r) => r.pilotId)).toEqual(['c', 'd']);
  });
});

import { describe, expect, it } from 'vitest';
import { atSameTime, minutesOfHour, missionTime, missionDateSchema } from './mission-time';
import { addDays, todayInBrazil } from './certificates';

const at = (date: string | null, hour: string, createdAt = '2026-11-28T12:00:00Z') => ({
  date,
  hour,
  createdAt: new Date(createdAt),
});

describe('mission time', () => {
  it("reads 'sáb., 29/11 às 07:30', the hour alone without a date", () => {
    expect(missionTime('2025-11-29', '07:30')).toBe('sáb., 29/11 às 07:30');
    expect(missionTime('2026-11-30', '14h')).toBe('seg., 30/11 às 14h');
    expect(missionTime('2026-11-29', 'pela manhã')).toBe('dom., 29/11, pela manhã');
    expect(missionTime(null, '07:30')).toBe('07:30');
  });

  it('reads the first time of an hour, or none', () => {
    expect(minutesOfHour('07:30')).toBe(450);
    expect(minutesOfHour('7h')).toBe(420);
    expect(minutesOfHour('14h30 às 18h')).toBe(870);
    expect(minutesOfHour('pela manhã')).toBeNull();
    expect(minutesOfHour('25:00')).toBeNull();
  });

  it('takes hours within 4 hours as the same time, across midnight too', () => {
    expect(atSameTime(at('2026-11-28', '08:00'), at('2026-11-28', '12:00'))).toBe(true);
    expect(atSameTime(at('2026-11-28', '08:00'), at('2026-11-28', '12:01'))).toBe(false);
    expect(atSameTime(at('2026-11-27', '23:00'), at('2026-11-28', '01:00'))).toBe(true);
    expect(atSameTime(at('2026-11-28', '08:00'), at('2026-11-29', '08:00'))).toBe(false);
  });

  it('compares days when an hour is not a time; a request without a date is on its creation day in Brasília', () => {
    expect(atSameTime(at('2026-11-28', 'o dia todo'), at('2026-11-28', '20:00'))).toBe(true);
    expect(atSameTime(at('2026-11-28', 'o dia todo'), at('2026-11-29', '06:00'))).toBe(false);
    // 01:00 UTC on the 29th is still the 28th in Brasília.
    expect(atSameTime(at(null, 'à tarde', '2026-11-29T01:00:00Z'), at('2026-11-28', '15:00'))).toBe(
      true,
    );
  });

  it('takes a real day up to a year ahead, or none', () => {
    expect(missionDateSchema.parse('2026-11-28')).toBe('2026-11-28');
    expect(missionDateSchema.parse('')).toBeNull();
    expect(missionDateSchema.safeParse('2026-02-29').success).toBe(false);
    expect(
      missionDateSchema.safeParse(addDays(todayInBrazil(), 370)).error?.issues[0]?.message,
    ).toBe('A data não pode passar de um ano a partir de hoje');
  });
});

import { describe, expect, it } from 'vitest';
import { birthDateToIso, isoToBirthDate, isValidIsoBirthDate, maskBirthDate } from './birth-date';

const now = new Date('2026-06-15T12:00:00Z');

describe('birth date', () => {
  it('converts a valid dd/mm/yyyy to ISO', () => {
    expect(birthDateToIso('17/05/1990', now)).toBe('1990-05-17');
    expect(birthDateToIso('29/02/2024', now)).toBe('2024-02-29');
    expect(birthDateToIso('01/01/1920', now)).toBe('1920-01-01');
  });

  it('refuses impossible dates and years outside 1920..now', () => {
    for (const value of [
      '32/01/1990',
      '00/01/1990',
      '10/13/1990',
      '10/00/1990',
      '31/04/1990',
      '29/02/2023',
      '31/12/1919',
      '01/01/2027',
      '1/1/1990',
      '',
    ]) {
      expect(birthDateToIso(value, now), value).toBeNull();
    }
  });

  it('validates the ISO wire format the same way', () => {
    expect(isValidIsoBirthDate('1990-05-17', now)).toBe(true);
    expect(isValidIsoBirthDate('2023-02-29', now)).toBe(false);
    expect(isValidIsoBirthDate('1919-12-31', now)).toBe(false);
    expect(isValidIsoBirthDate('2027-01-01', now)).toBe(false);
    expect(isValidIsoBirthDate('17/05/1990', now)).toBe(false);
  });

  it('formats back and masks while typing', () => {
    expect(isoToBirthDate('1990-05-17')).toBe('17/05/1990');
    expect(maskBirthDate('1705')).toBe('17/05');
    expect(maskBirthDate('17051990')).toBe('17/05/1990');
    expect(maskBirthDate('1')).toBe('1');
  });
});

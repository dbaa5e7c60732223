import { describe, expect, it } from 'vitest';
import { cityLabel } from './municipality-label';

describe('cityLabel', () => {
  it('adds the UF of the municipality a city resolved to', () => {
    expect(cityLabel('Niterói', 'RJ')).toBe('Niterói – RJ');
  });

  it('keeps a city whose UF the pilot typed, however he wrote it', () => {
    for (const typed of ['Niterói/RJ', 'Niterói - rj', 'Porto Alegre (RS)', 'Recife, PE']) {
      expect(cityLabel(typed, typed.slice(-3).replace(/\W/g, '').toUpperCase())).toBe(typed);
    }
  });

  it('leaves a city with no municipality as typed', () => {
    expect(cityLabel('Vila do Sossego', null)).toBe('Vila do Sossego');
  });
});

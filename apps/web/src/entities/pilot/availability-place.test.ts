import { describe, expect, it } from 'vitest';
import { availabilityPlace } from './availability-schema';

describe('availabilityPlace', () => {
  it("reads 'Bairro, Cidade – UF' when the city names a municipality", () => {
    expect(availabilityPlace({ district: 'Icaraí', city: 'Niterói', uf: 'RJ' })).toBe(
      'Icaraí, Niterói – RJ',
    );
  });

  it('keeps the city as typed when no municipality matched it', () => {
    expect(availabilityPlace({ district: 'Centro', city: 'Petrópolis RJ', uf: null })).toBe(
      'Centro, Petrópolis RJ',
    );
    expect(availabilityPlace({ district: 'Centro', city: 'Niterói' })).toBe('Centro, Niterói');
  });
});

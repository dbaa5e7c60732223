import { CAPABILITY_LABELS } from '@drones/shared/capabilities';
import { describe, expect, it } from 'vitest';
import { broadcast, cities, drones } from '../scripts/demo-seed';

// `npm run demo` is what people see first: its data must not contradict itself.
describe('demo data', () => {
  it('gives every thermal drone the thermal capability', () => {
    const thermal = drones.filter(({ name, model }) => /thermal|\d+T\b/i.test(`${name} ${model}`));
    expect(thermal.map(({ name }) => name)).toEqual([
      'Mavic 3 Thermal',
      'EVO II Dual 640T',
      'Matrice 30T',
    ]);
    for (const drone of thermal) expect(drone.capabilities, drone.name).toContain('thermal');
    for (const drone of drones) {
      for (const capability of drone.capabilities)
        expect(CAPABILITY_LABELS).toHaveProperty(capability);
    }
  });

  it('writes each typed city with the IBGE name, properly cased', () => {
    for (const { city, spelled } of cities) expect(spelled.startsWith(city), spelled).toBe(true);
  });

  it('never asks pilots to reply to the broadcast e-mail, which comes from a no-reply address', () => {
    expect(Object.values(broadcast).join(' ')).not.toMatch(/respond\w* (a )?(este|esse) e-mail/i);
  });
});

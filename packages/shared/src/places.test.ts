import { describe, expect, it } from 'vitest';
import { CAPABILITY_INVALID, capabilitiesFieldSchema } from './capabilities';
import {
  BRAZIL_BOUNDS,
  LATITUDE_INVALID,
  latitudeSchema,
  LONGITUDE_INVALID,
  longitudeSchema,
  MUNICIPALITY_INVALID,
  municipalityCodeSchema,
  OUTSIDE_BRAZIL,
} from './places';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message);

describe('municipalityCodeSchema', () => {
  it('takes 7 digits as a number or as text; null and empty text are none', () => {
    expect(municipalityCodeSchema.parse(3303906)).toBe(3303906);
    expect(municipalityCodeSchema.parse('3303906')).toBe(3303906);
    expect(municipalityCodeSchema.parse(' 3303906 ')).toBe(3303906);
    expect(municipalityCodeSchema.parse(null)).toBeNull();
    expect(municipalityCodeSchema.parse('')).toBeNull();
  });

  it("refuses anything else with one message: 'Município inválido'", () => {
    for (const value of [123, 12345678, 3303906.5, '330390', '33039O6', '3303906a', true, {}]) {
      expect(messageOf(municipalityCodeSchema.safeParse(value)), String(value)).toEqual([
        MUNICIPALITY_INVALID,
      ]);
    }
  });
});

describe('latitude and longitude', () => {
  it('take degrees inside Brazil as numbers or as text; null and empty text are none', () => {
    expect(latitudeSchema.parse(-22.52)).toBe(-22.52);
    expect(latitudeSchema.parse('-22.52')).toBe(-22.52);
    expect(longitudeSchema.parse('-43')).toBe(-43);
    expect(latitudeSchema.parse('')).toBeNull();
    expect(longitudeSchema.parse(null)).toBeNull();
    // The extremes: Chuí, Monte Caburaí, Serra do Divisor, Fernando de Noronha.
    expect(latitudeSchema.parse(-33.75)).toBe(-33.75);
    expect(latitudeSchema.parse(5.27)).toBe(5.27);
    expect(longitudeSchema.parse(-73.99)).toBe(-73.99);
    expect(longitudeSchema.parse(-32.41)).toBe(-32.41);
  });

  it('refuse a point outside the box around Brazil, and what is not a number', () => {
    for (const value of [BRAZIL_BOUNDS.maxLatitude + 0.01, -40, '38.72', 90]) {
      expect(messageOf(latitudeSchema.safeParse(value)), String(value)).toEqual([OUTSIDE_BRAZIL]);
    }
    for (const value of [-9.14, -80, '-20']) {
      expect(messageOf(longitudeSchema.safeParse(value)), String(value)).toEqual([OUTSIDE_BRAZIL]);
    }
    for (const value of ['norte', '-22,5', '1e1', Number.NaN, Infinity, true]) {
      expect(messageOf(latitudeSchema.safeParse(value)), String(value)).toEqual([LATITUDE_INVALID]);
    }
    expect(messageOf(longitudeSchema.safeParse('oeste'))).toEqual([LONGITUDE_INVALID]);
  });
});

describe('capabilitiesFieldSchema', () => {
  it('keeps each capability once, in the fixed order', () => {
    expect(capabilitiesFieldSchema.parse(['rtk', 'thermal', 'rtk', 'zoom'])).toEqual([
      'thermal',
      'zoom',
      'rtk',
    ]);
    expect(capabilitiesFieldSchema.parse([])).toEqual([]);
  });

  it('reports a value outside the list once, on the field itself', () => {
    const result = capabilitiesFieldSchema.safeParse(['thermal', 'laser', 3]);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: [], message: CAPABILITY_INVALID }),
    ]);
    expect(messageOf(capabilitiesFieldSchema.safeParse('thermal'))).toEqual([
      'Capacidades inválidas',
    ]);
  });
});

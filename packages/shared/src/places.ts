import { lineString, searchQuery } from './text-fields';
import { z } from './zod-locale';

/** A Brazilian municipality (IBGE): the 7-digit code, its name, UF and point. */
export const municipalitySchema = z.object({
  code: z.number().int(),
  name: z.string(),
  uf: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type Municipality = z.infer<typeof municipalitySchema>;

/** How a municipality reads everywhere: 'Petrópolis – RJ' (name, en dash, UF). */
export function municipalityLabel({ name, uf }: { name: string; uf: string }) {
  return `${name} – ${uf}`;
}

export const MUNICIPALITY_LIMIT_MAX = 50;

/** `GET /api/municipalities`: a name to look for (accents and case ignored), a UF, how many. */
export const municipalitySearchSchema = z.object({
  search: searchQuery,
  uf: lineString()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'UF inválida')
    .transform((value) => value.toUpperCase())
    .optional(),
  limit: z.coerce.number().int().min(1).max(MUNICIPALITY_LIMIT_MAX).default(20),
});
export type MunicipalitySearch = z.infer<typeof municipalitySearchSchema>;

/** The 26 states and the Federal District, as IBGE abbreviates them. */
export const UFS = [
  'AC',
  'AL',
  'AM',
  'AP',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MG',
  'MS',
  'MT',
  'PA',
  'PB',
  'PE',
  'PI',
  'PR',
  'RJ',
  'RN',
  'RO',
  'RR',
  'RS',
  'SC',
  'SE',
  'SP',
  'TO',
] as const;

// Where a pilot flies from and where a mission is (docs/design.md §8).

export const MUNICIPALITY_INVALID = 'Município inválido';
export const MUNICIPALITY_NOT_FOUND = 'Município não encontrado';
export const LATITUDE_INVALID = 'Latitude inválida';
export const LONGITUDE_INVALID = 'Longitude inválida';
export const OUTSIDE_BRAZIL = 'O ponto precisa estar no Brasil';
export const POINT_INCOMPLETE = 'Informe a latitude e a longitude';
export const POINT_WITHOUT_MUNICIPALITY = 'Escolha o município do ponto';

/**
 * A box around Brazil, Fernando de Noronha (a municipality at -32.4°) and the oceanic islands
 * included: a point outside it is a typing error, not a place the platform serves.
 */
export const BRAZIL_BOUNDS = {
  minLatitude: -34,
  maxLatitude: 5.5,
  minLongitude: -74,
  maxLongitude: -28.5,
} as const;

/**
 * No value: null, or a form's empty field (multipart sends every field as text). One option of
 * the unions below rather than a .nullable() around them: OpenAPI 3.0 (the docs' target) can
 * only say "nullable" of a schema that has a type, and this one has.
 */
// A new schema for each use: the docs' generator drops a schema instance met a second time.
const none = () => z.union([z.null(), z.literal('')]).transform(() => null);

/**
 * A 7-digit IBGE municipality code: a JSON number, or its digits as text (multipart sends every
 * field as text). null or empty text is no municipality. Whether it exists is the server's to
 * check.
 */
export const municipalityCodeSchema = z.union(
  [
    z
      .int({ error: MUNICIPALITY_INVALID })
      .min(1_000_000, MUNICIPALITY_INVALID)
      .max(9_999_999, MUNICIPALITY_INVALID),
    none(),
    z
      .string({ error: MUNICIPALITY_INVALID })
      .trim()
      .regex(/^\d{7}$/, MUNICIPALITY_INVALID)
      .transform(Number),
  ],
  { error: MUNICIPALITY_INVALID },
);

// Degrees as text: '-22', '-22.52' (no exponent, no comma), in two alternatives without nesting.
const DECIMAL = /^[+-]?\d{1,3}$|^[+-]?\d{1,3}\.\d+$/;

/** Degrees between `min` and `max`, as a JSON number or as text ('-22.52'); null or '' is none. */
function coordinateSchema(min: number, max: number, invalid: string) {
  const inBrazil = z.number({ error: invalid }).min(min, OUTSIDE_BRAZIL).max(max, OUTSIDE_BRAZIL);
  return z.union(
    [
      inBrazil,
      none(),
      z.string({ error: invalid }).trim().regex(DECIMAL, invalid).transform(Number).pipe(inBrazil),
    ],
    { error: invalid },
  );
}

/** A point's latitude, inside Brazil. */
export const latitudeSchema = coordinateSchema(
  BRAZIL_BOUNDS.minLatitude,
  BRAZIL_BOUNDS.maxLatitude,
  LATITUDE_INVALID,
);

/** A point's longitude, inside Brazil. */
export const longitudeSchema = coordinateSchema(
  BRAZIL_BOUNDS.minLongitude,
  BRAZIL_BOUNDS.maxLongitude,
  LONGITUDE_INVALID,
);

/** The place fields of a request's or an availability's input; null or '' is none. */
export const placeInputFields = {
  municipalityCode: municipalityCodeSchema.optional(),
  latitude: latitudeSchema.optional(),
  longitude: longitudeSchema.optional(),
};

/** What an answer says of a place: the municipality's code and UF, null when there is none. */
export const municipalityRefFields = {
  municipalityCode: z.number().int().nullable(),
  uf: z.string().nullable(),
};

/** A point as answers carry it: JSON numbers, or null. */
export const pointFields = {
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
};

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

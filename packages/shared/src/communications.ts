import { municipalityCodeSchema, municipalityLabel, UFS } from './places';
import {
  lineString,
  optionalLongText,
  pageQuery,
  requiredLongText,
  requiredText,
  sessionUserIdField,
} from './text-fields';
import { z } from './zod-locale';

// A broadcast may reach an area instead of every pilot (docs/design.md §4): a UF, a municipality, or the
// municipalities within `radiusKm` of one. docs/decisions/034-mission-dates-and-areas.md

export const RADIUS_MIN_KM = 1;
export const RADIUS_MAX_KM = 500;
export const UF_INVALID = 'UF inválida';
export const RADIUS_INVALID = `O raio vai de ${RADIUS_MIN_KM} a ${RADIUS_MAX_KM} km`;
export const RADIUS_NEEDS_MUNICIPALITY = 'Escolha o município do centro da área';
export const MUNICIPALITY_OUTSIDE_UF = 'O município escolhido não fica nessa UF';

// A new schema for each use: the docs' generator drops a schema instance met a second time.
const none = () => z.union([z.null(), z.literal('')]).transform(() => null);

/** One of the 27 UFs, in any case; null or '' is none. */
const ufSchema = z.union(
  [
    lineString({ error: UF_INVALID })
      .trim()
      .transform((value) => value.toUpperCase())
      .pipe(z.enum(UFS, { error: UF_INVALID })),
    none(),
  ],
  { error: UF_INVALID },
);

/** Whole kilometres from 1 to 500, as a JSON number or as text (a query string); null or '' is none. */
const radiusKmSchema = z.union(
  [
    z
      .int({ error: RADIUS_INVALID })
      .min(RADIUS_MIN_KM, RADIUS_INVALID)
      .max(RADIUS_MAX_KM, RADIUS_INVALID),
    none(),
    z
      .string({ error: RADIUS_INVALID })
      .trim()
      .regex(/^\d{1,3}$/, RADIUS_INVALID)
      .transform(Number)
      .pipe(z.int().min(RADIUS_MIN_KM, RADIUS_INVALID).max(RADIUS_MAX_KM, RADIUS_INVALID)),
  ],
  { error: RADIUS_INVALID },
);

/** The area fields; without any of them a broadcast reaches every pilot. */
const areaFields = {
  uf: ufSchema.optional(),
  municipalityCode: municipalityCodeSchema.optional(),
  radiusKm: radiusKmSchema.optional(),
};

/** A radius is around a municipality: without one it names no area. */
function radiusNeedsMunicipality(
  area: { municipalityCode?: number | null | undefined; radiusKm?: number | null | undefined },
  ctx: z.RefinementCtx,
) {
  if (area.radiusKm != null && area.municipalityCode == null) {
    ctx.addIssue({
      code: 'custom',
      path: ['municipalityCode'],
      message: RADIUS_NEEDS_MUNICIPALITY,
    });
  }
}

/** The fields of a broadcast (the web's form picks from them). */
export const communicationFieldsSchema = z.object({
  name: requiredText(200),
  description: requiredLongText(2000),
  comunication: requiredLongText(10_000),
  details: requiredLongText(5000),
  observation: optionalLongText(2000),
  ...areaFields,
  userId: sessionUserIdField,
});
/**
 * `POST /api/comunication` (the wire's spelling): a broadcast to every pilot, or to the pilots
 * whose availability's municipality lies in the area.
 */
export const createCommunicationSchema =
  communicationFieldsSchema.superRefine(radiusNeedsMunicipality);
export type CreateCommunicationInput = z.infer<typeof createCommunicationSchema>;

/** `GET /api/comunication/recipients`: the area of a broadcast about to be sent. */
export const communicationAreaQuerySchema = z
  .object(areaFields)
  .superRefine(radiusNeedsMunicipality);
export type CommunicationArea = z.output<typeof communicationAreaQuerySchema>;

/** How many pilots a broadcast to the area would reach. */
export const communicationRecipientsSchema = z.object({ pilots: z.number().int() });
export type CommunicationRecipients = z.infer<typeof communicationRecipientsSchema>;

export const communicationCreatedSchema = z.object({ id: z.uuid() });
export type CommunicationCreated = z.infer<typeof communicationCreatedSchema>;

/** `GET /api/communications`: the broadcasts as posted, readable in the app, newest first. */
export const communicationSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  comunication: z.string(),
  details: z.string(),
  observation: z.string().nullable(),
  /** The area, all null when it went to every pilot; `uf` is the municipality's when one was named. */
  uf: z.string().nullable(),
  municipalityCode: z.number().int().nullable(),
  /** The municipality's name, to show the area without another request. */
  municipalityName: z.string().nullable(),
  radiusKm: z.number().int().nullable(),
  /** Who sent it ('Conta removida' once that account is erased). */
  sender: z.object({ name: z.string() }),
  createdAt: z.iso.datetime(),
});
export type Communication = z.infer<typeof communicationSchema>;

export const communicationListQuerySchema = z.object(pageQuery);
export type CommunicationListQuery = z.infer<typeof communicationListQuerySchema>;

/** Who a broadcast went to, as the pages say it: 'Todos os droneiros', 'RJ', 'Petrópolis – RJ e até 50 km'. */
export function communicationAreaLabel(
  area: Pick<Communication, 'uf' | 'municipalityName' | 'radiusKm'>,
): string {
  if (area.municipalityName) {
    const place = area.uf
      ? municipalityLabel({ name: area.municipalityName, uf: area.uf })
      : area.municipalityName;
    return area.radiusKm ? `${place} e até ${area.radiusKm} km` : place;
  }
  return area.uf ?? 'Todos os droneiros';
}

import {
  communicationAreaLabel,
  communicationFieldsSchema,
  type CreateCommunicationInput,
} from '@drones/shared/communications';
import { UFS } from '@drones/shared/places';
import { z } from '@drones/shared/zod-locale';
import {
  CHOOSE_MUNICIPALITY,
  chosenMunicipalitySchema,
} from '@/entities/place/chosen-municipality';

export const AREA_KINDS = ['all', 'uf', 'municipality'] as const;
export type AreaKind = (typeof AREA_KINDS)[number];

export const CHOOSE_UF = 'Escolha o estado';

/**
 * The server's rules for a communication, checked before sending, with its area: every pilot, a
 * UF, or a municipality chosen from the list and an optional radius around it.
 */
// The radius as typed (text); only the municipality's area has one.
const radiusSchema = communicationFieldsSchema.shape.radiusKm;

export const communicationFormSchema = communicationFieldsSchema
  .pick({ name: true, description: true, comunication: true, details: true, observation: true })
  .extend({
    areaKind: z.enum(AREA_KINDS),
    uf: z.union([z.enum(UFS), z.literal('')]),
    municipalityText: z.string(),
    municipality: chosenMunicipalitySchema.nullable(),
    radiusKm: z.string(),
  })
  .superRefine(({ areaKind, uf, municipality, radiusKm }, ctx) => {
    if (areaKind === 'uf' && !uf) {
      ctx.addIssue({ code: 'custom', path: ['uf'], message: CHOOSE_UF });
    }
    if (areaKind !== 'municipality') return;
    if (!municipality) {
      ctx.addIssue({ code: 'custom', path: ['municipalityText'], message: CHOOSE_MUNICIPALITY });
    }
    const radius = radiusSchema.safeParse(radiusKm);
    if (!radius.success) {
      ctx.addIssue({
        code: 'custom',
        path: ['radiusKm'],
        message: radius.error.issues[0]!.message,
      });
    }
  });

export type CommunicationFormValues = z.input<typeof communicationFormSchema>;
type CommunicationFormOutput = z.output<typeof communicationFormSchema>;

/** What the form sends: the texts, and the area fields only when an area was chosen. */
export type CommunicationFields = Omit<CreateCommunicationInput, 'userId'>;

export function communicationFields({
  areaKind,
  uf,
  municipalityText: _text,
  municipality,
  radiusKm,
  ...texts
}: CommunicationFormOutput): CommunicationFields {
  if (areaKind === 'uf') return { ...texts, uf: uf || null };
  if (areaKind === 'municipality' && municipality) {
    const radius = radiusSchema.parse(radiusKm);
    return {
      ...texts,
      municipalityCode: municipality.code,
      ...(radius ? { radiusKm: radius } : {}),
    };
  }
  return texts;
}

/** The area as the confirmation names it ('Petrópolis – RJ e até 30 km'); null for every pilot. */
export function areaLabelOf({ areaKind, uf, municipality, radiusKm }: CommunicationFormOutput) {
  if (areaKind === 'uf')
    return communicationAreaLabel({ uf, municipalityName: null, radiusKm: null });
  if (areaKind === 'municipality' && municipality) {
    return communicationAreaLabel({
      uf: municipality.uf,
      municipalityName: municipality.name,
      radiusKm: radiusSchema.parse(radiusKm) ?? null,
    });
  }
  return null;
}

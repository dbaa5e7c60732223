import { capabilitiesSchema, type Capability } from '@drones/shared/capabilities';
import { createSolicitationSchema, urgencySchema } from '@drones/shared/solicitations';
import { z } from '@drones/shared/zod-locale';
import { chosenFromList, chosenMunicipalitySchema } from '@/entities/place/chosen-municipality';

/**
 * The server's rules for a new request, checked before sending; the form always holds an urgency.
 * The municipality is chosen from the combobox (its text alone names none) and brings the point.
 */
export const solicitationFormSchema = createSolicitationSchema
  .pick({
    name: true,
    description: true,
    place: true,
    date: true,
    hour: true,
    necessary_resources: true,
    mission_details: true,
    observation: true,
  })
  .extend({
    urgency: urgencySchema,
    municipalityText: z.string(),
    municipality: chosenMunicipalitySchema.nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    requiredCapabilities: capabilitiesSchema,
  })
  .superRefine(chosenFromList('municipalityText'));

export type SolicitationFormValues = z.input<typeof solicitationFormSchema>;

type TextFields = Omit<
  z.output<typeof solicitationFormSchema>,
  'municipalityText' | 'municipality' | 'requiredCapabilities'
>;

/**
 * What the form sends: every field, observation included (empty clears it on an update), the
 * municipality by its code and the point (null: none).
 */
export type SolicitationFields = TextFields & {
  observation: string;
  municipalityCode: number | null;
  requiredCapabilities: Capability[];
};

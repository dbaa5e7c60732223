import {
  CERTIFICATE_FIELDS,
  createAdditionalDataSchema,
  createDisponibilitySchema,
} from '@drones/shared/pilot-data';
import { z } from '@drones/shared/zod-locale';
import { DOCUMENT_TYPES, DOCUMENT_TYPES_LABEL } from '@/components/upload/document-types';

export const WEEKDAYS_MESSAGE = 'Escolha pelo menos um dia.';

/** The availability as the forms hold it: the weekdays checked, not yet the `days` text. */
const availabilityShape = {
  weekdays: z.array(z.string()).min(1, WEEKDAYS_MESSAGE),
  ...createDisponibilitySchema.pick({ city: true, district: true, complement: true }).shape,
};

export const disponibilityFormSchema = z.object(availabilityShape);
export type DisponibilityFormInput = z.input<typeof disponibilityFormSchema>;

const additionalShape = createAdditionalDataSchema.pick({
  habilities: true,
  areasExpertise: true,
  operateKm: true,
  observation: true,
}).shape;

export const additionalDataFormSchema = z.object(additionalShape);
export type AdditionalDataFormInput = z.input<typeof additionalDataFormSchema>;

/** The profile's update form: the additional data and the availability together. */
export const additionalDataUpdateFormSchema = z.object({
  ...additionalShape,
  ...availabilityShape,
});
export type AdditionalDataUpdateFormInput = z.input<typeof additionalDataUpdateFormSchema>;

/** The certificates both additional data forms take, and the fields the server names them by. */
export const certificateUploads = {
  files: { accept: DOCUMENT_TYPES, typesLabel: DOCUMENT_TYPES_LABEL, multiple: true },
  fileFields: CERTIFICATE_FIELDS,
};

import { CERTIFICATE_FIELDS, createAdditionalDataSchema } from '@drones/shared/pilot-data';
import { z } from '@drones/shared/zod-locale';
import { DOCUMENT_TYPES, DOCUMENT_TYPES_LABEL } from '@/components/upload/document-types';
import { availabilityShape, chosenCity } from '@/entities/pilot/availability-schema';

const additionalShape = createAdditionalDataSchema.pick({
  habilities: true,
  areasExpertise: true,
  operateKm: true,
  observation: true,
}).shape;

export const additionalDataFormSchema = z.object(additionalShape);

/** The profile's update form: the additional data and the availability together. */
export const additionalDataUpdateFormSchema = z
  .object({
    ...additionalShape,
    ...availabilityShape,
  })
  .superRefine(chosenCity);

/** The certificates both additional data forms take, and the fields the server names them by. */
export const certificateUploads = {
  files: { accept: DOCUMENT_TYPES, typesLabel: DOCUMENT_TYPES_LABEL, multiple: true },
  fileFields: CERTIFICATE_FIELDS,
};

import { createAdditionalDataSchema } from '@drones/shared/pilot-data';
import { z } from '@drones/shared/zod-locale';
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

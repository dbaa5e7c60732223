import { createDisponibilitySchema } from '@drones/shared/pilot-data';
import { z } from '@drones/shared/zod-locale';

export const WEEKDAYS_MESSAGE = 'Escolha pelo menos um dia.';

/** The availability as the forms hold it: the weekdays checked, not yet the `days` text. */
export const availabilityShape = {
  weekdays: z.array(z.string()).min(1, WEEKDAYS_MESSAGE),
  ...createDisponibilitySchema.pick({ city: true, district: true, complement: true }).shape,
};

export const disponibilityFormSchema = z.object(availabilityShape);

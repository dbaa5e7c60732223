import { createDisponibilitySchema, type Disponibility } from '@drones/shared/pilot-data';
import { z } from '@drones/shared/zod-locale';
import { daysTextOf, weekdaysOf } from './weekdays';

export const WEEKDAYS_MESSAGE = 'Escolha pelo menos um dia.';

/** The availability as the forms hold it: the weekdays checked, not yet the `days` text. */
export const availabilityShape = {
  weekdays: z.array(z.string()).min(1, WEEKDAYS_MESSAGE),
  ...createDisponibilitySchema.pick({ city: true, district: true, complement: true }).shape,
};

export const disponibilityFormSchema = z.object(availabilityShape);

type AvailabilityFormValues = z.infer<typeof disponibilityFormSchema>;

/** The form's values of a recorded availability, or blank ones when there is none. */
export function availabilityFormValues(disponibility: Disponibility | null | undefined) {
  return {
    weekdays: weekdaysOf(disponibility?.days),
    city: disponibility?.city ?? '',
    district: disponibility?.district ?? '',
    complement: disponibility?.complement ?? '',
  };
}

/** What the form's values send to `POST` and `PUT /disponibility`. */
export function availabilityInput({
  weekdays,
  city,
  district,
  complement,
}: AvailabilityFormValues) {
  return { days: daysTextOf(weekdays), city, district, complement: complement || null };
}

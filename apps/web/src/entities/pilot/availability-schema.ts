import { createDisponibilitySchema, type Disponibility } from '@drones/shared/pilot-data';
import { requiredText } from '@drones/shared/text-fields';
import { cityLabel } from '@/entities/place/municipality-label';
import { z } from '@drones/shared/zod-locale';
import {
  chosenFromList,
  chosenMunicipalityOf,
  chosenMunicipalitySchema,
  type ChosenMunicipality,
} from '@/entities/place/chosen-municipality';
import { daysTextOf, weekdaysOf } from './weekdays';

export const WEEKDAYS_MESSAGE = 'Escolha pelo menos um dia.';

/**
 * The availability as the forms hold it: the weekdays checked, not yet the `days` text; `city` is
 * the combobox's text and `municipality` the one chosen from its list. The web forms ask for a
 * municipality from the list (a city typed alone may match none, and the pilot would match no
 * request); the API still takes a city as text from other clients (ADR 032). Forms refine their
 * schema with `chosenCity`.
 */
export const availabilityShape = {
  weekdays: z.array(z.string()).min(1, WEEKDAYS_MESSAGE),
  ...createDisponibilitySchema.pick({ district: true, complement: true }).shape,
  city: requiredText(120),
  municipality: chosenMunicipalitySchema.nullable(),
};

export const chosenCity = chosenFromList<{ city: string; municipality: ChosenMunicipality | null }>(
  'city',
);

export const disponibilityFormSchema = z.object(availabilityShape).superRefine(chosenCity);

type AvailabilityFormValues = z.infer<typeof disponibilityFormSchema>;

/** The form's values of a recorded availability, or blank ones when there is none. */
export function availabilityFormValues(disponibility: Disponibility | null | undefined) {
  const { text, municipality } = chosenMunicipalityOf(disponibility?.city ?? '', disponibility);
  return {
    weekdays: weekdaysOf(disponibility?.days),
    city: text,
    municipality,
    district: disponibility?.district ?? '',
    complement: disponibility?.complement ?? '',
  };
}

/**
 * What the form's values send to `POST` and `PUT /disponibility`: a chosen municipality by its
 * code and name; typed text alone as `city`, which the server looks up.
 */
export function availabilityInput({
  weekdays,
  city,
  municipality,
  district,
  complement,
}: AvailabilityFormValues) {
  return {
    days: daysTextOf(weekdays),
    city: municipality?.name ?? city,
    ...(municipality && { municipalityCode: municipality.code }),
    district,
    complement: complement || null,
  };
}

/** Where the pilot is, as the cards read it: 'Centro, Petrópolis – RJ' (the UF when known). */
export function availabilityPlace(
  disponibility: Pick<Disponibility, 'district' | 'city'> & { uf?: string | null },
) {
  const { district, city, uf } = disponibility;
  return `${district}, ${cityLabel(city, uf ?? null)}`;
}

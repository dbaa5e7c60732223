import { z } from '@drones/shared/zod-locale';
import { cityLabel } from './municipality-label';

/** A municipality a form has chosen: the code it sends, the name and UF it shows. */
export const chosenMunicipalitySchema = z.object({
  code: z.number().int(),
  name: z.string(),
  uf: z.string(),
});
export type ChosenMunicipality = z.infer<typeof chosenMunicipalitySchema>;

export const CHOOSE_MUNICIPALITY = 'Escolha um município da lista';

/**
 * Refuses, on the combobox's text field, text that names no municipality chosen from its list:
 * the forms send a municipality by its code, never as typed text (ADR 032).
 */
export function chosenFromList<T extends { municipality: ChosenMunicipality | null }>(
  textField: keyof T & string,
) {
  return (values: T, ctx: z.RefinementCtx<T>) => {
    if (String(values[textField]).trim() && !values.municipality) {
      ctx.addIssue({ code: 'custom', path: [textField], message: CHOOSE_MUNICIPALITY });
    }
  };
}

/** A recorded place as a form's combobox starts: 'Cidade – UF' when it has a municipality. */
export function chosenMunicipalityOf(
  name: string,
  place: { municipalityCode?: number | null; uf?: string | null } | null | undefined,
): { text: string; municipality: ChosenMunicipality | null } {
  const { municipalityCode, uf } = place ?? {};
  if (municipalityCode == null || !uf) return { text: name, municipality: null };
  const municipality = { code: municipalityCode, name, uf };
  return { text: cityLabel(name, uf), municipality };
}

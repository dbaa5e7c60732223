import type { Municipality } from '@drones/shared/places';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import type { ChosenMunicipality } from './chosen-municipality';
import type { MunicipalityComboboxProps } from './municipality-combobox';
import { municipalityLabel } from './municipality-label';

/** The form fields a municipality combobox fills: the text typed and the municipality chosen. */
interface ChoiceValues {
  text: string;
  municipality: ChosenMunicipality | null;
}

/**
 * A municipality combobox bound to a form's text field `textName` and its `municipality`: typing
 * forgets the choice, choosing writes the municipality's label. `onChange` hears each choice, and
 * null when the text changes. Returns the combobox's props and the municipality chosen.
 */
export function useMunicipalityChoice<
  TValues extends FieldValues & Pick<ChoiceValues, 'municipality'>,
>(
  control: Control<TValues>,
  textName: Path<TValues>,
  onChange?: (found: Municipality | null) => void,
) {
  // The names are the form's (the parameters' types say so); inside, they are the two fields'.
  const fields = control as unknown as Control<ChoiceValues>;
  const {
    field: { ref, name, value: text, onChange: setText, onBlur },
    fieldState: { error: textError },
  } = useController({ control: fields, name: textName as 'text' });
  const {
    field: { value: chosen, onChange: setMunicipality },
    fieldState: { error: municipalityError },
  } = useController({ control: fields, name: 'municipality' });

  const combobox = {
    ref,
    name,
    text,
    onBlur,
    onTextChange: (typed: string) => {
      setText(typed);
      setMunicipality(null);
      onChange?.(null);
    },
    onSelect: (found: Municipality) => {
      // The choice first: the text set next is validated against it, clearing a stale error.
      setMunicipality({ code: found.code, name: found.name, uf: found.uf });
      onChange?.(found);
      setText(municipalityLabel(found));
    },
    error: textError?.message ?? municipalityError?.message,
  } satisfies Partial<MunicipalityComboboxProps>;
  return { combobox, chosen };
}

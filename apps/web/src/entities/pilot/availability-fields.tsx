import { WEEKDAYS } from '@drones/shared/pilot-data';
import { useController, type Control } from 'react-hook-form';
import { CheckboxGroup } from '@/components/form/checkbox-group';
import { FormField } from '@/components/form/form-field';
import type { ChosenMunicipality } from '@/entities/place/chosen-municipality';
import { MunicipalityCombobox } from '@/entities/place/municipality-combobox';
import { municipalityLabel } from '@/entities/place/municipality-label';
import { type FieldGroupProps, groupForm } from '@/components/form/field-group';

interface AvailabilityValues {
  weekdays: string[];
  city: string;
  municipality: ChosenMunicipality | null;
  district: string;
  complement?: string | null;
}

/** The city: a municipality chosen from the list (the form refuses text that names none). */
function CityField({ control }: { control: Control<AvailabilityValues> }) {
  const {
    field: { ref, name, value, onChange, onBlur },
    fieldState: { error },
  } = useController({ control, name: 'city' });
  const {
    field: { onChange: setMunicipality },
    fieldState: { error: municipalityError },
  } = useController({ control, name: 'municipality' });
  return (
    <MunicipalityCombobox
      label="Cidade"
      ref={ref}
      name={name}
      text={value}
      onTextChange={(text) => {
        onChange(text);
        setMunicipality(null);
      }}
      onSelect={(chosen) => {
        // The choice first: the text set next is validated against it, clearing a stale error.
        setMunicipality({ code: chosen.code, name: chosen.name, uf: chosen.uf });
        onChange(municipalityLabel(chosen));
      }}
      onBlur={onBlur}
      placeholder="Digite e escolha da lista"
      error={error?.message ?? municipalityError?.message}
    />
  );
}

const WEEKDAY_OPTIONS = WEEKDAYS.map((day) => ({ value: day, label: day }));

/** The weekdays a pilot can fly (checkboxes) and where he is (city, district, complement). */
export function AvailabilityFields<TValues extends AvailabilityValues, TContext, TOutput>({
  form: wholeForm,
}: FieldGroupProps<TValues, TContext, TOutput>) {
  const form = groupForm<AvailabilityValues>(wholeForm);
  return (
    <div className="space-y-5">
      <FormField
        form={form}
        name="weekdays"
        as={CheckboxGroup}
        legend="Dias disponíveis"
        options={WEEKDAY_OPTIONS}
        columns="grid-cols-2 sm:grid-cols-4"
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <CityField control={form.control} />
        <FormField form={form} name="district" label="Bairro" autoComplete="address-level3" />
        <FormField
          form={form}
          name="complement"
          className="sm:col-span-2"
          label="Complemento (opcional)"
          placeholder="Ex.: atendo toda a zona norte"
        />
      </div>
    </div>
  );
}

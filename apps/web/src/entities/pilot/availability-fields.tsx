import { WEEKDAYS } from '@drones/shared/pilot-data';
import type { Control } from 'react-hook-form';
import { CheckboxGroup } from '@/components/form/checkbox-group';
import { FormField } from '@/components/form/form-field';
import type { ChosenMunicipality } from '@/entities/place/chosen-municipality';
import { MunicipalityCombobox } from '@/entities/place/municipality-combobox';
import { useMunicipalityChoice } from '@/entities/place/use-municipality-choice';
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
  const { combobox } = useMunicipalityChoice(control, 'city');
  return (
    <MunicipalityCombobox label="Cidade" {...combobox} placeholder="Digite e escolha da lista" />
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

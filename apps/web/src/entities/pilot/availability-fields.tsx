import { useId } from 'react';
import {
  useController,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { errorClass, labelClass } from '@/components/form/field-classes';
import { TextField } from '@/components/form/text-field';
import { cn } from '@/lib/utils';
import type { ChosenMunicipality } from '@/entities/place/chosen-municipality';
import { MunicipalityCombobox } from '@/entities/place/municipality-combobox';
import { municipalityLabel } from '@/entities/place/municipality-label';
import { WEEKDAYS } from './weekdays';

interface AvailabilityValues {
  weekdays: string[];
  city: string;
  municipality: ChosenMunicipality | null;
  district: string;
  complement?: string | null;
}

interface AvailabilityFieldsProps<T extends AvailabilityValues> {
  register: UseFormRegister<T>;
  control: Control<T>;
  errors: FieldErrors<T>;
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

/** The weekdays a pilot can fly (checkboxes) and where he is (city, district, complement). */
export function AvailabilityFields<T extends AvailabilityValues>({
  register,
  control,
  errors,
}: AvailabilityFieldsProps<T>) {
  // The fields' names are those of AvailabilityValues, present in every T.
  const reg = register as unknown as UseFormRegister<AvailabilityValues>;
  const errs = errors as FieldErrors<AvailabilityValues>;
  const id = useId();
  const errorId = `${id}-days-error`;
  const daysError = errs.weekdays?.message;

  return (
    <div className="space-y-5">
      <fieldset aria-describedby={daysError ? errorId : undefined}>
        <legend className={labelClass}>Dias disponíveis</legend>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {WEEKDAYS.map((day) => (
            <label
              key={day}
              className={cn(
                'has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-brand-600 flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-2.5 text-sm font-medium text-slate-800 has-focus-visible:outline-2 has-focus-visible:outline-offset-2',
                daysError && 'border-red-600',
              )}
            >
              <input
                type="checkbox"
                value={day}
                aria-invalid={daysError ? true : undefined}
                className="accent-brand-600 size-4 focus:outline-none"
                {...reg('weekdays')}
              />
              {day}
            </label>
          ))}
        </div>
        {daysError && (
          <p id={errorId} className={errorClass}>
            {daysError}
          </p>
        )}
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-2">
        <CityField control={control as unknown as Control<AvailabilityValues>} />
        <TextField
          label="Bairro"
          autoComplete="address-level3"
          error={errs.district?.message}
          {...reg('district')}
        />
        <TextField
          className="sm:col-span-2"
          label="Complemento (opcional)"
          placeholder="Ex.: atendo toda a zona norte"
          error={errs.complement?.message ?? undefined}
          {...reg('complement')}
        />
      </div>
    </div>
  );
}

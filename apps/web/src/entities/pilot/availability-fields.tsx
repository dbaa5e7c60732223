import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { errorClass, labelClass } from '@/components/form/field-classes';
import { TextField } from '@/components/form/text-field';
import { cn } from '@/lib/utils';
import { WEEKDAYS } from './weekdays';

interface AvailabilityValues {
  weekdays: string[];
  city: string;
  district: string;
  complement?: string | null;
}

interface AvailabilityFieldsProps<T extends AvailabilityValues> {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}

/** The weekdays a pilot can fly (checkboxes) and where he is (city, district, complement). */
export function AvailabilityFields<T extends AvailabilityValues>({
  register,
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
        <TextField
          label="Cidade"
          autoComplete="address-level2"
          error={errs.city?.message}
          {...reg('city')}
        />
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

import { CAPABILITIES, CAPABILITY_LABELS } from '@drones/shared/capabilities';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { hintClass, labelClass } from '@/components/form/field-classes';

interface CapabilityCheckboxesProps {
  legend: string;
  hint?: string;
  /** The form's list field: each checked box adds its capability. */
  registration: UseFormRegisterReturn;
}

/** The eight capabilities as checkboxes, in the fixed order and with the labels of docs/design.md §8. */
export function CapabilityCheckboxes({ legend, hint, registration }: CapabilityCheckboxesProps) {
  return (
    <fieldset>
      <legend className={labelClass}>{legend}</legend>
      {hint && <p className={hintClass}>{hint}</p>}
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {CAPABILITIES.map((capability) => (
          <label
            key={capability}
            className="has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-brand-600 flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-2.5 text-sm font-medium text-slate-800 has-focus-visible:outline-2 has-focus-visible:outline-offset-2"
          >
            <input
              type="checkbox"
              value={capability}
              className="accent-brand-600 size-4 focus:outline-none"
              {...registration}
            />
            {CAPABILITY_LABELS[capability]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

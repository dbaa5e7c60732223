import { ChoicesFrame } from './choices-frame';
import { choiceClass } from './field-classes';
import type { FieldBinding } from './form-field';
import { cn } from '@/lib/utils';

export interface CheckboxGroupProps extends FieldBinding {
  legend: string;
  hint?: string;
  /** The boxes, in order: each checked one adds its value to the form's list. */
  options: readonly { value: string; label: string }[];
  /** The grid's columns by screen width. */
  columns: string;
}

/** A form's list field as checkboxes under a legend, drawn by FormField. */
export function CheckboxGroup({
  legend,
  hint,
  options,
  columns,
  error,
  ...registration
}: CheckboxGroupProps) {
  return (
    <ChoicesFrame legend={legend} hint={hint} error={error}>
      <div className={cn('mt-2 grid gap-2', columns)}>
        {options.map(({ value, label }) => (
          <label
            key={value}
            className={cn(
              choiceClass,
              'min-h-11 items-center gap-2 px-2.5 text-sm font-medium text-slate-800',
              error && 'border-red-600',
            )}
          >
            <input
              type="checkbox"
              value={value}
              aria-invalid={error ? true : undefined}
              className="accent-brand-600 size-4 focus:outline-none"
              {...registration}
            />
            {label}
          </label>
        ))}
      </div>
    </ChoicesFrame>
  );
}

import { useId, type ChangeEvent, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { errorClass, hintClass, inputClass, labelClass } from './field-classes';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Formats the value while typing (for example the CPF mask). */
  mask?: (value: string) => string;
  /** Rendered inside the field's box, after the input (for example a show-password button). */
  trailing?: ReactNode;
}

/** A labelled input whose hint and error are announced with it (aria-describedby). */
export function TextField({
  label,
  error,
  hint,
  mask,
  trailing,
  className,
  onChange,
  ...props
}: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  // An error takes the hint's place, so the same words never show twice under the field.
  const showHint = hint && !error;
  const describedBy = [showHint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (mask) event.target.value = mask(event.target.value);
    onChange?.(event);
  };

  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="relative mt-1.5">
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={cn(inputClass, trailing ? 'pr-12' : undefined)}
          onChange={handleChange}
          {...props}
        />
        {trailing && (
          <div className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</div>
        )}
      </div>
      {showHint && (
        <p id={hintId} className={hintClass}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={errorClass}>
          {error}
        </p>
      )}
    </div>
  );
}

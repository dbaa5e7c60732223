import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { errorClass, hintClass, inputClass, labelClass } from './field-classes';

const textAreaClass = inputClass.replace('h-11 ', '');

export interface TextAreaFieldProps extends Omit<ComponentProps<'textarea'>, 'id'> {
  label: string;
  error?: string;
  hint?: ReactNode;
}

/** A labelled multi-line input whose hint and error are announced with it. */
export function TextAreaField({
  label,
  error,
  hint,
  className,
  rows = 4,
  ...props
}: TextAreaFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  // An error takes the hint's place, so the same words never show twice under the field.
  const showHint = hint && !error;
  const describedBy = [showHint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={cn(textAreaClass, 'mt-1.5 min-h-24 py-2.5 leading-relaxed')}
        {...props}
      />
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

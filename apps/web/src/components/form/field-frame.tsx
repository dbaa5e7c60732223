import { useId, type ReactNode } from 'react';
import { errorClass, hintClass, labelClass } from './field-classes';

/** What a field's control gets from its frame: its id, and its state for screen readers. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldFrameProps {
  label: string;
  hint?: ReactNode;
  error?: string;
  className?: string;
  /** Draws the control (input, textarea, select) with the props that tie it to its label. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A labelled control whose hint and error are announced with it (aria-describedby), and which is
 * marked invalid while it has an error.
 */
export function FieldFrame({ label, hint, error, className, children }: FieldFrameProps) {
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
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
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

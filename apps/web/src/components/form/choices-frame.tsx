import { useId, type ReactNode } from 'react';
import { errorClass, hintClass, labelClass } from './field-classes';

interface ChoicesFrameProps {
  legend: string;
  hint?: string;
  error?: string;
  /** The radio buttons or checkboxes, each labelled by its own text. */
  children: ReactNode;
}

/** A group of choices under its legend, whose error is announced with the group. */
export function ChoicesFrame({ legend, hint, error, children }: ChoicesFrameProps) {
  const errorId = `${useId()}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className={labelClass}>{legend}</legend>
      {hint && <p className={hintClass}>{hint}</p>}
      {children}
      {error && (
        <p id={errorId} className={errorClass}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

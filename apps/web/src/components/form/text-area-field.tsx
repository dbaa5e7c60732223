import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { inputClass } from './field-classes';
import { FieldFrame } from './field-frame';

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
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <textarea
          {...control}
          rows={rows}
          className={cn(textAreaClass, 'mt-1.5 min-h-24 py-2.5 leading-relaxed')}
          {...props}
        />
      )}
    </FieldFrame>
  );
}

/** The free note most records end with: optional unless its form says otherwise, three lines. */
export function ObservationField({
  label = 'Observação (opcional)',
  rows = 3,
  ...props
}: Omit<TextAreaFieldProps, 'label'> & { label?: string }) {
  return <TextAreaField label={label} rows={rows} {...props} />;
}

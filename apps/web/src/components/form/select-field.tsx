import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { inputClass } from './field-classes';
import { FieldFrame } from './field-frame';

export interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'id'> {
  label: string;
  error?: string;
  hint?: ReactNode;
}

/** A labelled list of options whose hint and error are announced with it. */
export function SelectField({ label, error, hint, className, ...props }: SelectFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {(control) => <select {...control} className={cn(inputClass, 'mt-1.5')} {...props} />}
    </FieldFrame>
  );
}

import type { ChangeEvent, ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { inputClass } from './field-classes';
import { FieldFrame } from './field-frame';

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
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (mask) event.target.value = mask(event.target.value);
    onChange?.(event);
  };

  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <div className="relative mt-1.5">
          <input
            {...control}
            className={cn(inputClass, trailing ? 'pr-12' : undefined)}
            onChange={handleChange}
            {...props}
          />
          {trailing && (
            <div className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</div>
          )}
        </div>
      )}
    </FieldFrame>
  );
}

import type { ComponentType } from 'react';
import {
  useFormState,
  type FieldValues,
  type Path,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import { TextField, type TextFieldProps } from './text-field';

/** What a field is handed by its form: the registration of its name, and its error message. */
export type FieldBinding = Pick<UseFormRegisterReturn, 'name' | 'ref' | 'onChange' | 'onBlur'> & {
  error?: string;
};

type FormFieldProps<TValues extends FieldValues, TContext, TOutput, TProps> = {
  form: UseFormReturn<TValues, TContext, TOutput>;
  name: Path<TValues>;
  /** The field drawn (TextField unless told): TextAreaField, PasswordField, a group of choices… */
  as?: ComponentType<TProps>;
  // `form` is this component's: an input's own `form` attribute is not offered.
} & Omit<TProps, keyof FieldBinding | 'form'>;

/**
 * A field of a form, bound by its name: registered with the form, and showing the form's error
 * for it (the field component marks itself `aria-invalid` and announces the message with it, and
 * `useForm` focuses the first invalid one on submit, ADR 032). Every other prop goes to the
 * field, label and hint included.
 */
export function FormField<TValues extends FieldValues, TContext, TOutput, TProps = TextFieldProps>({
  form,
  name,
  as,
  ...props
}: FormFieldProps<TValues, TContext, TOutput, TProps>) {
  // Subscribes to this field's error only: the field alone draws again when it changes.
  const state = useFormState({ control: form.control, name });
  const binding: FieldBinding = {
    ...form.register(name),
    error: form.getFieldState(name, state).error?.message,
  };
  // `as` takes the binding with the rest of its props (the props' type says so).
  const Field = (as ?? TextField) as ComponentType<FieldBinding & typeof props>;
  return <Field {...props} {...binding} />;
}

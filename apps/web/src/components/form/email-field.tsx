import { TextField, type TextFieldProps } from './text-field';

/** An e-mail input: the e-mail keyboard on phones and the browser's saved address. */
export function EmailField(props: Omit<TextFieldProps, 'type'>) {
  return <TextField type="email" inputMode="email" autoComplete="email" {...props} />;
}

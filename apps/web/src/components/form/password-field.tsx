import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { TextField, type TextFieldProps } from './text-field';

/** A password input with a button that shows or hides what was typed. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const [visible, setVisible] = useState(false);

  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          aria-label="Mostrar senha"
          aria-pressed={visible}
          onClick={() => setVisible((current) => !current)}
          className="inline-flex size-9 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800"
        >
          {visible ? (
            <EyeOff className="size-5" aria-hidden="true" />
          ) : (
            <Eye className="size-5" aria-hidden="true" />
          )}
        </button>
      }
    />
  );
}

/** The password the account has now, which the browser may fill in. */
export function CurrentPasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  return <PasswordField autoComplete="current-password" {...props} />;
}

/** The new password typed again, which the browser must not fill with a saved one. */
export function RepeatPasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  return <PasswordField autoComplete="new-password" {...props} />;
}

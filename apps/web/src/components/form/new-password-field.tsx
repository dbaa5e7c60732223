import type { PasswordOwner } from '@drones/shared/password-policy';
import type { ComponentProps } from 'react';
import { PasswordField } from './password-field';
import { loadPasswordEstimator } from './password-strength';
import { PasswordStrengthHint } from './password-strength-hint';

interface NewPasswordFieldProps extends ComponentProps<typeof PasswordField> {
  /** What is typed in the field (watched by the form), for the strength meter. */
  password: string;
  /** The account's name, e-mail and CPF: a password made of them is weak. */
  owner?: PasswordOwner;
}

/** A password field for a new password, with the strength meter under it. */
export function NewPasswordField({
  password,
  owner,
  className,
  hint = 'Mínimo de 6 caracteres.',
  ...props
}: NewPasswordFieldProps) {
  return (
    <div className={className}>
      <PasswordField
        autoComplete="new-password"
        hint={hint}
        {...props}
        onFocus={(event) => {
          // The meter's estimator starts downloading as soon as the field is used.
          loadPasswordEstimator().catch(() => undefined);
          props.onFocus?.(event);
        }}
      />
      <PasswordStrengthHint password={password} owner={owner} />
    </div>
  );
}

import type { PasswordOwner } from '@drones/shared/password-policy';
import { useWatch } from 'react-hook-form';
import { type FieldGroupProps, groupForm } from './field-group';
import { FormField } from './form-field';
import { NewPasswordField } from './new-password-field';
import { RepeatPasswordField } from './password-field';

interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

interface NewPasswordFieldsProps<
  TValues extends NewPasswordValues,
  TContext,
  TOutput,
> extends FieldGroupProps<TValues, TContext, TOutput> {
  /** The account's name, e-mail and CPF: a password made of them is weak. */
  owner?: PasswordOwner;
  /** 'Nova senha' and its confirmation where the account has a password already. */
  label?: string;
  confirmLabel?: string;
  hint?: string;
}

/** A new password, with its strength meter, and the same typed again. */
export function NewPasswordFields<TValues extends NewPasswordValues, TContext, TOutput>({
  form: wholeForm,
  owner,
  label = 'Senha',
  confirmLabel = 'Confirmar a senha',
  hint,
}: NewPasswordFieldsProps<TValues, TContext, TOutput>) {
  const form = groupForm<NewPasswordValues>(wholeForm);
  const password = useWatch({ control: form.control, name: 'password' });
  return (
    <>
      <FormField
        form={form}
        name="password"
        as={NewPasswordField}
        label={label}
        hint={hint}
        password={password}
        owner={owner}
      />
      <FormField form={form} name="confirmPassword" as={RepeatPasswordField} label={confirmLabel} />
    </>
  );
}

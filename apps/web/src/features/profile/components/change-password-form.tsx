import { zodResolver } from '@hookform/resolvers/zod';
import type { OwnUser } from '@drones/shared/users';
import { useMemo } from 'react';
import { FormField } from '@/components/form/form-field';
import { useForm } from '@/components/form/use-form';
import { useNavigate } from 'react-router';
import { useLeaveWarning } from '@/components/form/leave-warning';
import { NewPasswordFields } from '@/components/form/new-password-fields';
import { CurrentPasswordField } from '@/components/form/password-field';
import { withStrongPassword } from '@/components/form/password-strength';
import { showServerFieldErrors } from '@/components/form/server-errors';
import { SubmitButton } from '@/components/form/submit-button';
import { toastFailure, toastSuccess } from '@/lib/messages';
import { paths } from '@/lib/paths';
import { useChangePassword } from '../api/change-password';
import { changePasswordFormSchema } from './change-password-schema';

// The spec's words for a password set with a reset link, the same for one changed here.
export const PASSWORD_CHANGED = 'Senha alterada com sucesso';
export const PASSWORD_CHANGE_FAILURE = 'Não foi possível alterar a senha.';

const FIELDS = ['currentPassword', 'password'] as const;

export function ChangePasswordForm({ user }: { user: OwnUser }) {
  const navigate = useNavigate();
  const changePassword = useChangePassword();
  const resolver = useMemo(
    () =>
      withStrongPassword(zodResolver(changePasswordFormSchema), () => ({
        name: user.name,
        email: user.email,
        cpf: user.cpf,
      })),
    [user.name, user.email, user.cpf],
  );
  const form = useForm({
    resolver,
    mode: 'onTouched',
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });
  const { handleSubmit, setError, formState } = form;
  const leave = useLeaveWarning(formState.isDirty);

  const onSubmit = handleSubmit(async ({ currentPassword, password }) => {
    leave.release();
    try {
      await changePassword.mutateAsync({ id: user.id, input: { currentPassword, password } });
    } catch (error) {
      leave.hold();
      showServerFieldErrors(error, setError, FIELDS);
      toastFailure(PASSWORD_CHANGE_FAILURE, error);
      return;
    }
    toastSuccess(PASSWORD_CHANGED);
    navigate(paths.profile(user.id));
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {leave.dialog}
      <FormField form={form} name="currentPassword" as={CurrentPasswordField} label="Senha atual" />
      <NewPasswordFields
        form={form}
        label="Nova senha"
        confirmLabel="Confirmar nova senha"
        hint="Mínimo de 6 caracteres. Evite nomes, datas e sequências fáceis de adivinhar."
        owner={{ name: user.name, email: user.email, cpf: user.cpf }}
      />
      <SubmitButton pending={changePassword.isPending} size="lg" className="w-full sm:w-auto">
        Alterar senha
      </SubmitButton>
    </form>
  );
}

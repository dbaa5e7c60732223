import { useForm } from '@/components/form/use-form';
import { useNavigate } from 'react-router';
import { lazyZodResolver } from '@/components/form/lazy-zod-resolver';
import { NewPasswordFields } from '@/components/form/new-password-fields';
import { withStrongPassword } from '@/components/form/password-strength';
import { showServerFieldErrors } from '@/components/form/server-errors';
import { SubmitButton } from '@/components/form/submit-button';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api-client';
import { toastFailure } from '@/lib/messages';
import type { ResetLink } from '../api/get-reset-token-status';
import { useResetPassword } from '../api/reset-password';
import { RESET_LINK_EXPIRED_MESSAGE, RESET_LINK_USED_MESSAGE } from './reset-link-messages';
import { paths } from '@/lib/paths';

// The page knows no more of the account than its id: the server checks the name and e-mail too.
const resetPasswordResolver = withStrongPassword(
  lazyZodResolver(() => import('@drones/shared/users').then((m) => m.resetPasswordFormSchema)),
  () => ({}),
);

export const RESET_SUCCESS_MESSAGE = 'Senha alterada com sucesso';
export const RESET_FAILURE_MESSAGE = 'Problemas ao alterar a senha! Tente novamente mais tarde';

export function ResetPasswordForm({ link }: { link: ResetLink }) {
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const form = useForm({
    resolver: resetPasswordResolver,
    mode: 'onTouched',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { handleSubmit, setError } = form;

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await resetPassword.mutateAsync({ link, input: { password } });
      toast({ title: RESET_SUCCESS_MESSAGE });
      navigate(paths.login, { replace: true });
    } catch (error) {
      // The link may have been spent or expired since the page opened.
      const status = error instanceof ApiError ? error.statusCode : 0;
      if (status === 409 || status === 410) {
        toast({
          title: status === 409 ? RESET_LINK_USED_MESSAGE : RESET_LINK_EXPIRED_MESSAGE,
          variant: 'destructive',
        });
        navigate(paths.login, { replace: true });
        return;
      }
      showServerFieldErrors(error, setError, ['password']);
      toastFailure(RESET_FAILURE_MESSAGE, error);
    }
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onFocus={resetPasswordResolver.preload}
      className="space-y-5"
    >
      <NewPasswordFields form={form} />
      <SubmitButton pending={resetPassword.isPending} size="lg" className="w-full">
        Atualizar a senha
      </SubmitButton>
    </form>
  );
}

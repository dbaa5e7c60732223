import { FormField } from '@/components/form/form-field';
import { useForm } from '@/components/form/use-form';
import { useNavigate } from 'react-router';
import { lazyZodResolver } from '@/components/form/lazy-zod-resolver';
import { SubmitButton } from '@/components/form/submit-button';
import { toast } from '@/hooks/use-toast';
import { toastFailure } from '@/lib/messages';
import { useForgotPassword } from '../api/forgot-password';
import { paths } from '@/lib/paths';
import { EmailField } from '@/components/form/email-field';

const forgotPasswordResolver = lazyZodResolver(() =>
  import('@drones/shared/users').then((m) => m.forgotPasswordSchema),
);

export const FORGOT_PASSWORD_SUCCESS_MESSAGE = 'E-mail enviado com sucesso';
export const FORGOT_PASSWORD_FAILURE_MESSAGE = 'Problemas ao enviar o e-mail!';

export function ForgotPasswordForm() {
  const navigate = useNavigate();
  const forgotPassword = useForgotPassword();
  const form = useForm({
    resolver: forgotPasswordResolver,
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await forgotPassword.mutateAsync(values);
      toast({ title: FORGOT_PASSWORD_SUCCESS_MESSAGE });
      navigate(paths.landing);
    } catch (error) {
      toastFailure(FORGOT_PASSWORD_FAILURE_MESSAGE, error);
    }
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onFocus={forgotPasswordResolver.preload}
      className="space-y-5"
    >
      <FormField form={form} name="email" as={EmailField} label="E-mail" />
      <SubmitButton pending={forgotPassword.isPending} size="lg" className="w-full">
        Enviar o link
      </SubmitButton>
    </form>
  );
}

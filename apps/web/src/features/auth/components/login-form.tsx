import { FormField } from '@/components/form/form-field';
import { useForm } from '@/components/form/use-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { lazyZodResolver } from '@/components/form/lazy-zod-resolver';
import { CurrentPasswordField } from '@/components/form/password-field';
import { SubmitButton } from '@/components/form/submit-button';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api-client';
import { landingPathFor, useStartSession } from '@/lib/session';
import { useLogin } from '../api/login';
import { nextPathOf, paths } from '@/lib/paths';
import { EmailField } from '@/components/form/email-field';

const loginResolver = lazyZodResolver(() =>
  import('@drones/shared/users').then((m) => m.loginSchema),
);

export const LOGIN_SUCCESS_MESSAGE = 'Login bem sucedido!';
export const INVALID_CREDENTIALS_MESSAGE = 'Credenciais inválidas!';
export const LOGIN_FAILED_MESSAGE = 'Login inválido, tente novamente mais tarde.';

function failureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.statusCode === 401) return INVALID_CREDENTIALS_MESSAGE;
    // Too many attempts: the server says how to proceed; unreachable: check the connection.
    if (error.statusCode === 429 || error.statusCode === 0) return error.message;
  }
  return LOGIN_FAILED_MESSAGE;
}

export function LoginForm() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const startSession = useStartSession();
  const login = useLogin();
  const form = useForm({
    resolver: loginResolver,
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await login.mutateAsync(values);
      if (!answer?.accessToken) {
        toast({ title: LOGIN_FAILED_MESSAGE, variant: 'destructive' });
        return;
      }
      startSession(answer);
      toast({ title: LOGIN_SUCCESS_MESSAGE });
      navigate(nextPathOf(search) ?? landingPathFor(answer.user), { replace: true });
    } catch (error) {
      toast({ title: failureMessage(error), variant: 'destructive' });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} onFocus={loginResolver.preload} className="space-y-5">
      <FormField form={form} name="email" as={EmailField} label="E-mail" />
      <div>
        <FormField form={form} name="password" as={CurrentPasswordField} label="Senha" />
        <p className="mt-2 text-right text-sm">
          <Link
            to={paths.forgotPassword}
            className="text-brand-700 rounded-sm font-medium underline-offset-4 hover:underline"
          >
            Esqueci minha senha
          </Link>
        </p>
      </div>
      <SubmitButton pending={login.isPending} size="lg" className="w-full">
        Entrar
      </SubmitButton>
    </form>
  );
}

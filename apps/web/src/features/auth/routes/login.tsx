import { UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { FormPage } from '@/components/form-page';
import { buttonVariants } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { cn } from '@/lib/utils';
import { LoginForm } from '../components/login-form';
import { paths } from '@/lib/paths';

export function LoginRoute() {
  useDocumentTitle('Entrar');

  return (
    <FormPage
      title="Entrar"
      description="Acesse sua conta para acompanhar as solicitações e as missões."
    >
      <LoginForm />
      <div className="mt-8 border-t border-slate-200 pt-6 text-center">
        <p className="text-sm text-slate-600">Ainda não tem uma conta?</p>
        <Link
          to={paths.register}
          className={cn(buttonVariants({ variant: 'outline', size: 'lg' }), 'mt-3 w-full')}
        >
          <UserPlus aria-hidden="true" />
          Quero ser droneiro voluntário
        </Link>
        <p className="mt-4 text-sm">
          <Link
            to={paths.registerGovernment}
            className="text-brand-700 rounded-sm font-medium underline-offset-4 hover:underline"
          >
            Sou participante da defesa civil
          </Link>
        </p>
      </div>
    </FormPage>
  );
}

import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { FormPage } from '@/components/form-page';
import { buttonVariants } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { cn } from '@/lib/utils';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { paths } from '@/lib/paths';

export function ForgotPasswordRoute() {
  useDocumentTitle('Esqueci minha senha');

  return (
    <FormPage
      title="Esqueci minha senha"
      description={
        <p>
          Informe o e-mail da sua conta. Enviaremos um link para você criar uma nova senha; ele vale
          por 60 minutos e pode ser usado uma única vez.
        </p>
      }
    >
      <ForgotPasswordForm />
      <Link
        to={paths.landing}
        className={cn(buttonVariants({ variant: 'ghost', size: 'lg' }), 'mt-3 w-full')}
      >
        <ArrowLeft aria-hidden="true" />
        Voltar
      </Link>
    </FormPage>
  );
}

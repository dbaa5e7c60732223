import { KeyRound, RotateCw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { FormPage } from '@/components/form-page';
import { PageLoader } from '@/components/page-loader';
import { Button, buttonVariants } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { toast } from '@/hooks/use-toast';
import { LOAD_FAILURE } from '@/lib/messages';
import { cn } from '@/lib/utils';
import { useResetTokenStatus, type ResetLink } from '../api/get-reset-token-status';
import {
  RESET_LINK_EXPIRED_MESSAGE,
  RESET_LINK_USED_MESSAGE,
} from '../components/reset-link-messages';
import { ResetPasswordForm } from '../components/reset-password-form';
import { paths } from '@/lib/paths';

function NewLinkButton() {
  return (
    <Link to={paths.forgotPassword} className={cn(buttonVariants({ size: 'lg' }), 'w-full')}>
      <KeyRound aria-hidden="true" />
      Pedir um novo link
    </Link>
  );
}

/** A used or expired link says so once and leads to the login. */
function LeaveSpentLink({ message }: { message: string }) {
  const navigate = useNavigate();
  const left = useRef(false);
  useEffect(() => {
    if (left.current) return;
    left.current = true;
    toast({ title: message, variant: 'destructive' });
    navigate(paths.login, { replace: true });
  }, [message, navigate]);
  return <PageLoader />;
}

function ResetPasswordContent({ link }: { link: ResetLink }) {
  const status = useResetTokenStatus(link);

  if (status.isPending) return <PageLoader />;

  if (status.isError) {
    return (
      <FormPage title="Alterar a senha">
        <p role="alert" className="text-slate-700">
          {LOAD_FAILURE}
        </p>
        <Button size="lg" className="mt-6 w-full" onClick={() => void status.refetch()}>
          <RotateCw aria-hidden="true" />
          Tentar novamente
        </Button>
      </FormPage>
    );
  }

  switch (status.data.status) {
    case 'used':
      return <LeaveSpentLink message={RESET_LINK_USED_MESSAGE} />;
    case 'expired':
      return <LeaveSpentLink message={RESET_LINK_EXPIRED_MESSAGE} />;
    case 'invalid':
      return (
        <FormPage title="Link inválido">
          <p className="text-slate-700">
            Este link de alteração de senha não é válido. Confira se ele foi copiado inteiro do
            e-mail ou peça um novo link.
          </p>
          <div className="mt-6">
            <NewLinkButton />
          </div>
        </FormPage>
      );
    case 'valid':
      return (
        <FormPage title="Alterar a senha" description={<p>Escolha a sua nova senha.</p>}>
          <ResetPasswordForm link={link} />
        </FormPage>
      );
  }
}

export function ResetPasswordRoute() {
  useDocumentTitle('Alterar a senha');
  const { userId = '', resetToken = '' } = useParams();
  return <ResetPasswordContent key={`${userId}/${resetToken}`} link={{ userId, resetToken }} />;
}

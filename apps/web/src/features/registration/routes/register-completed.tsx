import { ArrowRight, PartyPopper } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { buttonVariants } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { landingPathFor, useUser, type SessionUser } from '@/lib/session';
import { cn } from '@/lib/utils';
import { paths } from '@/lib/paths';

function nextStep(user: SessionUser | undefined) {
  if (!user) return { to: paths.login, label: 'Entrar na plataforma' };
  if (user.role === 'DRIVER') return { to: landingPathFor(user), label: 'Ir para o meu perfil' };
  return { to: landingPathFor(user), label: 'Ir para a página principal' };
}

export function RegisterCompletedRoute() {
  useDocumentTitle('Cadastro concluído');
  const user = useUser();
  const next = nextStep(user);
  const awaitingApproval = user?.role === 'GOVERNMENT' && user.approvalStatus === 'pending';

  return (
    <div className="bg-slate-50 px-4 py-12 sm:px-6 sm:py-20">
      <Card className="mx-auto max-w-xl p-8 text-center sm:p-12">
        <span className="bg-brand-50 text-brand-600 mx-auto flex size-16 items-center justify-center rounded-full">
          <PartyPopper className="size-8" aria-hidden="true" />
        </span>
        <h1 className="mt-6 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Boas-vindas ao Drones Voluntários!
        </h1>
        <p className="mt-4 text-slate-600">
          Seu cadastro foi concluído. Obrigado por fazer parte da rede que leva apoio aéreo a quem
          mais precisa.
        </p>
        {awaitingApproval && (
          <p className="mt-4 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">
            Sua conta da Defesa Civil aguarda a aprovação de um administrador. Você já pode entrar e
            completar seu perfil enquanto isso.
          </p>
        )}
        <Link to={next.to} className={cn(buttonVariants({ size: 'lg' }), 'mt-8')}>
          {next.label}
          <ArrowRight aria-hidden="true" />
        </Link>
      </Card>
    </div>
  );
}

import type { ApprovalStatus } from '@drones/shared/roles';
import { CircleAlert, Clock } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { cn } from '@/lib/utils';
import type { ReactNode } from 'react';

const linkClass = 'font-semibold underline underline-offset-4';
const SUPPORT_EMAIL = 'suporte@dronesvoluntarios.org.br';

const TONES = {
  refused: {
    box: 'border-red-200 bg-red-50 text-red-950',
    icon: <CircleAlert className="mt-0.5 size-6 shrink-0 text-red-700" aria-hidden="true" />,
  },
  waiting: {
    box: 'border-amber-200 bg-amber-50 text-amber-950',
    icon: <Clock className="mt-0.5 size-6 shrink-0 text-amber-700" aria-hidden="true" />,
  },
};

/** The notice's box, icon and heading; the text goes under the heading. */
function Notice({
  tone,
  title,
  children,
}: {
  tone: keyof typeof TONES;
  title: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby="aprovacao-titulo"
      className={cn('flex gap-4 rounded-2xl border p-5 sm:p-6', TONES[tone].box)}
    >
      {TONES[tone].icon}
      <div>
        <h2 id="aprovacao-titulo" className="text-lg font-semibold">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

/** What a civil-defence account that is not approved yet (or was refused) can expect. */
export function ApprovalNotice({
  userId,
  status,
}: {
  userId: string;
  status: Exclude<ApprovalStatus, 'approved'>;
}) {
  if (status === 'rejected') {
    return (
      <Notice tone="refused" title="Seu cadastro não foi aprovado">
        <p className="mt-2 leading-relaxed">
          Um administrador não aprovou o acesso desta conta da Defesa Civil. Se você acha que houve
          um engano, escreva para{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`} className={`${linkClass} wrap-anywhere`}>
            {SUPPORT_EMAIL}
          </a>
          .
        </p>
      </Notice>
    );
  }

  return (
    <Notice tone="waiting" title="Sua conta aguarda a aprovação de um administrador">
      <p className="mt-2 leading-relaxed">
        Um administrador da plataforma vai conferir o seu cadastro da Defesa Civil. Até a aprovação,
        ainda não é possível consultar os droneiros cadastrados nem criar solicitações.
      </p>
      <p className="mt-2 leading-relaxed">
        Enquanto isso, você pode conferir{' '}
        <Link to={paths.profileUser(userId)} className={linkClass}>
          os seus dados
        </Link>{' '}
        e ler as perguntas frequentes no{' '}
        <Link to={paths.profileSupport(userId)} className={linkClass}>
          suporte
        </Link>
        .
      </p>
    </Notice>
  );
}

import type { ApprovalStatus } from '@drones/shared/roles';
import { CircleAlert, Clock } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';

const linkClass = 'font-semibold underline underline-offset-4';
const SUPPORT_EMAIL = 'suporte@dronesvoluntarios.org.br';

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
      <section
        aria-labelledby="aprovacao-titulo"
        className="flex gap-4 rounded-2xl border border-red-200 bg-red-50 p-5 text-red-950 sm:p-6"
      >
        <CircleAlert className="mt-0.5 size-6 shrink-0 text-red-700" aria-hidden="true" />
        <div>
          <h2 id="aprovacao-titulo" className="text-lg font-semibold">
            Seu cadastro não foi aprovado
          </h2>
          <p className="mt-2 leading-relaxed">
            Um administrador não aprovou o acesso desta conta da Defesa Civil. Se você acha que
            houve um engano, escreva para{' '}
            <a href={`mailto:${SUPPORT_EMAIL}`} className={`${linkClass} wrap-anywhere`}>
              {SUPPORT_EMAIL}
            </a>
            .
          </p>
        </div>
      </section>
    );
  }

  return (
    <section
      aria-labelledby="aprovacao-titulo"
      className="flex gap-4 rounded-2xl border border-amber-200 bg-amber-50 p-5 text-amber-950 sm:p-6"
    >
      <Clock className="mt-0.5 size-6 shrink-0 text-amber-700" aria-hidden="true" />
      <div>
        <h2 id="aprovacao-titulo" className="text-lg font-semibold">
          Sua conta aguarda a aprovação de um administrador
        </h2>
        <p className="mt-2 leading-relaxed">
          Um administrador da plataforma vai conferir o seu cadastro da Defesa Civil. Até a
          aprovação, ainda não é possível consultar os droneiros cadastrados nem criar solicitações.
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
      </div>
    </section>
  );
}

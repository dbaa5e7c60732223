import { can } from '@drones/shared/permissions';
import { CheckCircle2 } from 'lucide-react';
import { useParams } from 'react-router';
import { useSolicitation } from '@/entities/solicitation/solicitation-api';
import { PilotDirectory } from '@/entities/pilot/pilot-directory';
import { PrivatePage } from '@/components/private-page';
import { InlineLoader } from '@/components/inline-loader';
import { Card } from '@/components/ui/card';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import { LOAD_FAILURE } from '@/lib/messages';
import { useUser } from '@/lib/session';
import { paths } from '@/lib/paths';
import { REQUEST_FINISHED } from '../components/contact-driver-button';

/** Which request the pilots are chosen for. */
function RequestContext({ solicitation }: { solicitation: ReturnType<typeof useSolicitation> }) {
  if (solicitation.isPending) return <p>Carregando a solicitação…</p>;
  if (solicitation.isError) return <p role="alert">{LOAD_FAILURE}</p>;
  if (solicitation.data.isFinished) return <p>{REQUEST_FINISHED}</p>;
  return (
    <p className="break-words">
      Escolha os droneiros que você quer chamar para a solicitação{' '}
      <strong className="font-semibold text-slate-900">{solicitation.data.name}</strong>
      {solicitation.data.latitude != null ? ', do mais perto ao mais longe do local.' : '.'}
    </p>
  );
}

/** Marks a pilot already asked for this request. */
function AskedBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800 ring-1 ring-emerald-200">
      <CheckCircle2 className="size-3.5" aria-hidden="true" />
      Já solicitado
    </span>
  );
}

/** /solicitations/{id}/addDriver: the pilots the request's creator may ask to take part. */
export function AddDriverRoute() {
  useDocumentTitle('Droneiros cadastrados');
  const user = useUser();
  const { id = '' } = useParams();
  const solicitation = useSolicitation(id);
  if (!user) return null;

  const { error } = solicitation;
  const notFound = error instanceof ApiError && error.statusCode === 404;
  let content;
  if (notFound) {
    content = (
      <Card className="p-8 text-center">
        <p role="alert" className="text-slate-700">
          {error.message}
        </p>
      </Card>
    );
  } else if (!can(user, 'pilots:read')) {
    content = (
      <Card className="p-6">
        <p className="text-slate-700">
          Sua conta aguarda a aprovação de um administrador. Até lá, não é possível consultar os
          droneiros cadastrados.
        </p>
      </Card>
    );
  } else {
    const asked = new Set(solicitation.data?.ContactedDrivers.map((driver) => driver.id));
    // With a place, the nearest pilots first; the list waits for the request to know which.
    content = solicitation.isPending ? (
      <InlineLoader />
    ) : (
      <PilotDirectory
        near={solicitation.data?.latitude != null ? id : undefined}
        pilotPath={(driverId) => paths.addDriverProfile(id, driverId)}
        showEmail
        badgeOf={(driverId) => (asked.has(driverId) ? <AskedBadge /> : null)}
      />
    );
  }

  return (
    <PrivatePage
      title="DRONEIROS CADASTRADOS"
      back={
        notFound
          ? { to: paths.solicitations, label: 'Voltar para as solicitações' }
          : { to: paths.solicitation(id), label: 'Voltar para a solicitação' }
      }
      description={notFound ? undefined : <RequestContext solicitation={solicitation} />}
    >
      {content}
    </PrivatePage>
  );
}

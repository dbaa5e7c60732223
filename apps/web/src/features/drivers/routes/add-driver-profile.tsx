import { useParams } from 'react-router';
import { PageFrame } from '@/components/page-frame';
import { PageMessage } from '@/components/page-message';
import { useSolicitation } from '@/entities/solicitation/solicitation-api';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { ContactDriverButton } from '../components/contact-driver-button';
import { DriverProfile } from '../components/driver-profile';

const NOT_FOUND = 'Solicitação não encontrada';

/** An unknown request is the page's state: there is nobody to ask a pilot for. */
function RequestNotFound() {
  useDocumentTitle(NOT_FOUND);
  return (
    <PageFrame back={{ to: paths.solicitations, label: 'Voltar para as solicitações' }}>
      <PageMessage title={NOT_FOUND} action={null}>
        Confira o endereço e tente novamente.
      </PageMessage>
    </PageFrame>
  );
}

/** /solicitations/{id}/addDriver/{driverId}: a pilot's page with the request to take part. */
export function AddDriverProfileRoute() {
  const { id = '', driverId = '' } = useParams();
  const solicitation = useSolicitation(id);
  const { error } = solicitation;
  if (error instanceof ApiError && error.statusCode === 404) return <RequestNotFound />;
  return (
    <DriverProfile
      key={driverId}
      id={driverId}
      back={{ to: paths.addDriver(id), label: 'Voltar para os droneiros' }}
      action={<ContactDriverButton solicitationId={id} driverId={driverId} />}
    />
  );
}

import { useParams } from 'react-router';
import { ContactDriverButton } from '../components/contact-driver-button';
import { DriverProfile } from '../components/driver-profile';
import { paths } from '@/lib/paths';

/** /solicitations/{id}/addDriver/{driverId}: a pilot's page with the request to take part. */
export function AddDriverProfileRoute() {
  const { id = '', driverId = '' } = useParams();
  return (
    <DriverProfile
      key={driverId}
      id={driverId}
      back={{ to: paths.addDriver(id), label: 'Voltar para os droneiros' }}
      action={<ContactDriverButton solicitationId={id} driverId={driverId} />}
    />
  );
}

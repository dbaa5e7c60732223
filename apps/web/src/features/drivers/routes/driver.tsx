import { Navigate, useParams } from 'react-router';
import { useUser } from '@/lib/session';
import { DriverProfile } from '../components/driver-profile';
import { paths } from '@/lib/paths';

/** /driver/{id}: GOVERNMENT and ADMIN read any pilot; a pilot reads only his own page. */
export function DriverRoute() {
  const user = useUser();
  const { id = '' } = useParams();
  if (!user) return null;
  if (user.role === 'DRIVER' && id !== user.id) {
    return <Navigate to={paths.driver(user.id)} replace />;
  }
  return <DriverProfile key={id} id={id} />;
}

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
  // Staff reach pilots from the main page; a pilot reads his own page from his profile.
  const back =
    user.role === 'DRIVER'
      ? { to: paths.profile(user.id), label: 'Voltar para o perfil' }
      : { to: paths.home, label: 'Voltar para a página principal' };
  return <DriverProfile key={id} id={id} back={back} />;
}

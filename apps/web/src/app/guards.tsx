import type { Role } from '@drones/shared/roles';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { landingPathFor, useUser } from '@/lib/session';
import { paths } from '@/lib/paths';

/** Private routes: a signed-out visitor goes to / (replacing the history entry). */
export function RequireAuth() {
  const user = useUser();
  if (!user) return <Navigate to={paths.landing} replace />;
  return <Outlet />;
}

/** Routes of some roles only; anyone else goes to their own landing page. */
export function RequireRole({ roles }: { roles: readonly Role[] }) {
  const user = useUser();
  if (!user) return <Navigate to={paths.landing} replace />;
  if (!roles.includes(user.role)) return <Navigate to={landingPathFor(user)} replace />;
  return <Outlet />;
}

/** /perfil/{id}/…: only one's own profile; another id leads to the same page of one's own. */
export function RequireOwnProfile() {
  const user = useUser();
  const { id } = useParams();
  const { pathname } = useLocation();
  if (!user) return <Navigate to={paths.landing} replace />;
  if (id !== user.id) {
    const rest = pathname.split('/').slice(3).filter(Boolean);
    return <Navigate to={[paths.profile(user.id), ...rest].join('/')} replace />;
  }
  return <Outlet />;
}

/** The login page is for signed-out visitors; a signed-in user goes to their landing page. */
export function RedirectSignedIn() {
  const user = useUser();
  if (user) return <Navigate to={landingPathFor(user)} replace />;
  return <Outlet />;
}

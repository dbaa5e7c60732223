import type { Role } from '@drones/shared/roles';
import { Navigate, Outlet, useLocation, useNavigation, useParams } from 'react-router';
import { landingPathFor, useUser } from '@/lib/session';
import { nextPathOf, paths } from '@/lib/paths';

/** A signed-out visitor of a private page logs in and comes back to it. */
function ToLogin() {
  const { pathname, search, hash } = useLocation();
  return <Navigate to={paths.loginThenTo(pathname + search + hash)} replace />;
}

/** Private routes: a signed-out visitor goes to the login (replacing the history entry). */
export function RequireAuth() {
  const user = useUser();
  if (!user) return <ToLogin />;
  return <Outlet />;
}

/** Routes of some roles only; anyone else goes to their own landing page. */
export function RequireRole({ roles }: { roles: readonly Role[] }) {
  const user = useUser();
  if (!user) return <ToLogin />;
  if (!roles.includes(user.role)) return <Navigate to={landingPathFor(user)} replace />;
  return <Outlet />;
}

/** /perfil/{id}/…: only one's own profile; another id leads to the same page of one's own. */
export function RequireOwnProfile() {
  const user = useUser();
  const { id } = useParams();
  const { pathname } = useLocation();
  if (!user) return <ToLogin />;
  if (id !== user.id) {
    const rest = pathname.split('/').slice(3).filter(Boolean);
    return <Navigate to={[paths.profile(user.id), ...rest].join('/')} replace />;
  }
  return <Outlet />;
}

/**
 * The login page is for signed-out visitors; a signed-in user goes where the login was asked to
 * lead (`?next=`), else to their landing page. A login or sign-up that has just started the
 * session is already on its way to its next page, whose code may still be loading (ADR 037): it
 * goes on there.
 */
export function RedirectSignedIn() {
  const user = useUser();
  const { search } = useLocation();
  const navigating = useNavigation().state !== 'idle';
  if (user && !navigating) {
    return <Navigate to={nextPathOf(search) ?? landingPathFor(user)} replace />;
  }
  return <Outlet />;
}

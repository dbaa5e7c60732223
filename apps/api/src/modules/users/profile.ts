import { can } from '@drones/shared/permissions';
import type { Role } from '@drones/shared/roles';
import type { CurrentUser, UserDetail } from '@drones/shared/users';
import { HttpError } from '../../lib/http-error';
import type { ServiceContext } from '../../lib/service-context';
import type { SessionUser } from '../../lib/session-user';
import type { FileViewer } from '../../plugins/app/files/file-service';
import { findUserAdditionalData } from '../additional-data/service';
import { findUserDisponibility } from '../disponibility/service';
import { listUserDriverForms } from '../driver-form/service';
import { listUserEquipment } from '../equipment/service';
import { pilotStats } from '../invitations/service';
import { userOrganization } from '../organizations/service';
import { findUser, ownView, publicView, USER_NOT_FOUND } from './service';

type Ctx = Pick<ServiceContext, 'db' | 'files'>;

/**
 * A profile as the pilot-data services give it: the account with its equipment, availability,
 * additional data and ANAC forms. Its signed URLs are for readers the caller has let through.
 */
async function pilotData(ctx: Ctx, viewer: FileViewer, user: { id: string; role: Role }) {
  const [equipments, disponibility, additionalData, driverForms, stats] = await Promise.all([
    listUserEquipment(ctx, user.id),
    findUserDisponibility(ctx, user.id),
    findUserAdditionalData(ctx, viewer, user.id),
    listUserDriverForms(ctx, viewer, user.id),
    user.role === 'DRIVER' ? pilotStats(ctx, user.id) : null,
  ]);
  return { equipments, disponibility, additionalData, driverForms, stats };
}

export async function currentUser(ctx: Ctx, me: SessionUser): Promise<CurrentUser> {
  const user = await findUser(ctx, me.id);
  if (!user) throw new HttpError(401);
  const [data, organization] = await Promise.all([
    pilotData(ctx, me, user),
    userOrganization(ctx, user.id),
  ]);
  return { ...ownView(ctx, me, user, organization), ...data };
}

/**
 * One's own profile, or a pilot's public profile for those allowed to read pilots. Another
 * reader's opening of the pilot's certificates and ANAC forms goes to the audit log when a link
 * is opened (recordFileOpened), not here.
 */
export async function readProfile(
  ctx: Ctx,
  viewer: SessionUser,
  id: string,
): Promise<CurrentUser | UserDetail> {
  if (id === viewer.id) return currentUser(ctx, viewer);
  // Who may not read pilots learns nothing from the answer, not even that the account exists.
  if (!can(viewer, 'pilots:read')) throw new HttpError(404, USER_NOT_FOUND);
  const user = await findUser(ctx, id);
  // Only pilots have a profile others may read; other accounts look absent.
  if (!user || user.role !== 'DRIVER') throw new HttpError(404, USER_NOT_FOUND);
  const data = await pilotData(ctx, viewer, user);
  return { ...publicView(ctx, viewer, user), ...data };
}

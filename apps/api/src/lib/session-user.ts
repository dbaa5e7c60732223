import type { Role } from '@drones/shared/roles';
import type { ApprovalStatus } from '@drones/shared/permissions';

/** The signed-in user as the access plugin puts it on the request. */
export interface SessionUser {
  id: string;
  role: Role;
  approvalStatus: ApprovalStatus;
  name: string;
  email: string;
}

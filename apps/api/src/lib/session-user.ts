import type { ApprovalStatus, Role } from '@drones/shared/roles';

/** The signed-in user as the access plugin puts it on the request. */
export interface SessionUser {
  id: string;
  role: Role;
  approvalStatus: ApprovalStatus;
  name: string;
  email: string;
}

import type { ApprovalStatus, Role } from '@drones/shared/roles';

/** The signed-in user as the access plugin puts it on the request. */
export interface SessionUser {
  id: string;
  role: Role;
  approvalStatus: ApprovalStatus;
  name: string;
  email: string;
  /** The session the request came with: what it is given (signed file URLs) ends with it. */
  sessionId: string;
}

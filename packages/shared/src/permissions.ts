import type { ApprovalStatus, Role } from './roles';

export interface PermissionRule {
  roles: readonly Role[];
  /** A GOVERNMENT account needs an ADMIN's approval before it gets this permission. */
  requiresApproval: boolean;
}

/**
 * The server-side access rules as data. The API enforces them; the web reads them only to
 * hide what the signed-in user cannot do. Ownership ("own only", "creator only") is checked by the
 * service that owns the record, on top of these.
 */
export const permissionRules = {
  /** List pilots and read a pilot's contact, equipment, availability and additional data. */
  'pilots:read': { roles: ['GOVERNMENT', 'ADMIN'], requiresApproval: true },
  /** Create, edit and delete one's own equipment, availability, additional data and driver form. */
  'pilot-data:write': { roles: ['DRIVER'], requiresApproval: false },
  /** List and read requests (with the creator's contact) and read mission reports. */
  'solicitations:read': { roles: ['DRIVER', 'GOVERNMENT', 'ADMIN'], requiresApproval: false },
  'solicitations:create': { roles: ['GOVERNMENT', 'ADMIN'], requiresApproval: true },
  /** Edit, remove, ask pilot support and file the mission report: the creator only. */
  'solicitations:manage': { roles: ['GOVERNMENT', 'ADMIN'], requiresApproval: true },
  'communications:send': { roles: ['GOVERNMENT', 'ADMIN'], requiresApproval: true },
  /** Read and answer one's own invitations (`/api/invitations`). */
  'invitations:answer': { roles: ['DRIVER'], requiresApproval: false },
  'solicitations:export': { roles: ['ADMIN'], requiresApproval: false },
  'accounts:approve': { roles: ['ADMIN'], requiresApproval: false },
  /** Review pilots' certificates (`/api/certificates`). */
  'certificates:review': { roles: ['ADMIN'], requiresApproval: false },
  /** Create and change civil-defence bodies (`/api/organizations`, docs/design.md §12). */
  'organizations:manage': { roles: ['ADMIN'], requiresApproval: false },
  /** Read the audit log (`GET /api/audit`). */
  'audit:read': { roles: ['ADMIN'], requiresApproval: false },
} as const satisfies Record<string, PermissionRule>;

export type Permission = keyof typeof permissionRules;

export interface PermissionSubject {
  role: Role;
  approvalStatus: ApprovalStatus;
}

export function can(user: PermissionSubject | null | undefined, permission: Permission): boolean {
  if (!user) return false;
  const rule: PermissionRule = permissionRules[permission];
  if (!rule.roles.includes(user.role)) return false;
  return !(
    rule.requiresApproval &&
    user.role === 'GOVERNMENT' &&
    user.approvalStatus !== 'approved'
  );
}

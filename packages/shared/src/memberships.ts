import { z } from './zod-locale';

// Membership of a civil-defence body (docs/design.md §12): apart from ./organizations, so the
// user schemas can name a user's body without importing the bodies' forms.

export const MEMBERSHIP_ROLES = ['coordenador', 'operador'] as const;
export type MembershipRole = (typeof MEMBERSHIP_ROLES)[number];

export const MEMBERSHIP_STATUSES = ['pending', 'active', 'rejected', 'removed'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

export const membershipRoleLabels: Record<MembershipRole, string> = {
  coordenador: 'Coordenador',
  operador: 'Operador',
};

/** The body a user is an active member of, in his own answers; null otherwise. */
export const userOrganizationSchema = z
  .object({ id: z.uuid(), name: z.string(), role: z.enum(MEMBERSHIP_ROLES) })
  .nullable();
export type UserOrganization = z.infer<typeof userOrganizationSchema>;

import { membershipRoleLabels } from '@drones/shared/memberships';
import type { Member } from '@drones/shared/organizations';
import { maskPhone } from '@drones/shared/phone';
import type { ReactNode } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { formatDate } from '@/lib/dates';

/** One member of the body: who he is, how to reach him, and what the coordinator may do. */
export function MemberCard({
  member,
  pending,
  actions,
}: {
  member: Member;
  /** A request to join: its date instead of the role. */
  pending?: boolean;
  actions?: (headingId: string) => ReactNode;
}) {
  const headingId = `membro-${member.userId}`;
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <Avatar name={member.name} size="sm" />
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold text-slate-900">
            {member.name}
          </h3>
          <p className="text-sm text-slate-600">
            {pending
              ? `Pediu para participar em ${formatDate(member.createdAt)}`
              : membershipRoleLabels[member.role]}
          </p>
          <p className="text-sm wrap-anywhere text-slate-600">
            {member.email}
            {member.phone ? ` · ${maskPhone(member.phone)}` : ''}
          </p>
        </div>
      </div>
      {actions && <div className="flex gap-3 sm:justify-end">{actions(headingId)}</div>}
    </div>
  );
}

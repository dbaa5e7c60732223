import type { InvitationStatus } from '@drones/shared/invitations';
import { CircleCheck, CircleX, Clock, HandHelping, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

// Each answer has its own colour, icon and text, so that none is told by colour alone; the
// texts keep at least 7:1 contrast on their backgrounds (WCAG AAA).
const LOOK: Record<InvitationStatus, { Icon: LucideIcon; className: string }> = {
  accepted: { Icon: CircleCheck, className: 'border-emerald-300 bg-emerald-100 text-emerald-900' },
  declined: { Icon: CircleX, className: 'border-red-300 bg-red-100 text-red-900' },
  invited: { Icon: Clock, className: 'border-slate-300 bg-slate-100 text-slate-800' },
  volunteered: { Icon: HandHelping, className: 'border-amber-300 bg-amber-100 text-amber-900' },
};

/** Where a pilot stands on his invitation, as a badge: 'Vai participar', 'Aceitou', 'Recusou'… */
export function InvitationBadge({ status, label }: { status: InvitationStatus; label: string }) {
  const { Icon, className } = LOOK[status];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold',
        className,
      )}
    >
      <Icon className="size-3.5 shrink-0" aria-hidden="true" />
      {label}
    </span>
  );
}

import type { MatchReason } from '@drones/shared/matching';
import { cn } from '@/lib/utils';

/** A missing capability is the one reason that counts against the pilot: it stands out. */
const WARNING_CODES = new Set<MatchReason['code']>(['missing_capabilities']);

/** Why a pilot was recommended, each reason a chip in the server's words. */
export function MatchReasons({ reasons }: { reasons: MatchReason[] }) {
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Motivos">
      {reasons.map((reason) => (
        <li
          key={reason.code}
          className={cn(
            'rounded-full px-2.5 py-0.5 text-xs font-medium break-words',
            WARNING_CODES.has(reason.code)
              ? 'bg-amber-50 text-amber-900 ring-1 ring-amber-200'
              : 'bg-slate-100 text-slate-800',
          )}
        >
          {reason.label}
        </li>
      ))}
    </ul>
  );
}

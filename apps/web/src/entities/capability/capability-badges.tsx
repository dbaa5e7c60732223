import { CAPABILITY_LABELS, type Capability } from '@drones/shared/capabilities';
import { cn } from '@/lib/utils';

interface CapabilityBadgesProps {
  capabilities: readonly Capability[] | undefined;
  /** Names the list for screen readers ('Capacidades', 'Capacidades necessárias'). */
  label: string;
  className?: string;
}

/** Capabilities as small badges with their pt-BR labels; nothing when there are none. */
export function CapabilityBadges({ capabilities, label, className }: CapabilityBadgesProps) {
  if (!capabilities?.length) return null;
  return (
    <ul aria-label={label} className={cn('flex flex-wrap gap-1.5', className)}>
      {capabilities.map((capability) => (
        <li
          key={capability}
          className="bg-brand-50 text-brand-800 ring-brand-200 rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset"
        >
          {CAPABILITY_LABELS[capability]}
        </li>
      ))}
    </ul>
  );
}

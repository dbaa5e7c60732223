import { CheckCircle2, CircleDot } from 'lucide-react';
import { cn } from '@/lib/utils';

/** Spec §4: an open request is 'Em curso', one with its mission report 'Finalizada'. */
export function StatusBadge({ finished }: { finished: boolean }) {
  const Icon = finished ? CheckCircle2 : CircleDot;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold',
        finished ? 'bg-emerald-50 text-emerald-800' : 'bg-amber-50 text-amber-900',
      )}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {finished ? 'Finalizada' : 'Em curso'}
    </span>
  );
}

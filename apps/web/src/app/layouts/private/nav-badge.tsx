import { cn } from '@/lib/utils';

/** The count on a menu entry, read with its label ("Convites, 3 sem resposta"). */
export function NavBadge({ count, className }: { count: number | undefined; className?: string }) {
  if (!count) return null;
  return (
    <span
      className={cn(
        'rounded-full bg-red-700 px-1.5 py-0.5 text-xs leading-none font-bold text-white',
        className,
      )}
    >
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="sr-only">, {count} sem resposta</span>
    </span>
  );
}

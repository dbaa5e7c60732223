import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** The platform's mark: a quadcopter seen from above. Decorative; the name is always beside it. */
export function DroneMark({ className, ...props }: ComponentProps<'svg'>) {
  return (
    <svg
      viewBox="0 0 32 32"
      fill="none"
      aria-hidden="true"
      focusable="false"
      className={cn('size-8', className)}
      {...props}
    >
      <g stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <circle cx="8.5" cy="8.5" r="5" />
        <circle cx="23.5" cy="8.5" r="5" />
        <circle cx="8.5" cy="23.5" r="5" />
        <circle cx="23.5" cy="23.5" r="5" />
        <path d="M12 12l1.75 1.75M20 12l-1.75 1.75M12 20l1.75-1.75M20 20l-1.75-1.75" />
      </g>
      <rect x="12.75" y="12.75" width="6.5" height="6.5" rx="1.75" fill="currentColor" />
      <circle cx="8.5" cy="8.5" r="1.25" fill="currentColor" />
      <circle cx="23.5" cy="8.5" r="1.25" fill="currentColor" />
      <circle cx="8.5" cy="23.5" r="1.25" fill="currentColor" />
      <circle cx="23.5" cy="23.5" r="1.25" fill="currentColor" />
    </svg>
  );
}

export function BrandLogo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <DroneMark />
      <span className="text-lg leading-none font-bold tracking-tight">Drones Voluntários</span>
    </span>
  );
}

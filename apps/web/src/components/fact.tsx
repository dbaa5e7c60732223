import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

interface FactProps {
  label: string;
  children: ReactNode;
  /** Both columns of a two-column list (long texts). */
  wide?: boolean;
}

/** One label and its value in a `<dl>`, the value kept as typed (line breaks included). */
export function Fact({ label, children, wide }: FactProps) {
  return (
    <div className={cn('min-w-0', wide && 'sm:col-span-2')}>
      <dt className="text-xs font-semibold tracking-wider text-slate-500 uppercase">{label}</dt>
      <dd className="mt-1 break-words whitespace-pre-line text-slate-900">{children}</dd>
    </div>
  );
}

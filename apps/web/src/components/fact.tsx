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

export interface FactItem {
  label: string;
  /** Left out when null, undefined or false (a field not filled in, a list with nothing). */
  value: ReactNode;
  wide?: boolean;
}

/** A two-column `<dl>` of facts (`className` gives its gaps). */
export function FactList({ facts, className }: { facts: FactItem[]; className?: string }) {
  return (
    <dl className={cn('grid sm:grid-cols-2', className)}>
      {facts.map(
        ({ label, value, wide }) =>
          value != null &&
          value !== false && (
            <Fact key={label} label={label} wide={wide}>
              {value}
            </Fact>
          ),
      )}
    </dl>
  );
}

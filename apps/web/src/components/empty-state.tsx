import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** What an empty list shows in its place. */
export function EmptyState({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <Icon className="size-10 text-slate-400" aria-hidden="true" />
      <p className="mt-4 font-medium break-words text-slate-700">{children}</p>
    </div>
  );
}

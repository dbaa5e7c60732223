import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

/** A titled card of a detail page (a request, a report, a pilot). */
export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-brand-700 text-sm font-bold tracking-wider uppercase">{title}</h2>
      <div className="mt-4">{children}</div>
    </Card>
  );
}

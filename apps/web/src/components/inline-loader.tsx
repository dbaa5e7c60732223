import { cn } from '@/lib/utils';

/** A small loading state inside a card or a section. */
export function InlineLoader({ className }: { className?: string }) {
  return (
    <div role="status" className={cn('flex items-center gap-3 py-6', className)}>
      <span
        aria-hidden="true"
        className="border-brand-200 border-t-brand-600 size-5 animate-spin rounded-full border-2"
      />
      <span className="text-sm text-slate-600">Carregando…</span>
    </div>
  );
}

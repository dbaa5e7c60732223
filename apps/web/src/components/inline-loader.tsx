import { OFFLINE_SECTION, OfflineNotice } from '@/components/offline-notice';
import { useOnline } from '@/lib/connectivity';
import { cn } from '@/lib/utils';

interface InlineLoaderProps {
  className?: string;
  /** Said instead while offline, when what loads cannot arrive (a page's or a section's data). */
  offline?: string;
}

/** A small loading state inside a card or a section; offline, the offline notice instead. */
export function InlineLoader({ className, offline = OFFLINE_SECTION }: InlineLoaderProps) {
  const online = useOnline();
  if (!online) return <OfflineNotice message={offline} />;
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

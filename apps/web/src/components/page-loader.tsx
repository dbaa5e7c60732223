import { useEffect, useState } from 'react';
import { OFFLINE_PAGE, OfflineNotice } from '@/components/offline-notice';
import { useOnline } from '@/lib/connectivity';

/**
 * How long a page may take offline before it is called missing: its code comes from the service
 * worker's cache in a moment, and should not flash the offline notice on its way.
 */
const OFFLINE_GRACE_MS = 1000;

/** Suspense fallback while a page's code or data loads; offline, the offline notice instead. */
export function PageLoader() {
  const online = useOnline();
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), OFFLINE_GRACE_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!online && waited) {
    return (
      <div className="mx-auto max-w-xl px-4 py-10">
        <OfflineNotice message={OFFLINE_PAGE} />
      </div>
    );
  }
  return (
    <div role="status" className="flex min-h-[60vh] items-center justify-center gap-3 px-4">
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-2 border-brand-200 border-t-brand-600"
      />
      <span className="text-sm text-slate-600">Carregando…</span>
    </div>
  );
}

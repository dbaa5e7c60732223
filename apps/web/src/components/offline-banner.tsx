import { WifiOff } from 'lucide-react';
import { useOnline } from '@/lib/connectivity';

export const OFFLINE_TITLE = 'Sem conexão';
export const OFFLINE_DETAIL = 'Mostrando os últimos dados salvos neste aparelho.';

/**
 * Shown while the browser has no connection (docs/design.md §10), over the bottom of every page so that
 * nothing under it moves when it appears.
 */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <>
      {/* Room at the end of the page, so the banner never hides its last lines. */}
      {!online && <div aria-hidden="true" className="h-20" />}
      <div
        role="status"
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 bottom-0 z-50"
      >
        {!online && (
          <p className="mx-auto flex max-w-xl items-center gap-2 rounded-t-lg bg-gray-900 px-4 py-3 text-sm text-white shadow-lg">
            <WifiOff aria-hidden className="size-4 shrink-0" />
            <span>
              <strong className="font-semibold">{OFFLINE_TITLE}</strong>. {OFFLINE_DETAIL}
            </span>
          </p>
        )}
      </div>
    </>
  );
}

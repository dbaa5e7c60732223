import { RotateCw, WifiOff } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { checkConnection } from '@/lib/connectivity';

/** A page, or the code of one, that this device never loaded and cannot load offline. */
export const OFFLINE_PAGE = 'Sem conexão. Esta página ainda não foi aberta neste aparelho.';
/** A part of a page (a list, a section) whose data this device never loaded. */
export const OFFLINE_SECTION = 'Sem conexão. Estes dados ainda não foram abertos neste aparelho.';

/**
 * Shown instead of a loading state while offline (docs/design.md §10, ADR 033): what is not on this
 * device cannot load until the connection returns, so no spinner pretends it will. 'Tentar
 * novamente' asks the server at once; when it answers, the paused reads resume by themselves.
 */
export function OfflineNotice({ message }: { message: string }) {
  const [checking, setChecking] = useState(false);
  const retry = () => {
    setChecking(true);
    void checkConnection().finally(() => setChecking(false));
  };
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white px-6 py-8 text-center">
      <WifiOff className="size-8 text-slate-400" aria-hidden="true" />
      <p role="alert" className="max-w-md text-slate-700">
        {message}
      </p>
      <Button variant="outline" disabled={checking} onClick={retry}>
        <RotateCw aria-hidden="true" className={checking ? 'animate-spin' : undefined} />
        {checking ? 'Verificando a conexão…' : 'Tentar novamente'}
      </Button>
    </div>
  );
}

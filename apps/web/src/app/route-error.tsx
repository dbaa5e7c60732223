import { House, RotateCw, TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useRouteError } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { MAIN_CONTENT_ID } from '@/components/skip-link';
import { Button, buttonVariants } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useOnline } from '@/lib/connectivity';
import { paths } from '@/lib/paths';
import { isChunkLoadError, reloadedHere, reloadPage, rememberReload } from '@/lib/stale-chunk';

interface RouteErrorProps {
  /** The whole page (the root's screen, without a layout around it) or the signed-in layout's content. */
  wholePage?: boolean;
}

/**
 * What a route shows when its page failed to render or its code failed to load: 'Algo deu
 * errado', a retry and the way to the start. Code missing after a deploy first reloads the page,
 * once, when online (lib/stale-chunk.ts, ADR 030).
 */
export function RouteError({ wholePage = false }: RouteErrorProps) {
  const error = useRouteError();
  const staleCode = isChunkLoadError(error);
  const online = useOnline();
  // Without a connection the code is missing for want of it, not for a deploy: a reload would
  // only lose the page (and the cached shell, when the service worker has not taken over yet).
  const reloading = staleCode && online && navigator.onLine && !reloadedHere();

  useEffect(() => {
    if (!reloading) return;
    rememberReload();
    reloadPage();
  }, [reloading]);

  if (reloading) return <PageLoader />;
  const screen = <ErrorScreen staleCode={staleCode} />;
  return wholePage ? (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-h-dvh bg-slate-50 focus:outline-none">
      {screen}
    </main>
  ) : (
    screen
  );
}

function ErrorScreen({ staleCode }: { staleCode: boolean }) {
  useDocumentTitle('Algo deu errado');
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  // A browser may keep a failed import failed for the page's life: only a reload surely fetches
  // it again. A page that threw is drawn again by going to the same address.
  const retry = staleCode
    ? reloadPage
    : () => void navigate({ pathname, search, hash }, { replace: true });

  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <TriangleAlert className="size-12 text-amber-500" aria-hidden="true" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">Algo deu errado</h1>
      <p className="mt-4 text-slate-600">
        Não foi possível mostrar esta página. Tente de novo; se o problema continuar, volte ao
        início.
      </p>
      <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
        <Button size="lg" onClick={retry}>
          <RotateCw aria-hidden="true" />
          Tentar de novo
        </Button>
        <Link to={paths.landing} className={buttonVariants({ size: 'lg', variant: 'outline' })}>
          <House aria-hidden="true" />
          Voltar ao início
        </Link>
      </div>
    </section>
  );
}

import { Suspense, useEffect, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { checkServerAtStart } from '@/lib/connectivity';
import { PageReady } from '@/lib/page-ready';
import { ScrollToHash } from './scroll-to-hash';
import { SiteFooter } from './site-footer';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/skip-link';
import { TopBar } from './top-bar';

function PublicMain({ children }: { children: ReactNode }) {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 pt-16 focus:outline-none">
      {children}
    </main>
  );
}

/**
 * Shell of the public pages: skip link, fixed top bar, the page, and the footer (#contato). The
 * footer comes with the page, not before it: painted under a loading page, it would be pushed
 * down the screen when the page arrives (a layout shift).
 */
export function PublicLayout() {
  // Signed in, the session's first call tells whether the server answers; signed out, nothing
  // may call it, and an offline visit must still say 'Sem conexão' (ADR 025).
  useEffect(checkServerAtStart, []);
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <TopBar />
      <Suspense
        fallback={
          <PublicMain>
            <PageLoader />
          </PublicMain>
        }
      >
        <PublicMain>
          <Outlet />
          <ScrollToHash />
        </PublicMain>
        <SiteFooter />
        <PageReady />
      </Suspense>
    </div>
  );
}

import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { ScrollToHash } from './scroll-to-hash';
import { SiteFooter } from './site-footer';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/skip-link';
import { TopBar } from './top-bar';

/** Shell of the public pages: skip link, fixed top bar, the page, and the footer (#contato). */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <TopBar />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 pt-16 focus:outline-none">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
          <ScrollToHash />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}

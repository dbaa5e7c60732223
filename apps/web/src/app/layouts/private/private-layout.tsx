import { Suspense, useRef, useState } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { useUser } from '@/lib/session';
import { ScrollToHash } from '../public/scroll-to-hash';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/skip-link';
import { MobileBar } from './mobile-bar';
import { SideRail } from './side-rail';
import { SignOutDialog } from './sign-out-dialog';

/** Shell of the signed-in pages: side rail on large screens, top bar and slide-out menu on small. */
export function PrivateLayout() {
  const user = useUser();
  const [signOutOpen, setSignOutOpen] = useState(false);
  const mobileTriggerRef = useRef<HTMLButtonElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);

  if (!user) return null;

  return (
    <div className="min-h-dvh bg-slate-50">
      <SkipLink />
      <SideRail
        user={user}
        onSignOut={(trigger) => {
          returnFocusRef.current = trigger;
          setSignOutOpen(true);
        }}
      />
      <MobileBar
        user={user}
        triggerRef={mobileTriggerRef}
        onSignOut={() => {
          returnFocusRef.current = mobileTriggerRef.current;
          setSignOutOpen(true);
        }}
      />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="focus:outline-none md:pl-24">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
          <ScrollToHash />
        </Suspense>
      </main>
      <SignOutDialog
        open={signOutOpen}
        onOpenChange={setSignOutOpen}
        returnFocusRef={returnFocusRef}
      />
    </div>
  );
}

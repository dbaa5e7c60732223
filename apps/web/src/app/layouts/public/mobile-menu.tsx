import { Menu, X } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { NavItem } from './nav-links';

// The dialog code (Radix) is fetched on the first sign of intent, keeping it off the first load.
const loadSheet = () => import('./mobile-menu-sheet');
const MobileMenuSheet = lazy(() => loadSheet().then((m) => ({ default: m.MobileMenuSheet })));

export function MobileMenu({ links }: { links: NavItem[] }) {
  const [open, setOpen] = useState(false);
  // Stays mounted after the first opening so that closing can animate.
  const [mounted, setMounted] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);

  const preload = () => void loadSheet();

  return (
    <>
      <Button
        ref={triggerRef}
        variant="inverse-ghost"
        size="icon"
        className="md:hidden"
        aria-label={open ? 'Fechar menu' : 'Abrir menu'}
        aria-expanded={open}
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onTouchStart={preload}
        onFocus={preload}
        onClick={() => {
          setMounted(true);
          setOpen((current) => !current);
        }}
      >
        {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <MobileMenuSheet
            links={links}
            open={open}
            onOpenChange={setOpen}
            triggerRef={triggerRef}
          />
        </Suspense>
      )}
    </>
  );
}

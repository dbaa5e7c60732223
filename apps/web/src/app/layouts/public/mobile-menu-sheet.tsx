import { X } from 'lucide-react';
import { useEffect, useRef, type RefObject } from 'react';
import { BrandLogo } from '@/components/brand-logo';
import { Button } from '@/components/ui/button';
import { Sheet, SheetClose, SheetContent, SheetTitle } from '@/components/ui/sheet';
import { NavItemLink } from './nav-item-link';
import type { NavItem } from './nav-links';

const DESKTOP_QUERY = '(min-width: 48rem)';

interface MobileMenuSheetProps {
  links: NavItem[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The hamburger button, which gets focus back when the menu closes without navigating. */
  triggerRef: RefObject<HTMLButtonElement | null>;
}

export function MobileMenuSheet({ links, open, onOpenChange, triggerRef }: MobileMenuSheetProps) {
  // After a link is followed, focus belongs to the new page (or anchor), not back on the trigger.
  const closedByNavigation = useRef(false);

  useEffect(() => {
    // The side menu only exists below md: growing the window past it closes the menu.
    const query = window.matchMedia(DESKTOP_QUERY);
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) onOpenChange(false);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [onOpenChange]);

  const closeAfterNavigation = () => {
    closedByNavigation.current = true;
    onOpenChange(false);
  };

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        onCloseAutoFocus={(event) => {
          // Radix would focus its own Trigger, which this menu doesn't use (it is loaded lazily).
          event.preventDefault();
          if (!closedByNavigation.current) triggerRef.current?.focus();
          closedByNavigation.current = false;
        }}
      >
        <div className="bg-brand-600 flex h-16 shrink-0 items-center justify-between gap-2 px-4 text-white">
          <SheetTitle className="sr-only">Menu</SheetTitle>
          <BrandLogo />
          <SheetClose asChild>
            <Button variant="inverse-ghost" size="icon" aria-label="Fechar menu">
              <X aria-hidden="true" />
            </Button>
          </SheetClose>
        </div>
        <nav aria-label="Menu lateral" className="flex-1 overflow-y-auto p-4">
          <ul className="flex flex-col gap-1">
            {links.map((item) => (
              <li key={item.label} className={item.cta ? 'mt-4' : undefined}>
                <NavItemLink item={item} tone="sheet" onNavigate={closeAfterNavigation} />
              </li>
            ))}
          </ul>
        </nav>
      </SheetContent>
    </Sheet>
  );
}

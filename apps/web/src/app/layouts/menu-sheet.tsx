import { X } from 'lucide-react';
import { useEffect, useState, type ReactNode, type RefObject } from 'react';
import { BrandLogo } from '@/components/brand-logo';
import { Button } from '@/components/ui/button';
import { Sheet, SheetClose, SheetContent, SheetTitle } from '@/components/ui/sheet';

const DESKTOP_QUERY = '(min-width: 48rem)';

/** Closes the menu for a link or an action that takes focus elsewhere, then runs `next`. */
export type CloseMenu = (next?: () => void) => void;

interface MenuSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The hamburger button, which gets focus back when the menu closes without navigating. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** Between the brand bar and the links (the signed-in user). */
  top?: ReactNode;
  /** The `<li>` entries of the "Menu lateral" list. */
  items: (close: CloseMenu) => ReactNode;
  /** Below the links (the sign-out). */
  bottom?: (close: CloseMenu) => ReactNode;
}

/** The small screens' slide-out menu of the public site and of the signed-in area. */
export function MenuSheet({ open, onOpenChange, triggerRef, top, items, bottom }: MenuSheetProps) {
  // After a link is followed, focus belongs to the new page (or anchor), not back on the trigger.
  const [focusElsewhere, setFocusElsewhere] = useState(false);

  useEffect(() => {
    // The side menu only exists below md: growing the window past it closes the menu.
    const query = window.matchMedia(DESKTOP_QUERY);
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) onOpenChange(false);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [onOpenChange]);

  const close: CloseMenu = (next) => {
    setFocusElsewhere(true);
    onOpenChange(false);
    next?.();
  };

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        onCloseAutoFocus={(event) => {
          // Radix would focus its own Trigger, which these menus don't use.
          event.preventDefault();
          if (!focusElsewhere) triggerRef.current?.focus();
          setFocusElsewhere(false);
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
        {top}
        <nav aria-label="Menu lateral" className="flex-1 overflow-y-auto p-4">
          <ul className="flex flex-col gap-1">{items(close)}</ul>
        </nav>
        {bottom?.(close)}
      </SheetContent>
    </Sheet>
  );
}

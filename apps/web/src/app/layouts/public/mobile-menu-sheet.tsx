import type { RefObject } from 'react';
import { MenuSheet } from '../menu-sheet';
import { NavItemLink } from './nav-item-link';
import type { NavItem } from './nav-links';

interface MobileMenuSheetProps {
  links: NavItem[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  triggerRef: RefObject<HTMLButtonElement | null>;
}

export function MobileMenuSheet({ links, ...sheet }: MobileMenuSheetProps) {
  return (
    <MenuSheet
      {...sheet}
      items={(close) =>
        links.map((item) => (
          <li key={item.label} className={item.cta ? 'mt-4' : undefined}>
            <NavItemLink item={item} tone="sheet" onNavigate={() => close()} />
          </li>
        ))
      }
    />
  );
}

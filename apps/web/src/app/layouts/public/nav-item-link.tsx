import { Link, useLocation } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import type { NavItem } from './nav-links';

interface NavItemLinkProps {
  item: NavItem;
  /** Visual context: the blue top bar or the white side menu. */
  tone: 'bar' | 'sheet';
  onNavigate?: () => void;
}

export function NavItemLink({ item, tone, onNavigate }: NavItemLinkProps) {
  const { pathname } = useLocation();
  const current = item.to === pathname ? 'page' : undefined;

  if (item.cta) {
    return (
      <Link
        to={item.to}
        aria-current={current}
        onClick={onNavigate}
        className={
          tone === 'bar'
            ? buttonVariants({ variant: 'inverse' })
            : cn(buttonVariants({ size: 'lg' }), 'w-full')
        }
      >
        {item.label}
      </Link>
    );
  }

  return (
    <Link
      to={item.to}
      aria-current={current}
      onClick={onNavigate}
      className={cn(
        'block rounded-md font-medium transition-colors',
        tone === 'bar'
          ? 'px-3 py-2 text-sm text-white hover:bg-white/15 focus-visible:outline-white aria-[current=page]:bg-white/20'
          : 'px-3 py-3 text-base text-slate-800 hover:bg-brand-50 hover:text-brand-700 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700',
      )}
    >
      {item.label}
    </Link>
  );
}

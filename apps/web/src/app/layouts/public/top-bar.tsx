import { Link, useLocation } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { MobileMenu } from './mobile-menu';
import { NavItemLink } from './nav-item-link';
import { getNavLinks } from './nav-links';
import { useTopBarOpacity } from './top-bar-opacity';
import { paths } from '@/lib/paths';

export function TopBar() {
  const { pathname } = useLocation();
  const links = getNavLinks(pathname);
  const opacity = useTopBarOpacity();

  return (
    <header
      data-testid="top-bar"
      // Blurs and darkens the page behind the half-transparent bar, so its white text keeps a
      // 4.5:1 contrast even over a white page at the spec's lowest opacity (0.5).
      className="bg-brand-600 fixed inset-x-0 top-0 z-40 text-white shadow-sm backdrop-blur-md backdrop-brightness-50"
      // Opaque at the top by its class: the HTML prerendered at build carries no style
      // attribute, which the content security policy would refuse.
      style={opacity < 1 ? { backgroundColor: `rgba(25, 65, 239, ${opacity})` } : undefined}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link
          to={paths.landing}
          className="-mx-1 rounded-md px-1 py-1 focus-visible:outline-white"
          aria-current={pathname === paths.landing ? 'page' : undefined}
        >
          <BrandLogo />
        </Link>
        <nav aria-label="Menu principal" className="hidden md:block">
          <ul className="flex items-center gap-1 lg:gap-2">
            {links.map((item) => (
              <li key={item.label} className={item.cta ? 'ml-2' : undefined}>
                <NavItemLink item={item} tone="bar" />
              </li>
            ))}
          </ul>
        </nav>
        <MobileMenu links={links} />
      </div>
    </header>
  );
}

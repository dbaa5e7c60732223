import { paths } from '@/lib/paths';
export interface NavItem {
  label: string;
  to: string;
  /** Rendered as a call-to-action button instead of a plain link. */
  cta?: boolean;
}

const JOIN_US: NavItem = { label: 'Junte-se a nós', to: paths.login, cta: true };

// On the about and sign-in/sign-up screens the landing's sections are not a click away,
// so the menu offers the way back home instead.
const SHORT_MENU: NavItem[] = [
  { label: 'Sobre', to: paths.about },
  { label: 'Página inicial', to: '/' },
  JOIN_US,
];

const FULL_MENU: NavItem[] = [
  { label: 'Sobre', to: paths.about },
  { label: 'Como funciona', to: '/#funciona' },
  { label: 'Login', to: paths.login },
  { label: 'Contato', to: '#contato' },
  JOIN_US,
];

function usesShortMenu(pathname: string) {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  return (
    path === paths.about ||
    path === paths.login ||
    path === paths.register ||
    path.startsWith('/register/')
  );
}

export function getNavLinks(pathname: string): NavItem[] {
  return usesShortMenu(pathname) ? SHORT_MENU : FULL_MENU;
}

export interface NavItem {
  label: string;
  to: string;
  /** Rendered as a call-to-action button instead of a plain link. */
  cta?: boolean;
}

const JOIN_US: NavItem = { label: 'Junte-se a nós', to: '/login', cta: true };

// On the about and sign-in/sign-up screens the landing's sections are not a click away,
// so the menu offers the way back home instead.
const SHORT_MENU: NavItem[] = [
  { label: 'Sobre', to: '/sobre' },
  { label: 'Página inicial', to: '/' },
  JOIN_US,
];

const FULL_MENU: NavItem[] = [
  { label: 'Sobre', to: '/sobre' },
  { label: 'Como funciona', to: '/#funciona' },
  { label: 'Login', to: '/login' },
  { label: 'Contato', to: '#contato' },
  JOIN_US,
];

function usesShortMenu(pathname: string) {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  return (
    path === '/sobre' || path === '/login' || path === '/register' || path.startsWith('/register/')
  );
}

export function getNavLinks(pathname: string): NavItem[] {
  return usesShortMenu(pathname) ? SHORT_MENU : FULL_MENU;
}

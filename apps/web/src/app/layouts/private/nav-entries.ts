import type { Role } from '@drones/shared/roles';
import type { UserOrganization } from '@drones/shared/memberships';
import {
  BadgeCheck,
  Building2,
  ClipboardList,
  House,
  Inbox,
  RadioTower,
  ScrollText,
  ShieldCheck,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '@/lib/paths';

export interface PrivateNavEntry {
  label: string;
  to: string;
  Icon: LucideIcon;
  /** Path prefixes that make this entry the current one. */
  prefixes: string[];
  /** A count shown on the entry (the invitations waiting for an answer). */
  badge?: number;
}

const STAFF: readonly Role[] = ['GOVERNMENT', 'ADMIN'];

/**
 * The signed-in menu's entries by role, the same in the side rail and the slide-out menu;
 * sign-out apart.
 */
export function getPrivateNavEntries(
  user: { id: string; role: Role; organization?: UserOrganization },
  counts: { pendingInvitations?: number | undefined } = {},
): PrivateNavEntry[] {
  const staff = STAFF.includes(user.role);
  const entries: PrivateNavEntry[] = [];
  if (staff) {
    entries.push({
      label: 'Página principal',
      to: paths.home,
      Icon: House,
      prefixes: [paths.home],
    });
  }
  // Every role, pilots included: a pilot opens from here the requests he was asked for.
  entries.push({
    label: 'Solicitações',
    to: paths.solicitations,
    Icon: ClipboardList,
    prefixes: [paths.solicitations, '/solicitation'],
  });
  if (user.role === 'DRIVER') {
    entries.push({
      label: 'Convites',
      to: paths.inbox,
      Icon: Inbox,
      prefixes: [paths.inbox],
      ...(counts.pendingInvitations ? { badge: counts.pendingInvitations } : {}),
    });
  }
  if (user.organization) {
    entries.push({
      label: 'Órgão',
      to: paths.organization,
      Icon: Building2,
      prefixes: [paths.organization],
    });
  }
  entries.push({
    label: 'Perfil',
    to: paths.profile(user.id),
    Icon: UserRound,
    prefixes: ['/perfil'],
  });
  if (user.role === 'ADMIN') {
    entries.push({
      label: 'Aprovações',
      to: paths.approvals,
      Icon: ShieldCheck,
      prefixes: [paths.approvals],
    });
    entries.push({
      label: 'Certificados',
      to: paths.certificates,
      Icon: BadgeCheck,
      prefixes: [paths.certificates],
    });
    entries.push({
      label: 'Teste de alcance',
      to: paths.reachability,
      Icon: RadioTower,
      prefixes: [paths.reachability],
    });
    entries.push({
      label: 'Auditoria',
      to: paths.audit,
      Icon: ScrollText,
      prefixes: [paths.audit],
    });
  }
  return entries;
}

/** Whether the path is under one of the prefixes, segment by segment (/homes is not /home). */
export function isActiveEntry(entry: PrivateNavEntry, pathname: string): boolean {
  const path = pathname.toLowerCase();
  return entry.prefixes.some(
    (prefix) => path === prefix.toLowerCase() || path.startsWith(`${prefix.toLowerCase()}/`),
  );
}

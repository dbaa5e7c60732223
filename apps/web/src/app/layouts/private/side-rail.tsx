import { LogOut } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { DroneMark } from '@/components/brand-logo';
import type { SessionUser } from '@/lib/session';
import { landingPathFor } from '@/lib/session';
import { usePendingInvitationCount } from '@/features/invitations/api/inbox';
import { NavBadge } from './nav-badge';
import { getPrivateNavEntries, isActiveEntry } from './nav-entries';

const itemClass =
  'flex w-20 flex-col items-center gap-1 rounded-xl px-1 py-2.5 text-center text-xs leading-tight font-medium transition-colors [&_svg]:size-6';

interface SideRailProps {
  user: SessionUser;
  onSignOut: (trigger: HTMLElement) => void;
}

/** The narrow menu fixed on the left of large screens: an icon and a short label per entry. */
export function SideRail({ user, onSignOut }: SideRailProps) {
  const { pathname } = useLocation();
  const pending = usePendingInvitationCount(user.role === 'DRIVER');
  const entries = getPrivateNavEntries(user, { pendingInvitations: pending.data });

  return (
    <aside className="fixed inset-y-0 left-0 z-30 hidden w-24 flex-col items-center border-r border-slate-200 bg-white py-4 md:flex">
      <Link
        to={landingPathFor(user)}
        className="text-brand-600 hover:bg-brand-50 rounded-xl p-2"
        aria-label="Drones Voluntários"
      >
        <DroneMark className="size-10" />
      </Link>
      <nav aria-label="Menu lateral" className="mt-6 flex-1">
        <ul className="flex flex-col items-center gap-2">
          {entries.map((entry) => (
            <li key={entry.to}>
              <Link
                to={entry.to}
                aria-current={isActiveEntry(entry, pathname) ? 'page' : undefined}
                className={`${itemClass} relative hover:bg-brand-50 hover:text-brand-700 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700 text-slate-600`}
              >
                <entry.Icon aria-hidden="true" />
                {entry.label}
                <NavBadge count={entry.badge} className="absolute top-1 right-3" />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <button
        type="button"
        onClick={(event) => onSignOut(event.currentTarget)}
        className={`${itemClass} text-slate-600 hover:bg-red-50 hover:text-red-700`}
      >
        <LogOut aria-hidden="true" />
        Sair
      </button>
    </aside>
  );
}

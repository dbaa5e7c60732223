import { LogOut, Menu, X } from 'lucide-react';
import { useState, type RefObject } from 'react';
import { Link, useLocation } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { landingPathFor, type SessionUser } from '@/lib/session';
import { MenuSheet } from '../menu-sheet';
import { usePendingInvitationCount } from '@/features/invitations/api/inbox';
import { NavBadge } from './nav-badge';
import { getPrivateNavEntries, isActiveEntry } from './nav-entries';

const rowClass =
  'flex w-full items-center gap-3 rounded-lg px-3 py-3 text-base font-medium transition-colors [&_svg]:size-5';

interface MobileBarProps {
  user: SessionUser;
  /** Asks for the sign-out confirmation once the menu has closed. */
  onSignOut: () => void;
  triggerRef: RefObject<HTMLButtonElement | null>;
}

/** Small screens: a top bar whose button slides the menu in from the right. */
export function MobileBar({ user, onSignOut, triggerRef }: MobileBarProps) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const pending = usePendingInvitationCount(user.role === 'DRIVER');
  const entries = getPrivateNavEntries(user, { pendingInvitations: pending.data });

  return (
    <header className="bg-brand-600 sticky top-0 z-30 text-white shadow-sm md:hidden">
      <div className="flex h-16 items-center justify-between gap-2 px-4">
        <Link
          to={landingPathFor(user)}
          className="-mx-1 rounded-md px-1 py-1 focus-visible:outline-white"
        >
          <BrandLogo />
        </Link>
        <Button
          ref={triggerRef}
          className="relative"
          variant="inverse-ghost"
          size="icon"
          aria-label={
            open
              ? 'Fechar menu'
              : pending.data
                ? `Abrir menu (${pending.data} ${pending.data === 1 ? 'convite' : 'convites'} sem resposta)`
                : 'Abrir menu'
          }
          aria-expanded={open}
          aria-haspopup="dialog"
          onClick={() => setOpen((current) => !current)}
        >
          {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          {!open && !!pending.data && (
            <span
              className="absolute top-1.5 right-1.5 size-2.5 rounded-full bg-red-500 ring-2 ring-white"
              aria-hidden="true"
            />
          )}
        </Button>
      </div>
      <MenuSheet
        open={open}
        onOpenChange={setOpen}
        triggerRef={triggerRef}
        top={
          <div className="flex items-center gap-3 border-b border-slate-200 px-4 py-4">
            <Avatar name={user.name} src={user.urlPhoto} size="sm" />
            <p className="min-w-0 truncate font-semibold text-slate-900">{user.name}</p>
          </div>
        }
        items={(close) =>
          entries.map((entry) => (
            <li key={entry.to}>
              <Link
                to={entry.to}
                aria-current={isActiveEntry(entry, pathname) ? 'page' : undefined}
                onClick={() => close()}
                className={`${rowClass} hover:bg-brand-50 hover:text-brand-700 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700 text-slate-800`}
              >
                <entry.Icon aria-hidden="true" />
                {entry.label}
                <NavBadge count={entry.badge} className="ml-auto" />
              </Link>
            </li>
          ))
        }
        bottom={(close) => (
          <div className="border-t border-slate-200 p-4">
            <button
              type="button"
              onClick={() => close(onSignOut)}
              className={`${rowClass} text-slate-800 hover:bg-red-50 hover:text-red-700`}
            >
              <LogOut aria-hidden="true" />
              Sair
            </button>
          </div>
        )}
      />
    </header>
  );
}

import type { ContactedDriver } from '@drones/shared/solicitations';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { PhoneLink } from '@/components/contact-links';
import { Avatar } from '@/components/ui/avatar';
import { truncate } from '@/lib/format';
import { paths } from '@/lib/paths';

/** Spec §9: contacted pilots' names are cut like request names. */
const NAME_MAX = 52;

/** The pilots asked to take part: each opens the pilot's page, and his phone calls him. */
export function ContactedDrivers({ drivers }: { drivers: ContactedDriver[] }) {
  if (drivers.length === 0) {
    return <p className="text-sm text-slate-600">Nenhum droneiro contactado</p>;
  }
  return (
    <ul className="-mx-2 space-y-1">
      {drivers.map((driver) => (
        <li key={driver.id} className="rounded-lg p-2 hover:bg-slate-50">
          <Link to={paths.driver(driver.id)} className="group flex items-center gap-3">
            <Avatar name={driver.name.slice(0, 1)} size="sm" />
            <span className="min-w-0 flex-1">
              <span className="block font-medium break-words text-slate-900">
                {truncate(driver.name, NAME_MAX)}
              </span>
              <span className="block truncate text-sm text-slate-600">{driver.email}</span>
            </span>
            <ChevronRight
              className="group-hover:text-brand-600 size-5 shrink-0 text-slate-400"
              aria-hidden="true"
            />
          </Link>
          {/* Beside the link, not inside it: a link cannot hold another. */}
          {driver.phone && (
            <div className="mt-1 pl-13 text-sm">
              <PhoneLink phone={driver.phone} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

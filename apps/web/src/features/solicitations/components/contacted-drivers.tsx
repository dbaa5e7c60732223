import type { ContactedDriver } from '@drones/shared/solicitations';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { truncate } from '@/lib/format';
import { paths } from '@/lib/paths';

/** Spec §9: contacted pilots' names are cut like request names. */
const NAME_MAX = 52;

/** The pilots asked to take part; each opens the pilot's page. */
export function ContactedDrivers({ drivers }: { drivers: ContactedDriver[] }) {
  if (drivers.length === 0) {
    return <p className="text-sm text-slate-600">Nenhum droneiro contactado</p>;
  }
  return (
    <ul className="-mx-2 space-y-1">
      {drivers.map((driver) => (
        <li key={driver.id}>
          <Link
            to={paths.driver(driver.id)}
            className="group flex items-center gap-3 rounded-lg p-2 hover:bg-slate-50"
          >
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
        </li>
      ))}
    </ul>
  );
}

import type { SolicitationDetail } from '@drones/shared/solicitations';
import { maskPhone } from '@drones/shared/phone';
import { Mail, Phone, UserRound } from 'lucide-react';

const linkClass =
  'text-brand-700 inline-flex min-w-0 items-center gap-2 rounded-sm font-medium underline-offset-4 hover:underline';

/** Who asked for help and how to reach them (DESIGN §6: always the real contact). */
export function CreatorContact({ contact }: { contact: SolicitationDetail['userDetails'] }) {
  return (
    <ul className="space-y-3">
      <li className="flex items-center gap-2 font-medium break-words text-slate-900">
        <UserRound className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
        {contact.name}
      </li>
      {contact.phone && (
        <li>
          <a href={`tel:+55${contact.phone}`} className={linkClass}>
            <Phone className="size-4 shrink-0" aria-hidden="true" />
            {maskPhone(contact.phone)}
          </a>
        </li>
      )}
      <li>
        <a href={`mailto:${contact.email}`} className={`${linkClass} wrap-anywhere`}>
          <Mail className="size-4 shrink-0" aria-hidden="true" />
          {contact.email}
        </a>
      </li>
    </ul>
  );
}

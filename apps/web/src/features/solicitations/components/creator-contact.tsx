import type { SolicitationDetail } from '@drones/shared/solicitations';
import { UserRound } from 'lucide-react';
import { EmailLink, PhoneLink } from '@/components/contact-links';

/** Who asked for help and how to reach them (always the real contact: a reader must be able to reach them). */
export function CreatorContact({ contact }: { contact: SolicitationDetail['userDetails'] }) {
  return (
    <ul className="space-y-3">
      <li className="flex items-center gap-2 font-medium break-words text-slate-900">
        <UserRound className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
        {contact.name}
      </li>
      {contact.phone && (
        <li>
          <PhoneLink phone={contact.phone} />
        </li>
      )}
      {/* An erased account ('Conta removida') has no contact left. */}
      {contact.email && (
        <li>
          <EmailLink email={contact.email} />
        </li>
      )}
    </ul>
  );
}

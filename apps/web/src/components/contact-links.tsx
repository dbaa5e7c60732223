import { maskPhone } from '@drones/shared/phone';
import { Mail, Phone } from 'lucide-react';

const linkClass =
  'text-brand-700 inline-flex min-w-0 items-center gap-2 rounded-sm font-medium underline-offset-4 hover:underline';

/** A Brazilian number (digits as stored), shown masked, that calls when tapped. */
export function PhoneLink({ phone }: { phone: string }) {
  return (
    <a href={`tel:+55${phone}`} className={linkClass}>
      <Phone className="size-4 shrink-0" aria-hidden="true" />
      {maskPhone(phone)}
    </a>
  );
}

/** An e-mail address that opens the mail app; long addresses wrap anywhere. */
export function EmailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className={`${linkClass} wrap-anywhere`}>
      <Mail className="size-4 shrink-0" aria-hidden="true" />
      {email}
    </a>
  );
}

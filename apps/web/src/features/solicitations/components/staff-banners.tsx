import { Megaphone, SquarePlus, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { EntryLinkContent } from '@/components/entry-link-content';
import { paths } from '@/lib/paths';

interface BannerProps {
  to: string;
  title: string;
  text: string;
  Icon: LucideIcon;
}

function Banner({ to, title, text, Icon }: BannerProps) {
  return (
    <Link
      to={to}
      className="group from-brand-600 to-brand-800 focus-visible:outline-brand-600 flex items-center gap-4 rounded-2xl bg-gradient-to-br p-5 text-white shadow-sm transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2"
    >
      <EntryLinkContent Icon={Icon} title={title} text={text} tone="brand" />
    </Link>
  );
}

/** For civil-defence staff: start a request, or write to every pilot at once. */
export function StaffBanners() {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Banner
        to={paths.solicitationCreate}
        title="Criar solicitação"
        text="Peça o apoio de droneiros voluntários para uma missão."
        Icon={SquarePlus}
      />
      <Banner
        to={paths.communication}
        title="Enviar comunicado"
        text="Avise todos os droneiros cadastrados de uma só vez."
        Icon={Megaphone}
      />
    </div>
  );
}

import { ChevronRight, Megaphone, SquarePlus, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
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
      <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-white/15">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-lg font-semibold">{title}</span>
        <span className="text-brand-100 block text-sm">{text}</span>
      </span>
      <ChevronRight
        className="size-5 shrink-0 transition-transform group-hover:translate-x-0.5"
        aria-hidden="true"
      />
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

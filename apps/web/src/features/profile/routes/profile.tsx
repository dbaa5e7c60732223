import {
  BellRing,
  ClipboardList,
  Drone,
  KeyRound,
  LifeBuoy,
  MonitorSmartphone,
  ShieldCheck,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { EntryLinkContent } from '@/components/entry-link-content';
import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';
import { usePilotProfile } from '@/entities/pilot/get-pilot-profile';
import { PilotStats } from '@/entities/pilot/pilot-stats';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useUser } from '@/lib/session';
import { roleLabel } from '../components/role-label';
import { formatDate } from '@/lib/dates';
import { paths } from '@/lib/paths';

interface Entry {
  to: string;
  label: string;
  description: string;
  Icon: LucideIcon;
}

/** The pilot's own record, as civil defence sees it on his page. */
function OwnStats({ id }: { id: string }) {
  const profile = usePilotProfile(id);
  if (!profile.data?.stats) return null;
  return (
    <div className="mt-6">
      <PilotStats stats={profile.data.stats} />
    </div>
  );
}

export function ProfileRoute() {
  useDocumentTitle('Perfil');
  const user = useUser();
  if (!user) return null;

  const entries: Entry[] = [
    {
      to: paths.profileUser(user.id),
      label: 'Meus dados',
      description: 'Foto, nome, contato e documentos.',
      Icon: UserRound,
    },
    ...(user.role === 'DRIVER'
      ? [
          {
            to: paths.equipments(user.id),
            label: 'Meus Equipamentos',
            description: 'Os drones que você pode levar às missões.',
            Icon: Drone,
          },
          // The small screens' menu lists no requests for pilots: this is their way there.
          {
            to: paths.solicitations,
            label: 'Solicitações',
            description: 'Os pedidos de apoio da Defesa Civil.',
            Icon: ClipboardList,
          },
          {
            to: paths.profileChannels(user.id),
            label: 'Canais de aviso',
            description: 'Por onde as convocações chegam: e-mail, notificações, WhatsApp e SMS.',
            Icon: BellRing,
          },
        ]
      : []),
    {
      to: paths.profilePassword(user.id),
      label: 'Alterar senha',
      description: 'Troque a senha com que você entra na plataforma.',
      Icon: KeyRound,
    },
    {
      to: paths.profileSessions(user.id),
      label: 'Sessões ativas',
      description: 'Os aparelhos em que sua conta está aberta.',
      Icon: MonitorSmartphone,
    },
    {
      to: paths.profilePrivacy(user.id),
      label: 'Privacidade e dados',
      description: 'Baixar uma cópia dos seus dados ou remover sua conta.',
      Icon: ShieldCheck,
    },
    {
      to: paths.profileSupport(user.id),
      label: 'Suporte',
      description: 'Perguntas frequentes e contato com a equipe.',
      Icon: LifeBuoy,
    },
  ];

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <Card className="overflow-hidden">
        <div aria-hidden="true" className="from-brand-600 to-brand-800 h-24 bg-gradient-to-r" />
        <div className="-mt-14 flex flex-col items-center px-6 pb-8 text-center">
          <Avatar name={user.name} src={user.urlPhoto} size="lg" className="ring-4 ring-white" />
          <h1 className="mt-4 text-2xl font-bold tracking-tight text-balance text-slate-900">
            {user.name}
          </h1>
          <p className="bg-brand-50 text-brand-700 mt-2 rounded-full px-3 py-1 text-xs font-bold tracking-wider">
            {roleLabel(user.role)}
          </p>
          <p className="mt-3 text-sm text-slate-500">Membro desde {formatDate(user.createdAt)}</p>
        </div>
      </Card>
      {user.role === 'DRIVER' && <OwnStats id={user.id} />}
      <Card className="mt-6">
        <ul className="divide-y divide-slate-200">
          {entries.map(({ to, label, description, Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="group flex items-center gap-4 px-5 py-4 transition-colors first:rounded-t-2xl hover:bg-slate-50 sm:px-6"
              >
                <EntryLinkContent Icon={Icon} title={label} text={description} />
              </Link>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}

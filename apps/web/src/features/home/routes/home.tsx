import { can } from '@drones/shared/permissions';
import { ArrowRight, FileCheck, ScrollText, ShieldCheck, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { EntryLinkContent } from '@/components/entry-link-content';
import { PilotDirectory } from '@/entities/pilot/pilot-directory';
import { PrivatePage } from '@/components/private-page';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useUser } from '@/lib/session';
import { ApprovalNotice } from '../components/approval-notice';
import { HomeSection } from '../components/home-section';
import { LatestSolicitations } from '../components/latest-solicitations';
import { paths } from '@/lib/paths';

function firstName(name: string) {
  return name.trim().split(/\s+/)[0] ?? name;
}

const ADMIN_PAGES: { to: string; Icon: LucideIcon; title: string; text: string }[] = [
  {
    to: paths.approvals,
    Icon: ShieldCheck,
    title: 'Aprovações',
    text: 'Contas da Defesa Civil que aguardam a sua aprovação.',
  },
  {
    to: paths.certificates,
    Icon: FileCheck,
    title: 'Certificados',
    text: 'Certificados dos droneiros para verificar ou recusar.',
  },
  {
    to: paths.audit,
    Icon: ScrollText,
    title: 'Auditoria',
    text: 'Entradas, trocas de senha, aprovações, exportações e leituras de documentos.',
  },
];

export function HomeRoute() {
  useDocumentTitle('Página principal');
  const user = useUser();
  if (!user) return null;

  const waiting = user.role === 'GOVERNMENT' && user.approvalStatus !== 'approved';

  return (
    <PrivatePage
      title={`Olá, ${firstName(user.name)}!`}
      description={<p>Boas-vindas à plataforma Drones Voluntários.</p>}
    >
      <div className="space-y-10">
        {waiting && (
          <ApprovalNotice
            userId={user.id}
            status={user.approvalStatus === 'rejected' ? 'rejected' : 'pending'}
          />
        )}
        {user.role === 'ADMIN' && (
          <ul className="grid gap-4 lg:grid-cols-2">
            {ADMIN_PAGES.map(({ to, Icon, title, text }) => (
              <li key={to}>
                <Link
                  to={to}
                  className="group flex h-full max-w-xl items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-colors hover:bg-slate-50"
                >
                  <EntryLinkContent Icon={Icon} title={title} text={text} />
                </Link>
              </li>
            ))}
          </ul>
        )}
        <HomeSection
          title="ÚLTIMAS SOLICITAÇÕES"
          link={
            <Link
              to={paths.solicitations}
              className="text-brand-700 inline-flex items-center gap-1.5 rounded-sm text-sm font-semibold underline-offset-4 hover:underline"
            >
              Ver todas as solicitações
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          }
        >
          <LatestSolicitations />
        </HomeSection>
        {/* An account awaiting approval cannot read pilots: the notice above says so. */}
        {can(user, 'pilots:read') && (
          <HomeSection title="DRONEIROS CADASTRADOS">
            <PilotDirectory pilotPath={(pilotId) => paths.driver(pilotId)} />
          </HomeSection>
        )}
      </div>
    </PrivatePage>
  );
}

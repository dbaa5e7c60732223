import { can } from '@drones/shared/permissions';
import { PrivatePage } from '@/components/private-page';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useUser } from '@/lib/session';
import { ExportButton } from '../components/export-button';
import { FinishedSolicitations } from '../components/finished-solicitations';
import { OpenSolicitations } from '../components/open-solicitations';
import { ScopeFilter, useScopeParam } from '../components/scope-filter';
import { SolicitationSearch } from '../components/solicitation-search';
import { StaffBanners } from '../components/staff-banners';
import { useSearchParam } from '@/hooks/use-search-param';

const SEARCH_DELAY_MS = 400;

/** /solicitations (and /solicitation): open requests with a search, then the finished ones. */
export function SolicitationsRoute() {
  useDocumentTitle('Solicitações');
  const user = useUser();
  const search = useSearchParam(SEARCH_DELAY_MS);
  const { scope: asked, setScope } = useScopeParam();
  if (!user) return null;
  // Only a body's members have a body's requests to tell apart.
  const scope = user.organization ? asked : undefined;

  return (
    <PrivatePage
      title="Solicitações"
      description={<p>Pedidos de apoio da Defesa Civil a droneiros voluntários.</p>}
    >
      <div className="space-y-10">
        <div className="space-y-6">
          <SolicitationSearch value={search.value} onChange={search.onChange} />
          {user.organization && <ScopeFilter scope={scope} onChange={setScope} />}
          {can(user, 'solicitations:create') && <StaffBanners />}
        </div>
        <OpenSolicitations user={user} search={search.term} scope={scope} />
        <FinishedSolicitations
          scope={scope}
          aside={can(user, 'solicitations:export') ? <ExportButton /> : undefined}
        />
      </div>
    </PrivatePage>
  );
}

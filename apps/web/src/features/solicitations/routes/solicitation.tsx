import { can } from '@drones/shared/permissions';
import type { SolicitationDetail } from '@drones/shared/solicitations';
import { CalendarDays } from 'lucide-react';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { managesRequest, useSolicitation } from '@/entities/solicitation/solicitation-api';
import { PageFrame, PageLoading } from '@/components/page-frame';
import { PrivatePage } from '@/components/private-page';
import { SectionCard } from '@/components/section-card';
import { SolicitationLoadError } from '@/entities/solicitation/solicitation-load-error';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useUser, type SessionUser } from '@/lib/session';
import { useIncomingShares } from '@/entities/organization/organization-api';
import { RequestContact } from '../components/request-contact';
import { SharesCard } from '../components/shares-card';
import { RecommendedPilots } from '../components/recommended-pilots';
import { Roster } from '../components/roster';
import { Timeline } from '../components/timeline';
import { SolicitationActions } from '../components/solicitation-actions';
import { SolicitationFacts } from '../components/solicitation-facts';
import { SolicitationPhotos } from '../components/solicitation-photos';
import { StatusBadge } from '../components/status-badge';
import { formatDateTime } from '@/lib/dates';
import { MapView } from '@/components/map/map-view';
import { solicitationMarker } from '@/entities/solicitation/solicitation-place';
import { paths } from '@/lib/paths';
import { cn } from '@/lib/utils';

/** Whether the user's body accepted to support this request of another body: it calls pilots out too. */
function useSupportingBody(solicitation: SolicitationDetail, user: SessionUser, manages: boolean) {
  const other = !manages && user.organization != null && solicitation.organization !== null;
  const shares = useIncomingShares(other);
  return (
    other &&
    (shares.data ?? []).some(
      (share) => share.solicitation.id === solicitation.id && share.status === 'accepted',
    )
  );
}

function SolicitationPage({
  solicitation,
  user,
}: {
  solicitation: SolicitationDetail;
  user: SessionUser;
}) {
  // A body's request is its members' to run (docs/design.md §12); one without a body, its creator's.
  const owner = solicitation.organization;
  const manages = managesRequest(user, solicitation);
  const supporting = useSupportingBody(solicitation, user, manages);
  const canCall = manages || supporting;
  const staff = can(user, 'pilots:read');
  const calling = staff && !solicitation.isFinished;
  // One array per answer, so the map redraws its marker only when the request changes.
  const markers = useMemo(() => {
    const marker = solicitationMarker(solicitation);
    return marker ? [marker] : [];
  }, [solicitation]);
  const createdAt = new Date(solicitation.createdAt);

  return (
    <PrivatePage
      title={solicitation.name}
      back={{ to: paths.solicitations }}
      description={
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
          <StatusBadge finished={solicitation.isFinished} />
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays className="size-4" aria-hidden="true" />
            <span>
              Criada em <time dateTime={solicitation.createdAt}>{formatDateTime(createdAt)}</time>
            </span>
          </span>
        </div>
      }
    >
      {/*
        Small screens read down: the next step and whom to call, the request, the call-out, its
        team, the place. Large ones keep the request and the call-out in the main column and the
        team beside them: either way 'Convocar' never waits below a long team (ADR 031).
      */}
      <div className="grid gap-6 lg:grid-cols-3 lg:grid-rows-[auto_auto_auto_1fr]">
        <div className="min-w-0 space-y-6 lg:col-start-3 lg:row-start-1">
          <SolicitationActions
            solicitation={solicitation}
            isCreator={manages}
            isPilot={user.role === 'DRIVER'}
          />
          <SectionCard title="Contato">
            <RequestContact solicitation={solicitation} manages={manages} />
          </SectionCard>
          {owner && manages && (
            <SectionCard title="Órgãos de apoio">
              <SharesCard
                solicitationId={solicitation.id}
                ownerId={owner.id}
                canShare={!solicitation.isFinished}
              />
            </SectionCard>
          )}
        </div>
        <div className="min-w-0 lg:col-span-2 lg:col-start-1 lg:row-start-1">
          <SectionCard title="Informações">
            <SolicitationFacts solicitation={solicitation} />
          </SectionCard>
        </div>
        {calling && (
          <div className="min-w-0 lg:col-span-2 lg:col-start-1 lg:row-start-2">
            <SectionCard title="Droneiros recomendados">
              <RecommendedPilots
                solicitationId={solicitation.id}
                requiresCapabilities={solicitation.requiredCapabilities.length > 0}
                requestMarker={markers[0] ?? null}
                canCallOut={canCall}
              />
            </SectionCard>
          </div>
        )}
        {staff && (
          <div className="min-w-0 space-y-6 lg:col-start-3 lg:row-span-3 lg:row-start-2">
            {/* The live roster is also the spec's list of contacted pilots (ADR 031). */}
            <SectionCard title="Equipe">
              <Roster
                solicitationId={solicitation.id}
                requestName={solicitation.name}
                canAccept={canCall && !solicitation.isFinished}
              />
            </SectionCard>
            <SectionCard title="Linha do tempo">
              <Timeline solicitationId={solicitation.id} />
            </SectionCard>
          </div>
        )}
        <div
          className={cn(
            'min-w-0 space-y-6 lg:col-span-2 lg:col-start-1',
            calling ? 'lg:row-start-3' : 'lg:row-start-2',
          )}
        >
          {markers.length > 0 && (
            <SectionCard title="Local no mapa">
              <MapView label="Mapa do local da solicitação" markers={markers} className="h-72" />
            </SectionCard>
          )}
          <SectionCard title="Fotos">
            <SolicitationPhotos urls={solicitation.urlsPhoto} />
          </SectionCard>
        </div>
      </div>
    </PrivatePage>
  );
}

function SolicitationLoader({ id, user }: { id: string; user: SessionUser }) {
  const solicitation = useSolicitation(id);
  useDocumentTitle(solicitation.data?.name ?? 'Solicitação');

  if (solicitation.isPending) return <PageLoading title="Solicitação" />;
  if (solicitation.isError) {
    return (
      <PageFrame>
        <SolicitationLoadError error={solicitation.error} title="Solicitação" />
      </PageFrame>
    );
  }
  return <SolicitationPage solicitation={solicitation.data} user={user} />;
}

/** /solicitations/{id}: the request, its creator's contact and, for staff, the pilots asked. */
export function SolicitationRoute() {
  const user = useUser();
  const { id = '' } = useParams();
  if (!user) return null;
  return <SolicitationLoader key={id} id={id} user={user} />;
}

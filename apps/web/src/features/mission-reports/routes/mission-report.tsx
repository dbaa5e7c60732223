import { MISSION_REPORT_NOT_FOUND, type MissionReport } from '@drones/shared/mission-reports';
import { CalendarDays } from 'lucide-react';
import { Navigate, useParams } from 'react-router';
import { DocumentLinks, numberedLinks } from '@/components/document-links';
import { PageFrame, PageLoading } from '@/components/page-frame';
import { PageMessage } from '@/components/page-message';
import { PrivatePage } from '@/components/private-page';
import { SectionCard } from '@/components/section-card';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import { LOAD_FAILURE } from '@/lib/messages';
import { useMissionReport } from '../api/get-mission-report';
import { NO_DOCUMENTS } from '../components/messages';
import { MissionReportFacts } from '../components/mission-report-facts';
import { formatDateTime } from '@/lib/dates';
import { paths } from '@/lib/paths';

function MissionReportPage({ report }: { report: MissionReport }) {
  return (
    <PrivatePage
      title={report.name}
      back={{ to: paths.solicitation(report.solicitationId), label: 'Voltar para a solicitação' }}
      description={
        <p className="inline-flex items-start gap-1.5 text-sm">
          <CalendarDays className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            Relatório da missão registrado em{' '}
            <time dateTime={report.createdAt}>{formatDateTime(report.createdAt)}</time>
          </span>
        </p>
      }
    >
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <SectionCard title="Informações">
            <MissionReportFacts report={report} />
          </SectionCard>
        </div>
        <div className="min-w-0">
          <SectionCard title="Documentos">
            <DocumentLinks
              links={numberedLinks(report.urlDocuments, 'Documento')}
              empty={NO_DOCUMENTS}
            />
          </SectionCard>
        </div>
      </div>
    </PrivatePage>
  );
}

function MissionReportLoader({ id, solicitationId }: { id: string; solicitationId: string }) {
  const report = useMissionReport(id);
  useDocumentTitle(report.data?.name ?? 'Relatório da missão');
  const back = { to: paths.solicitation(solicitationId), label: 'Voltar para a solicitação' };

  if (report.isPending) return <PageLoading title="Relatório da missão" />;
  if (report.isError) {
    const status = report.error instanceof ApiError ? report.error.statusCode : 0;
    return (
      <PageFrame>
        {status === 404 || status === 400 ? (
          <PageMessage title={MISSION_REPORT_NOT_FOUND} action={back}>
            Confira o endereço e tente novamente.
          </PageMessage>
        ) : (
          <PageMessage title="Relatório da missão" action={back}>
            {LOAD_FAILURE}
          </PageMessage>
        )}
      </PageFrame>
    );
  }
  // A report reached through another request's address moves to its own.
  if (report.data.solicitationId !== solicitationId) {
    return <Navigate to={paths.missionReport(report.data.solicitationId, id)} replace />;
  }
  return <MissionReportPage report={report.data} />;
}

/** /solicitations/{id}/mission/{missionId} (every signed-in role): the filed report. */
export function MissionReportRoute() {
  const { id = '', missionId = '' } = useParams();
  return <MissionReportLoader key={missionId} id={missionId} solicitationId={id} />;
}

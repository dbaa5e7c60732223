import { MISSION_REPORT_NOT_FOUND, type MissionReport } from '@drones/shared/mission-reports';
import { format } from 'date-fns';
import { CalendarDays } from 'lucide-react';
import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { InlineLoader } from '@/components/inline-loader';
import { PrivatePage } from '@/components/private-page';
import { Card } from '@/components/ui/card';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import { useMissionReport } from '../api/get-mission-report';
import { LOAD_FAILURE } from '../components/messages';
import { MissionDocuments } from '../components/mission-documents';
import { MissionReportFacts } from '../components/mission-report-facts';
import { PageMessage } from '../components/page-message';

const frame = 'mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 sm:py-10 lg:px-8';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-brand-700 text-sm font-bold tracking-wider uppercase">{title}</h2>
      <div className="mt-4">{children}</div>
    </Card>
  );
}

function MissionReportPage({ report }: { report: MissionReport }) {
  return (
    <PrivatePage
      title={report.name}
      back={{ to: `/solicitations/${report.solicitationId}`, label: 'Voltar para a solicitação' }}
      description={
        <p className="inline-flex items-start gap-1.5 text-sm">
          <CalendarDays className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            Relatório da missão registrado em{' '}
            <time dateTime={report.createdAt}>
              {format(new Date(report.createdAt), "dd/MM/yyyy 'às' HH:mm")}
            </time>
          </span>
        </p>
      }
    >
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <Section title="Informações">
            <MissionReportFacts report={report} />
          </Section>
        </div>
        <div className="min-w-0">
          <Section title="Documentos">
            <MissionDocuments urls={report.urlDocuments} />
          </Section>
        </div>
      </div>
    </PrivatePage>
  );
}

function MissionReportLoader({ id, solicitationId }: { id: string; solicitationId: string }) {
  const report = useMissionReport(id);
  useDocumentTitle(report.data?.name ?? 'Relatório da missão');
  const back = { to: `/solicitations/${solicitationId}`, label: 'Voltar para a solicitação' };

  if (report.isPending) {
    return (
      <div className={frame}>
        <h1 className="sr-only">Relatório da missão</h1>
        <InlineLoader />
      </div>
    );
  }
  if (report.isError) {
    const status = report.error instanceof ApiError ? report.error.statusCode : 0;
    return (
      <div className={frame}>
        {status === 404 || status === 400 ? (
          <PageMessage title={MISSION_REPORT_NOT_FOUND} action={back}>
            Confira o endereço e tente novamente.
          </PageMessage>
        ) : (
          <PageMessage title="Relatório da missão" action={back}>
            {LOAD_FAILURE}
          </PageMessage>
        )}
      </div>
    );
  }
  // A report reached through another request's address moves to its own.
  if (report.data.solicitationId !== solicitationId) {
    return <Navigate to={`/solicitations/${report.data.solicitationId}/mission/${id}`} replace />;
  }
  return <MissionReportPage report={report.data} />;
}

/** /solicitations/{id}/mission/{missionId} (every signed-in role): the filed report. */
export function MissionReportRoute() {
  const { id = '', missionId = '' } = useParams();
  return <MissionReportLoader key={missionId} id={missionId} solicitationId={id} />;
}

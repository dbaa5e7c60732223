import type { SolicitationDetail } from '@drones/shared/solicitations';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import {
  invalidateSolicitations,
  managesRequest,
  useSolicitation,
} from '@/entities/solicitation/solicitation-api';
import { PageFrame, PageLoading } from '@/components/page-frame';
import { PageMessage } from '@/components/page-message';
import { PrivatePage } from '@/components/private-page';
import { SolicitationLoadError } from '@/entities/solicitation/solicitation-load-error';
import { Card } from '@/components/ui/card';
import { toast } from '@/hooks/use-toast';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import {
  REGISTER_FAILURE,
  REGISTERED,
  toastFailure,
  toastSuccess,
  WAITING_FOR_CONNECTION,
} from '@/lib/messages';
import { useUser, type SessionUser } from '@/lib/session';
import { useCreateMissionReport } from '../api/create-mission-report';
import { NOT_CREATOR, REPORT_WAITING } from '../components/messages';
import { MissionReportForm } from '../components/mission-report-form';
import { paths } from '@/lib/paths';

const TITLE = 'Relatório da missão';

/** The form, or why this user cannot file the report of this request. */
function ReportBody({
  solicitation,
  user,
}: {
  solicitation: SolicitationDetail;
  user: SessionUser;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const createMissionReport = useCreateMissionReport();

  if (solicitation.isFinished) {
    return (
      <PageMessage
        level={2}
        title="Solicitação finalizada"
        action={
          solicitation.missionReportId
            ? {
                to: paths.missionReport(solicitation.id, solicitation.missionReportId),
                label: 'Ver o relatório da missão',
              }
            : undefined
        }
      >
        O relatório desta missão já foi registrado.
      </PageMessage>
    );
  }
  if (!managesRequest(user, solicitation)) {
    return (
      <PageMessage
        level={2}
        title="Acesso restrito"
        action={{ to: paths.solicitation(solicitation.id), label: 'Ver a solicitação' }}
      >
        {NOT_CREATOR}
      </PageMessage>
    );
  }
  return (
    <Card className="p-5 sm:p-8">
      <MissionReportForm
        pending={createMissionReport.isPending}
        onSave={async ({ fields, documents, onProgress }) => {
          let outcome;
          try {
            outcome = await createMissionReport.mutateAsync({
              fields: { ...fields, solicitationId: solicitation.id, userId: user.id },
              documents,
              onProgress,
            });
          } catch (error) {
            if (
              error instanceof ApiError &&
              (error.statusCode === 403 || error.statusCode === 409)
            ) {
              // Not the creator, or the report was filed meanwhile: the server says which.
              toast({ title: error.message, variant: 'destructive' });
              if (error.statusCode === 409) void invalidateSolicitations(queryClient);
            } else {
              toastFailure(REGISTER_FAILURE, error);
            }
            throw error;
          }
          if (outcome === 'waiting') {
            toast({ title: WAITING_FOR_CONNECTION, description: REPORT_WAITING });
          } else {
            toastSuccess(REGISTERED);
          }
          navigate(paths.solicitations);
        }}
      />
    </Card>
  );
}

function ReportLoader({ id, user }: { id: string; user: SessionUser }) {
  const solicitation = useSolicitation(id);
  useDocumentTitle(TITLE);

  if (solicitation.isPending) return <PageLoading size="md" title={TITLE} />;
  if (solicitation.isError) {
    return (
      <PageFrame size="md">
        <SolicitationLoadError error={solicitation.error} title={TITLE} />
      </PageFrame>
    );
  }

  const { data } = solicitation;
  return (
    <PrivatePage
      size="md"
      title={TITLE}
      back={{ to: paths.solicitation(data.id), label: 'Voltar para a solicitação' }}
      description={
        <p className="break-words">
          Solicitação: <strong className="font-semibold text-slate-900">{data.name}</strong>
        </p>
      }
    >
      <ReportBody solicitation={data} user={user} />
    </PrivatePage>
  );
}

/** /solicitations/{id}/mission (GOVERNMENT and ADMIN): the request's creator files its report. */
export function MissionReportCreateRoute() {
  const user = useUser();
  const { id = '' } = useParams();
  if (!user) return null;
  return <ReportLoader key={id} id={id} user={user} />;
}

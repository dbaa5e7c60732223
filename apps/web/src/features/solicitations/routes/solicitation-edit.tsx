import type { SolicitationDetail } from '@drones/shared/solicitations';
import { useNavigate, useParams } from 'react-router';
import { useMunicipality } from '@/entities/place/municipality-api';
import { municipalityLabel } from '@/entities/place/municipality-label';
import { useSolicitation } from '@/entities/solicitation/solicitation-api';
import { InlineLoader } from '@/components/inline-loader';
import { PageMessage } from '@/components/page-message';
import { PrivatePage } from '@/components/private-page';
import { Card } from '@/components/ui/card';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import { LOAD_FAILURE, toastFailure, toastSuccess, UPDATE_FAILURE, UPDATED } from '@/lib/messages';
import { useUser } from '@/lib/session';
import { useUpdateSolicitation } from '../api/update-solicitation';
import { SolicitationForm } from '../components/solicitation-form';
import { paths } from '@/lib/paths';

function EditForm({ solicitation }: { solicitation: SolicitationDetail }) {
  const navigate = useNavigate();
  const updateSolicitation = useUpdateSolicitation();
  const { id, name, description, place, date, hour, necessary_resources, mission_details } =
    solicitation;
  const { urgency } = solicitation;
  const { municipalityCode, uf, latitude, longitude, requiredCapabilities } = solicitation;
  // The answer names the municipality by code and UF: its name is looked up to show it.
  const named = useMunicipality(municipalityCode);
  if (municipalityCode != null && named.isPending) return <InlineLoader />;
  const municipality =
    municipalityCode != null && uf
      ? { code: municipalityCode, name: named.data?.name ?? '', uf }
      : null;

  return (
    <Card className="p-5 sm:p-8">
      <SolicitationForm
        defaultValues={{
          name,
          description,
          place,
          date: date ?? '',
          hour,
          necessary_resources,
          mission_details,
          urgency,
          observation: solicitation.observation ?? '',
          // Without the name (the look-up failed) the field starts empty and keeps the
          // municipality, with its point, until another is chosen.
          municipalityText: named.data ? municipalityLabel(named.data) : '',
          municipality,
          latitude,
          longitude,
          requiredCapabilities,
        }}
        savedPhotos={solicitation.urlsPhoto}
        submitLabel="Salvar alterações"
        pending={updateSolicitation.isPending}
        onSave={async (save) => {
          try {
            await updateSolicitation.mutateAsync({ id, ...save });
          } catch (error) {
            toastFailure(UPDATE_FAILURE, error);
            throw error;
          }
          toastSuccess(UPDATED);
          navigate(paths.solicitation(id));
        }}
      />
    </Card>
  );
}

function EditSolicitation({ id, userId }: { id: string; userId: string }) {
  const solicitation = useSolicitation(id);

  if (solicitation.isPending) return <InlineLoader />;
  if (solicitation.isError) {
    const notFound =
      solicitation.error instanceof ApiError && solicitation.error.statusCode === 404;
    return notFound ? (
      <PageMessage level={2} title="Solicitação não encontrada">
        Ela pode ter sido removida. Confira o endereço e tente novamente.
      </PageMessage>
    ) : (
      <PageMessage level={2} title="Não foi possível abrir a solicitação">
        {LOAD_FAILURE}
      </PageMessage>
    );
  }
  if (solicitation.data.userId !== userId) {
    return (
      <PageMessage level={2} title="Edição não permitida">
        Somente quem criou a solicitação pode alterá-la.
      </PageMessage>
    );
  }
  if (solicitation.data.isFinished) {
    return (
      <PageMessage level={2} title="Solicitação finalizada">
        A solicitação finalizada não pode ser alterada.
      </PageMessage>
    );
  }
  return <EditForm solicitation={solicitation.data} />;
}

/** /solicitations/{id}/edit: the creator changes an open request and its photos. */
export function SolicitationEditRoute() {
  useDocumentTitle('Editar a solicitação');
  const user = useUser();
  const { id = '' } = useParams();
  if (!user) return null;

  return (
    <PrivatePage size="md" title="Editar a solicitação" back={{ to: paths.solicitation(id) }}>
      <EditSolicitation key={id} id={id} userId={user.id} />
    </PrivatePage>
  );
}

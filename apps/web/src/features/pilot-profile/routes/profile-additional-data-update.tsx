import { useNavigate, useParams } from 'react-router';
import { InlineLoader } from '@/components/inline-loader';
import { PrivatePage } from '@/components/private-page';
import { Card } from '@/components/ui/card';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import { LOAD_FAILURE } from '@/lib/messages';
import { useUser } from '@/lib/session';
import { useAdditionalData } from '../api/get-additional-data';
import { usePilotProfile } from '@/entities/pilot/get-pilot-profile';
import { AdditionalDataUpdateForm } from '../components/additional-data-update-form';
import { paths } from '@/lib/paths';

function UpdateContent({ userId, additionalDataId }: { userId: string; additionalDataId: string }) {
  const navigate = useNavigate();
  const additionalData = useAdditionalData(additionalDataId);
  const profile = usePilotProfile(userId);

  if (additionalData.isPending || profile.isPending) return <InlineLoader />;
  if (additionalData.isError || profile.isError) {
    const notFound =
      additionalData.error instanceof ApiError && additionalData.error.statusCode === 404;
    return (
      <p role="alert" className="text-red-700">
        {notFound ? 'Dados adicionais não encontrados.' : LOAD_FAILURE}
      </p>
    );
  }
  return (
    <AdditionalDataUpdateForm
      userId={userId}
      additionalData={additionalData.data}
      disponibility={profile.data.disponibility ?? additionalData.data.disponibility}
      onDone={() => navigate(paths.profileUser(userId))}
    />
  );
}

export function ProfileAdditionalDataUpdateRoute() {
  useDocumentTitle('Atualizar mais dados');
  const user = useUser();
  const { additionalDataId = '' } = useParams();
  if (!user) return null;

  return (
    <PrivatePage
      size="md"
      title="Atualizar mais dados"
      back={{ to: paths.profileUser(user.id) }}
      description={<p>Suas habilidades, disponibilidade e certificados.</p>}
    >
      <Card className="p-6 sm:p-8">
        <UpdateContent
          key={additionalDataId}
          userId={user.id}
          additionalDataId={additionalDataId}
        />
      </Card>
    </PrivatePage>
  );
}

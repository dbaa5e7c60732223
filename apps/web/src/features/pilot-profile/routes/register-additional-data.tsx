import { useNavigate } from 'react-router';
import { InlineLoader } from '@/components/inline-loader';
import { LoadFailure } from '@/components/load-failure';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { usePilotProfile } from '@/entities/pilot/get-pilot-profile';
import { AdditionalDataCreateForm } from '../components/additional-data-create-form';
import { RegistrationStepPage } from '@/components/registration-step-page';
import { paths } from '@/lib/paths';

/** The step reads what the pilot recorded, so coming back to it shows (and changes) his data. */
function AdditionalDataStep({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const profile = usePilotProfile(userId);
  if (profile.isPending) return <InlineLoader />;
  if (profile.isError) return <LoadFailure onRetry={() => void profile.refetch()} />;
  return (
    <AdditionalDataCreateForm
      userId={userId}
      recorded={profile.data.additionalData}
      skippable
      submitLabel="Salvar e continuar"
      onDone={() => navigate(paths.registerChoice(userId))}
    />
  );
}

export function RegisterAdditionalDataRoute() {
  useDocumentTitle('Cadastro: dados adicionais');
  return (
    <RegistrationStepPage
      step={3}
      title="Dados adicionais"
      description={
        <p>
          Conte o que você sabe fazer e até onde pode ir: isso ajuda a Defesa Civil a chamar o
          piloto certo para cada missão.
        </p>
      }
    >
      {(userId) => <AdditionalDataStep userId={userId} />}
    </RegistrationStepPage>
  );
}

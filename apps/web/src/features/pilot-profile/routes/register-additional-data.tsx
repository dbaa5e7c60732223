import { useNavigate } from 'react-router';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { AdditionalDataCreateForm } from '../components/additional-data-create-form';
import { RegistrationStepPage } from '@/components/registration-step-page';
import { paths } from '@/lib/paths';

export function RegisterAdditionalDataRoute() {
  useDocumentTitle('Cadastro: dados adicionais');
  const navigate = useNavigate();
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
      {(userId) => (
        <AdditionalDataCreateForm
          userId={userId}
          skippable
          submitLabel="Salvar e continuar"
          onDone={() => navigate(paths.registerChoice(userId))}
        />
      )}
    </RegistrationStepPage>
  );
}

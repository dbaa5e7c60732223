import { useNavigate } from 'react-router';
import { PrivatePage } from '@/components/private-page';
import { Card } from '@/components/ui/card';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useUser } from '@/lib/session';
import { AdditionalDataCreateForm } from '../components/additional-data-create-form';
import { paths } from '@/lib/paths';

export function ProfileAdditionalDataCreateRoute() {
  useDocumentTitle('Cadastrar mais dados');
  const user = useUser();
  const navigate = useNavigate();
  if (!user) return null;

  return (
    <PrivatePage
      size="md"
      title="Cadastrar mais dados"
      back={{ to: paths.profileUser(user.id) }}
      description={<p>Suas habilidades, área de atuação, raio de atuação e certificados.</p>}
    >
      <Card className="p-6 sm:p-8">
        <AdditionalDataCreateForm
          userId={user.id}
          submitLabel="Salvar"
          onDone={() => navigate(paths.profileUser(user.id))}
        />
      </Card>
    </PrivatePage>
  );
}

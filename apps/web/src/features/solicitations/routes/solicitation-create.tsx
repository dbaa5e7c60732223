import { can } from '@drones/shared/permissions';
import { useNavigate } from 'react-router';
import { PageMessage } from '@/components/page-message';
import { PrivatePage } from '@/components/private-page';
import { Card } from '@/components/ui/card';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { REGISTER_FAILURE, REGISTERED, toastFailure, toastSuccess } from '@/lib/messages';
import { useUser } from '@/lib/session';
import { useCreateSolicitation } from '../api/create-solicitation';
import { SolicitationForm } from '../components/solicitation-form';
import { paths } from '@/lib/paths';

/** /solicitations/new (GOVERNMENT and ADMIN; an approved account): a new request, then its page. */
export function SolicitationCreateRoute() {
  useDocumentTitle('Nova solicitação');
  const navigate = useNavigate();
  const createSolicitation = useCreateSolicitation();
  const user = useUser();
  if (!user) return null;

  return (
    <PrivatePage
      size="md"
      title="Nova solicitação"
      back={{ to: paths.solicitations }}
      description={<p>Descreva a situação para que os droneiros voluntários possam ajudar.</p>}
    >
      {can(user, 'solicitations:create') ? (
        <Card className="p-5 sm:p-8">
          <SolicitationForm
            submitLabel="Registrar solicitação"
            pending={createSolicitation.isPending}
            onSave={async ({ fields, photos, onProgress }) => {
              let created;
              try {
                created = await createSolicitation.mutateAsync({ fields, photos, onProgress });
              } catch (error) {
                toastFailure(REGISTER_FAILURE, error);
                throw error;
              }
              toastSuccess(REGISTERED);
              navigate(paths.solicitation(created.id));
            }}
          />
        </Card>
      ) : (
        <PageMessage level={2} title="Conta aguardando aprovação">
          Um administrador precisa aprovar a sua conta da Defesa Civil antes que você possa criar
          solicitações.
        </PageMessage>
      )}
    </PrivatePage>
  );
}

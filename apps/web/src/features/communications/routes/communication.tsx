import { can } from '@drones/shared/permissions';
import { Mail } from 'lucide-react';
import { useNavigate } from 'react-router';
import { PageMessage } from '@/components/page-message';
import { PrivatePage } from '@/components/private-page';
import { Card } from '@/components/ui/card';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { toastFailure, toastSuccess } from '@/lib/messages';
import { useUser } from '@/lib/session';
import { useSendCommunication } from '../api/send-communication';
import { CommunicationForm } from '../components/communication-form';
import { SEND_FAILURE, SENT } from '../components/messages';
import { paths } from '@/lib/paths';

const TITLE = 'Enviar comunicado';

/** /comunication (GOVERNMENT and ADMIN; an approved account): a broadcast to every pilot. */
export function CommunicationRoute() {
  useDocumentTitle(TITLE);
  const navigate = useNavigate();
  const sendCommunication = useSendCommunication();
  const user = useUser();
  if (!user) return null;

  return (
    <PrivatePage
      size="md"
      title={TITLE}
      back={{ to: paths.solicitations }}
      description={
        <p className="flex items-start gap-2">
          <Mail className="text-brand-600 mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <span>
            O comunicado é enviado por e-mail a todos os droneiros cadastrados na plataforma, ou só
            aos de uma área.
          </span>
        </p>
      }
    >
      {can(user, 'communications:send') ? (
        <Card className="p-5 sm:p-8">
          <CommunicationForm
            pending={sendCommunication.isPending}
            onSend={async (fields) => {
              try {
                await sendCommunication.mutateAsync({
                  ...fields,
                  observation: fields.observation || undefined,
                  userId: user.id,
                });
              } catch (error) {
                toastFailure(SEND_FAILURE, error);
                throw error;
              }
              toastSuccess(SENT);
              navigate(paths.solicitations);
            }}
          />
        </Card>
      ) : (
        <PageMessage level={2} title="Conta aguardando aprovação">
          Um administrador precisa aprovar a sua conta da Defesa Civil antes que você possa enviar
          comunicados.
        </PageMessage>
      )}
    </PrivatePage>
  );
}

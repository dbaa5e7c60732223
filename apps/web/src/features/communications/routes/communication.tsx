import { can } from '@drones/shared/permissions';
import { Mail } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { PrivatePage } from '@/components/private-page';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useUser } from '@/lib/session';
import { useSendCommunication } from '../api/send-communication';
import { CommunicationForm } from '../components/communication-form';
import { toastSendFailure, toastSent } from '../components/messages';

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
      back={{ to: '/solicitations' }}
      description={
        <p className="flex items-start gap-2">
          <Mail className="text-brand-600 mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <span>
            O comunicado é enviado por e-mail a todos os droneiros cadastrados na plataforma.
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
                toastSendFailure(error);
                throw error;
              }
              toastSent();
              navigate('/solicitations');
            }}
          />
        </Card>
      ) : (
        <Card className="px-6 py-10 text-center">
          <h2 className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
            Conta aguardando aprovação
          </h2>
          <p role="alert" className="mx-auto mt-2 max-w-md text-slate-600">
            Um administrador precisa aprovar a sua conta da Defesa Civil antes que você possa enviar
            comunicados.
          </p>
          <Link
            to="/solicitations"
            className={buttonVariants({ variant: 'outline', className: 'mt-6' })}
          >
            Ver as solicitações
          </Link>
        </Card>
      )}
    </PrivatePage>
  );
}

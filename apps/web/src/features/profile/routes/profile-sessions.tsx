import { LogOut, MonitorSmartphone } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { InlineLoader } from '@/components/inline-loader';
import { LoadFailure } from '@/components/load-failure';
import { PrivatePage } from '@/components/private-page';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { formatDateTime } from '@/lib/dates';
import { toastFailure, toastSuccess } from '@/lib/messages';
import { paths } from '@/lib/paths';
import { useUser } from '@/lib/session';
import { useEndOtherSessions, useSessions } from '../api/sessions';
import { deviceLabel } from '../components/device-label';

const ENDED = 'As outras sessões foram encerradas.';
const END_FAILURE = 'Não foi possível encerrar as outras sessões, tente novamente mais tarde.';

/** /perfil/{id}/sessoes: where the account is open, and a way to close it everywhere else. */
export function ProfileSessionsRoute() {
  useDocumentTitle('Sessões ativas');
  const user = useUser();
  const sessions = useSessions();
  const endOthers = useEndOtherSessions();
  const [asking, setAsking] = useState(false);
  if (!user) return null;

  const others = sessions.data?.filter((session) => !session.current).length ?? 0;
  const confirm = async () => {
    try {
      await endOthers.mutateAsync();
      toastSuccess(ENDED);
    } catch (error) {
      toastFailure(END_FAILURE, error);
    }
    setAsking(false);
  };

  return (
    <PrivatePage
      size="md"
      title="Sessões ativas"
      back={{ to: paths.profile(user.id) }}
      description={
        <p>
          Os aparelhos em que sua conta está aberta. Se algum não for seu, encerre as outras sessões
          e troque a senha.
        </p>
      }
    >
      <Card className="p-5 sm:p-6">
        {sessions.isPending ? (
          <InlineLoader />
        ) : sessions.isError ? (
          <LoadFailure onRetry={() => void sessions.refetch()} />
        ) : (
          <>
            <ul className="divide-y divide-slate-200">
              {sessions.data.map((session) => (
                <li key={session.id} className="flex items-start gap-4 py-4 first:pt-0">
                  <span className="bg-brand-50 text-brand-600 flex size-11 shrink-0 items-center justify-center rounded-xl">
                    <MonitorSmartphone className="size-5" aria-hidden="true" />
                  </span>
                  <div className="min-w-0">
                    <p className="font-semibold text-slate-900">
                      {deviceLabel(session.userAgent)}
                      {session.current && (
                        <span className="bg-brand-50 text-brand-700 ml-2 rounded-full px-2 py-0.5 text-xs font-bold">
                          Esta sessão
                        </span>
                      )}
                    </p>
                    <p className="text-sm text-slate-600">
                      Último uso em {formatDateTime(session.lastUsedAt)} · aberta em{' '}
                      {formatDateTime(session.createdAt)}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
            <div className="mt-4 flex justify-end border-t border-slate-200 pt-4">
              <Button
                variant="outline"
                disabled={others === 0}
                onClick={() => setAsking(true)}
                className="w-full sm:w-auto"
              >
                <LogOut aria-hidden="true" />
                Encerrar as outras sessões
              </Button>
            </div>
          </>
        )}
      </Card>
      <ConfirmDialog
        open={asking}
        title="Encerrar as outras sessões?"
        description={`Sua conta será fechada em ${others === 1 ? 'outro aparelho' : `${others} outros aparelhos`}; esta sessão continua aberta.`}
        confirmLabel="Encerrar"
        pending={endOthers.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </PrivatePage>
  );
}

import {
  INVITATION_NOT_FOUND,
  SOLICITATION_CANCELLED,
  SOLICITATION_FINISHED,
  type Invitation,
} from '@drones/shared/invitations';
import { missionTime } from '@drones/shared/mission-time';
import { Check, RotateCw, X } from 'lucide-react';
import { useParams, useSearchParams } from 'react-router';
import { EmailLink, PhoneLink } from '@/components/contact-links';
import { FactList } from '@/components/fact';
import { FormPage } from '@/components/form-page';
import { PageLoader } from '@/components/page-loader';
import { Button } from '@/components/ui/button';
import { UrgencyBadge } from '@/entities/solicitation/solicitation-card';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import { LOAD_FAILURE, toastFailure, toastSuccess } from '@/lib/messages';
import { useAnswerInvitation, useInvitation, type InvitationLink } from '../api/invitation';
import { ANSWER_FAILURE, ANSWERED, STANDING } from '@/entities/invitation/standing';
import { formatDateTime } from '@/lib/dates';
import { InvitationMessage } from '@/entities/invitation/invitation-message';
import { TermsNotice } from '@/entities/invitation/terms-notice';

const TITLE = 'Convite da Defesa Civil';

function Summary({ invitation }: { invitation: Invitation }) {
  const { solicitation } = invitation;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-lg font-semibold text-slate-900">{solicitation.name}</h2>
        <UrgencyBadge urgency={solicitation.urgency} />
      </div>
      <FactList
        className="gap-4"
        facts={[
          { label: 'Local', value: solicitation.place },
          { label: 'Horário', value: missionTime(solicitation.date, solicitation.hour) },
          { label: 'Descrição', value: solicitation.description, wide: true },
          {
            label: 'Quem chama',
            value: (
              <>
                <span className="block">{solicitation.creator.name}</span>
                <span className="mt-1 flex flex-col gap-1">
                  {solicitation.creator.phone && <PhoneLink phone={solicitation.creator.phone} />}
                  {solicitation.creator.email && <EmailLink email={solicitation.creator.email} />}
                </span>
              </>
            ),
            wide: true,
          },
        ]}
      />
      {invitation.message && (
        <InvitationMessage message={invitation.message} from={solicitation.creator.name} />
      )}
    </div>
  );
}

/** A removed request: its name, and that the pilot need not go (ADR 031). */
function Cancelled({ invitation }: { invitation: Invitation }) {
  const { solicitation, cancelledAt } = invitation;
  return (
    <FormPage title={SOLICITATION_CANCELLED}>
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-lg font-semibold text-slate-900">{solicitation.name}</h2>
        <UrgencyBadge urgency={solicitation.urgency} />
      </div>
      <p role="status" className="mt-4 text-slate-700">
        Quem criou esta solicitação a cancelou em{' '}
        <time dateTime={cancelledAt!}>{formatDateTime(cancelledAt!)}</time>. Não é preciso ir ao
        local, e este convite não precisa mais de resposta.
      </p>
    </FormPage>
  );
}

/**
 * The answer, confirmed with one button: the one the e-mail's link chose comes first, the other
 * stays a tap away. Nothing is sent until the pilot presses one (a mail scanner opening the link
 * answers nothing).
 */
function Answer({ link, invitation }: { link: InvitationLink; invitation: Invitation }) {
  const [search] = useSearchParams();
  const answer = useAnswerInvitation(link);
  const prefersNo = search.get('resposta') === 'nao';

  const send = (choice: 'accept' | 'decline') =>
    answer.mutate(choice, {
      onSuccess: ({ status }) => toastSuccess(ANSWERED[status]),
      onError: (error) => toastFailure(ANSWER_FAILURE, error),
    });
  const button = (choice: 'accept' | 'decline') => (
    <Button
      key={choice}
      size="lg"
      variant={(choice === 'decline') === prefersNo ? 'default' : 'outline'}
      className="w-full"
      disabled={answer.isPending}
      onClick={() => send(choice)}
    >
      {choice === 'accept' ? <Check aria-hidden="true" /> : <X aria-hidden="true" />}
      {choice === 'accept' ? 'Vou participar' : 'Não posso'}
    </Button>
  );
  const order = prefersNo ? (['decline', 'accept'] as const) : (['accept', 'decline'] as const);
  return (
    <div className="mt-8 border-t border-slate-200 pt-6">
      <p role="status" className="font-medium text-slate-900">
        {STANDING[invitation.status]}
      </p>
      <p className="mt-1 text-sm text-slate-600">
        Confirme a sua resposta; você pode mudá-la enquanto a solicitação estiver aberta.
      </p>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">{order.map(button)}</div>
      <div className="mt-4">
        <TermsNotice invitation={invitation} />
      </div>
    </div>
  );
}

function InvitationContent({ link }: { link: InvitationLink }) {
  const invitation = useInvitation(link);
  if (invitation.isPending) return <PageLoader />;
  if (invitation.isError) {
    if (invitation.error instanceof ApiError && invitation.error.statusCode === 404) {
      return (
        <FormPage title={INVITATION_NOT_FOUND}>
          <p role="alert" className="text-slate-700">
            Este link de convite não é válido. Confira se ele foi copiado inteiro do e-mail.
          </p>
        </FormPage>
      );
    }
    return (
      <FormPage title={TITLE}>
        <p role="alert" className="text-slate-700">
          {LOAD_FAILURE}
        </p>
        <Button size="lg" className="mt-6 w-full" onClick={() => void invitation.refetch()}>
          <RotateCw aria-hidden="true" />
          Tentar novamente
        </Button>
      </FormPage>
    );
  }
  if (invitation.data.cancelledAt) return <Cancelled invitation={invitation.data} />;
  const finished = invitation.data.solicitation.isFinished;
  return (
    <FormPage title={TITLE} size="lg">
      <Summary invitation={invitation.data} />
      {finished ? (
        <p role="status" className="mt-8 border-t border-slate-200 pt-6 font-medium text-slate-900">
          {SOLICITATION_FINISHED}
        </p>
      ) : (
        <Answer link={link} invitation={invitation.data} />
      )}
    </FormPage>
  );
}

/** `/convite/{id}/{token}`: an invitation opened from its e-mail, answered without signing in. */
export function InvitationRoute() {
  useDocumentTitle(TITLE);
  const { id = '', token = '' } = useParams();
  return <InvitationContent key={`${id}/${token}`} link={{ id, token }} />;
}

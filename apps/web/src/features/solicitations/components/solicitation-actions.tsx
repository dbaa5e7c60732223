import type { SolicitationDetail } from '@drones/shared/solicitations';
import { ClipboardCheck, FileText, HandHelping, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '@/components/ui/button';
import { toastFailure, toastSuccess } from '@/lib/messages';
import { InlineLoader } from '@/components/inline-loader';
import { InvitationAnswer } from '@/entities/invitation/invitation-answer';
import { InvitationMessage } from '@/entities/invitation/invitation-message';
import { useMyInvitationTo } from '@/entities/invitation/invitation-api';
import { useVolunteer } from '../api/roster';
import { paths } from '@/lib/paths';

const fullWidth = 'w-full whitespace-normal text-center';

interface SolicitationActionsProps {
  solicitation: SolicitationDetail;
  isCreator: boolean;
  /** A pilot may offer himself for an open request. */
  isPilot: boolean;
}

export const VOLUNTEERED = 'Você se ofereceu. Quem criou a solicitação foi avisado por e-mail.';
export const CONFIRMED = 'Você confirmou a sua participação.';

/** 'Quero participar': the pilot offers himself; invited, he confirms he is coming. */
function VolunteerButton({ solicitationId }: { solicitationId: string }) {
  const volunteer = useVolunteer(solicitationId);
  const [done, setDone] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-2">
      <Button
        size="lg"
        className={fullWidth}
        disabled={volunteer.isPending || done !== null}
        onClick={() =>
          volunteer.mutate(undefined, {
            onSuccess: ({ status }) => {
              const message = status === 'volunteered' ? VOLUNTEERED : CONFIRMED;
              setDone(message);
              toastSuccess(message);
            },
            onError: (error) => toastFailure('Não foi possível registrar a sua oferta.', error),
          })
        }
      >
        <HandHelping aria-hidden="true" />
        Quero participar
      </Button>
      {done && (
        <p role="status" className="text-sm text-slate-700">
          {done}
        </p>
      )}
    </div>
  );
}

/**
 * The pilot's part in an open request: invited (or having offered himself), where he stands and
 * his answer, as in his inbox; otherwise 'Quero participar'.
 */
function PilotParticipation({ solicitationId }: { solicitationId: string }) {
  const invitation = useMyInvitationTo(solicitationId);
  if (invitation.isPending) return <InlineLoader />;
  // Unread (offline with nothing kept, say), the offer still works: invited, it is his yes.
  if (!invitation.data) {
    return <VolunteerButton solicitationId={solicitationId} />;
  }
  return (
    <section
      aria-label="Seu convite"
      className="space-y-2 rounded-2xl border border-slate-200 bg-white p-4"
    >
      <h2 className="font-semibold text-slate-900">Seu convite</h2>
      {invitation.data.message && (
        <InvitationMessage
          message={invitation.data.message}
          from={invitation.data.solicitation.creator.name}
        />
      )}
      <InvitationAnswer invitation={invitation.data} />
    </section>
  );
}

/** What can be done next: read the report of a finished request, or (its creator) file it or edit. */
export function SolicitationActions({
  solicitation,
  isCreator,
  isPilot,
}: SolicitationActionsProps) {
  const base = paths.solicitation(solicitation.id);
  if (solicitation.isFinished && solicitation.missionReportId) {
    return (
      <div>
        <Link
          to={`${base}/mission/${solicitation.missionReportId}`}
          className={buttonVariants({ className: fullWidth })}
        >
          <FileText aria-hidden="true" />
          Ver o relatório da missão
        </Link>
      </div>
    );
  }
  if (!solicitation.isFinished && isPilot) {
    return <PilotParticipation solicitationId={solicitation.id} />;
  }
  if (solicitation.isFinished || !isCreator) return null;
  return (
    <div className="flex flex-col gap-2">
      <Link to={`${base}/mission`} className={buttonVariants({ className: fullWidth })}>
        <ClipboardCheck aria-hidden="true" />
        Fazer o relatório da missão
      </Link>
      <Link
        to={`${base}/edit`}
        className={buttonVariants({ variant: 'outline', className: fullWidth })}
      >
        <Pencil aria-hidden="true" />
        Editar a solicitação
      </Link>
    </div>
  );
}

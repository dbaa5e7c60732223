import type { IncomingShare, ShareStatus } from '@drones/shared/organizations';
import { Link } from 'react-router';
import { LoadFailure } from '@/components/load-failure';
import { PageLoader } from '@/components/page-loader';
import { useDecideShare, useIncomingShares } from '@/entities/organization/organization-api';
import { UrgencyBadge } from '@/entities/solicitation/solicitation-card';
import { toastFailure, toastSuccess, UPDATE_FAILURE } from '@/lib/messages';
import { paths } from '@/lib/paths';
import { DecisionButtons } from './decision-buttons';

export const NO_INCOMING = 'Nenhum pedido de apoio de outros órgãos.';

const DECIDED: Record<Exclude<ShareStatus, 'pending'>, string> = {
  accepted: 'Pedido de apoio aceito. A solicitação está em Compartilhadas.',
  declined: 'Pedido de apoio recusado.',
};

/**
 * 'Pedidos de apoio de outros órgãos': what other bodies asked this one to support. Its
 * coordinators accept or decline; an accepted request opens like the body's own.
 */
export function IncomingShares({ coordinator }: { coordinator: boolean }) {
  const shares = useIncomingShares();
  const decide = useDecideShare();

  if (shares.isPending) return <PageLoader />;
  if (shares.isError) return <LoadFailure onRetry={() => void shares.refetch()} />;
  const open = shares.data.filter((share) => share.status !== 'declined');
  if (open.length === 0) return <p className="text-slate-600">{NO_INCOMING}</p>;

  const send = async (share: IncomingShare, status: 'accepted' | 'declined') => {
    try {
      await decide.mutateAsync({
        solicitationId: share.solicitation.id,
        organizationId: share.organizationId,
        status,
      });
      toastSuccess(DECIDED[status]);
    } catch (error) {
      toastFailure(UPDATE_FAILURE, error);
    }
  };

  return (
    <ul className="divide-y divide-slate-200">
      {open.map((share) => {
        const headingId = `apoio-${share.solicitation.id}`;
        return (
          <li
            key={share.solicitation.id}
            className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center"
          >
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-2">
                <UrgencyBadge urgency={share.solicitation.urgency} />
                <h3 id={headingId} className="font-semibold break-words text-slate-900">
                  {share.status === 'accepted' ? (
                    <Link
                      to={paths.solicitation(share.solicitation.id)}
                      className="text-brand-700 underline underline-offset-2"
                    >
                      {share.solicitation.name}
                    </Link>
                  ) : (
                    share.solicitation.name
                  )}
                </h3>
              </div>
              {share.message && (
                <p className="mt-1 text-sm break-words text-slate-700">{share.message}</p>
              )}
              {share.status === 'accepted' && <p className="mt-1 text-sm text-slate-600">Aceito</p>}
            </div>
            {coordinator && share.status === 'pending' && (
              <DecisionButtons
                acceptLabel="Aceitar"
                headingId={headingId}
                disabled={decide.isPending}
                onDecide={(accepted) => void send(share, accepted ? 'accepted' : 'declined')}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}

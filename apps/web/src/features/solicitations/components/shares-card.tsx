import type { ShareStatus } from '@drones/shared/organizations';
import { Share2 } from 'lucide-react';
import { useState } from 'react';
import { LoadFailure } from '@/components/load-failure';
import { InlineLoader } from '@/components/inline-loader';
import { Button } from '@/components/ui/button';
import { useRequestShares } from '@/entities/organization/organization-api';
import { ShareDialog } from './share-dialog';

export const shareStatusLabels: Record<ShareStatus, string> = {
  pending: 'Aguardando resposta',
  accepted: 'Aceito',
  declined: 'Recusado',
};

/** The bodies asked to support the request, and 'Compartilhar com outro órgão' for its members. */
export function SharesCard({
  solicitationId,
  ownerId,
  canShare,
}: {
  solicitationId: string;
  ownerId: string;
  canShare: boolean;
}) {
  const shares = useRequestShares(solicitationId, true);
  const [sharing, setSharing] = useState(false);

  let list;
  if (shares.isPending) list = <InlineLoader />;
  else if (shares.isError) list = <LoadFailure onRetry={() => void shares.refetch()} />;
  else if (shares.data.length === 0) {
    list = <p className="text-slate-600">Nenhum outro órgão convidado.</p>;
  } else {
    list = (
      <ul className="space-y-2">
        {shares.data.map((share) => (
          <li key={share.organizationId} className="flex flex-wrap justify-between gap-x-3">
            <span className="font-medium text-slate-900">{share.organization.name}</span>
            <span className="text-sm text-slate-600">{shareStatusLabels[share.status]}</span>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="space-y-4">
      {list}
      {canShare && (
        <>
          <Button variant="outline" className="w-full" onClick={() => setSharing(true)}>
            <Share2 aria-hidden="true" />
            Compartilhar com outro órgão
          </Button>
          <ShareDialog
            open={sharing}
            onClose={() => setSharing(false)}
            solicitationId={solicitationId}
            ownerId={ownerId}
          />
        </>
      )}
    </div>
  );
}

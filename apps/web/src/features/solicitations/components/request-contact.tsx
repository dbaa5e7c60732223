import type { SolicitationDetail } from '@drones/shared/solicitations';
import { Building2, UserRoundCog } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { CreatorContact } from './creator-contact';
import { HandoverDialog } from './handover-dialog';

/**
 * Whom to call about the request: its body and the member who answers for it now (the creator
 * until a handover); the body's members may hand it over at a shift change.
 */
export function RequestContact({
  solicitation,
  manages,
}: {
  solicitation: SolicitationDetail;
  manages: boolean;
}) {
  const [handingOver, setHandingOver] = useState(false);
  const { organization, responsible } = solicitation;
  // An erased creator ('Conta removida') has no contact left: the request's own details say so.
  const contact = responsible.id === solicitation.userId ? solicitation.userDetails : responsible;
  return (
    <div className="space-y-4">
      {organization && (
        <p className="flex items-center gap-2 text-sm font-medium text-slate-700">
          <Building2 className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
          {organization.name}
        </p>
      )}
      <div>
        {organization && <p className="mb-2 text-sm text-slate-500">Responsável</p>}
        <CreatorContact contact={contact} />
      </div>
      {manages && organization && !solicitation.isFinished && (
        <>
          <Button variant="outline" className="w-full" onClick={() => setHandingOver(true)}>
            <UserRoundCog aria-hidden="true" />
            Passar a responsabilidade
          </Button>
          <HandoverDialog
            open={handingOver}
            onClose={() => setHandingOver(false)}
            solicitationId={solicitation.id}
            organizationId={organization.id}
            responsibleId={responsible.id}
          />
        </>
      )}
    </div>
  );
}

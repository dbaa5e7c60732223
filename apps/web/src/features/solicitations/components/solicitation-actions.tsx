import type { SolicitationDetail } from '@drones/shared/solicitations';
import { ClipboardCheck, FileText, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { paths } from '@/lib/paths';

const fullWidth = 'w-full whitespace-normal text-center';

interface SolicitationActionsProps {
  solicitation: SolicitationDetail;
  isCreator: boolean;
  className?: string;
}

/** What can be done next: read the report of a finished request, or (its creator) file it or edit. */
export function SolicitationActions({
  solicitation,
  isCreator,
  className,
}: SolicitationActionsProps) {
  const base = paths.solicitation(solicitation.id);
  if (solicitation.isFinished && solicitation.missionReportId) {
    return (
      <div className={className}>
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
  if (solicitation.isFinished || !isCreator) return null;
  return (
    <div className={cn('flex flex-col gap-2', className)}>
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

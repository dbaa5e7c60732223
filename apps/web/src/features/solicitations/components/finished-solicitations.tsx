import type { Solicitation } from '@drones/shared/solicitations';
import { FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  useSolicitationList,
  type SolicitationScope,
} from '@/entities/solicitation/solicitation-api';
import { CARD_NAME_MAX } from '@/entities/solicitation/solicitation-card';
import { buttonVariants } from '@/components/ui/button';
import { truncate } from '@/lib/format';
import { NO_FINISHED } from './messages';
import { SolicitationSection } from './solicitation-section';
import { paths } from '@/lib/paths';

function reportLink(solicitation: Solicitation) {
  if (!solicitation.missionReportId) return null;
  return (
    <Link
      to={paths.missionReport(solicitation.id, solicitation.missionReportId)}
      className={buttonVariants({ variant: 'outline', className: 'w-full' })}
      aria-label={`Ver relatório de ${truncate(solicitation.name, CARD_NAME_MAX)}`}
    >
      <FileText aria-hidden="true" />
      Ver relatório
    </Link>
  );
}

/** The finished requests: each offers only its mission report: a finished request can no longer be edited or staffed. */
export function FinishedSolicitations({
  aside,
  scope,
}: {
  aside?: ReactNode;
  scope?: SolicitationScope;
}) {
  const list = useSolicitationList({ status: 'finished', scope });
  return (
    <SolicitationSection
      title="Solicitações finalizadas"
      list={list}
      minCardWidth={264}
      empty={NO_FINISHED}
      actionsOf={reportLink}
      aside={aside}
    />
  );
}

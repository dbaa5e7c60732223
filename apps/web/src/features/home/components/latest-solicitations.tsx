import { FileText } from 'lucide-react';
import { useSolicitationList } from '@/entities/solicitation/solicitation-api';
import { EmptyState } from '@/components/empty-state';
import { InlineLoader } from '@/components/inline-loader';
import { LoadFailure } from '@/components/load-failure';
import { SolicitationCard } from '@/entities/solicitation/solicitation-card';

export const SOLICITATIONS_EMPTY = 'Não há solicitações cadastradas.';
/** The home shows a glimpse; the list page has them all. */
const SHOWN = 6;

/** The newest open requests, each leading to its page. */
export function LatestSolicitations() {
  const solicitations = useSolicitationList({ status: 'open' });

  if (solicitations.isPending) return <InlineLoader />;
  if (solicitations.isError) {
    return <LoadFailure onRetry={() => void solicitations.refetch()} />;
  }
  if (solicitations.items.length === 0) {
    return <EmptyState icon={FileText}>{SOLICITATIONS_EMPTY}</EmptyState>;
  }
  return (
    <ul className="grid grid-cols-[repeat(auto-fill,minmax(min(280px,100%),1fr))] gap-4">
      {solicitations.items.slice(0, SHOWN).map((solicitation) => (
        <li key={solicitation.id} className="min-w-0">
          <SolicitationCard solicitation={solicitation} />
        </li>
      ))}
    </ul>
  );
}

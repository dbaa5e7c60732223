import type { Solicitation } from '@drones/shared/solicitations';
import { Inbox } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { useSolicitationList } from '@/entities/solicitation/solicitation-api';
import { EmptyState } from '@/components/empty-state';
import { InlineLoader } from '@/components/inline-loader';
import { LoadFailure } from '@/components/load-failure';
import { LoadMore } from '@/components/load-more';
import { SolicitationCard } from '@/entities/solicitation/solicitation-card';
import { formatInteger } from '@/lib/format';

interface SolicitationSectionProps {
  title: string;
  list: ReturnType<typeof useSolicitationList>;
  /** The narrowest a card may get before the grid drops a column. */
  minCardWidth: number;
  empty: string;
  actionsOf: (solicitation: Solicitation) => ReactNode;
  /** Beside the title, e.g. the spreadsheet export. */
  aside?: ReactNode;
}

/** A titled grid of request cards, loading further pages as the user scrolls. */
export function SolicitationSection({
  title,
  list,
  minCardWidth,
  empty,
  actionsOf,
  aside,
}: SolicitationSectionProps) {
  const headingId = useId();

  let content: ReactNode;
  if (list.isPending) {
    content = <InlineLoader />;
  } else if (list.isError) {
    content = <LoadFailure onRetry={() => void list.refetch()} />;
  } else if (list.items.length === 0) {
    content = <EmptyState icon={Inbox}>{empty}</EmptyState>;
  } else {
    content = (
      <>
        <ul
          className="grid gap-4"
          style={{ gridTemplateColumns: `repeat(auto-fill, minmax(${minCardWidth}px, 1fr))` }}
        >
          {list.items.map((solicitation) => (
            <li key={solicitation.id} className="flex min-w-0">
              <SolicitationCard solicitation={solicitation} actions={actionsOf(solicitation)} />
            </li>
          ))}
        </ul>
        <LoadMore pages={list} />
      </>
    );
  }

  return (
    <section aria-labelledby={headingId}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-baseline gap-3">
          <h2 id={headingId} className="text-xl font-bold tracking-tight text-slate-900">
            {title}
          </h2>
          {list.isSuccess && list.total > 0 && (
            <span className="text-sm text-slate-500">
              {formatInteger(list.total)} {list.total === 1 ? 'solicitação' : 'solicitações'}
            </span>
          )}
        </div>
        {aside}
      </div>
      {content}
    </section>
  );
}

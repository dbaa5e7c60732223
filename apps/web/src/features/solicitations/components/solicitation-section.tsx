import type { Solicitation } from '@drones/shared/solicitations';
import { Inbox, RotateCw } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { useSolicitationList } from '@/api/solicitations';
import { InlineLoader } from '@/components/inline-loader';
import { LoadMore } from '@/components/load-more';
import { SolicitationCard } from '@/components/solicitation-card';
import { Button } from '@/components/ui/button';
import { formatInteger } from '@/lib/format';
import { LOAD_FAILURE } from './messages';

interface SolicitationSectionProps {
  title: string;
  list: ReturnType<typeof useSolicitationList>;
  /** The narrowest a card may get before the grid drops a column (spec §9). */
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
    content = (
      <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center">
        <p role="alert" className="text-slate-700">
          {LOAD_FAILURE}
        </p>
        <Button variant="outline" className="mt-4" onClick={() => void list.refetch()}>
          <RotateCw aria-hidden="true" />
          Tentar novamente
        </Button>
      </div>
    );
  } else if (list.items.length === 0) {
    content = (
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
        <Inbox className="size-8 text-slate-400" aria-hidden="true" />
        <p className="mt-3 text-slate-600">{empty}</p>
      </div>
    );
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
        <LoadMore
          hasNextPage={list.hasNextPage}
          isFetchingNextPage={list.isFetchingNextPage}
          fetchNextPage={list.fetchNextPage}
        />
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

import { Search, UsersRound } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { usePilotDirectory } from '@/entities/pilot/pilot-api';
import { EmptyState } from '@/components/empty-state';
import { inputClass } from '@/components/form/field-classes';
import { InlineLoader } from '@/components/inline-loader';
import { LoadFailure } from '@/components/load-failure';
import { LoadMore } from '@/components/load-more';
import { PilotCard } from '@/entities/pilot/pilot-card';
import { useSearchParam } from '@/hooks/use-search-param';

export const PILOTS_EMPTY = 'Não há droneiros cadastrados.';

interface PilotDirectoryProps {
  /** The page each card leads to. */
  pilotPath: (pilotId: string) => string;
  showEmail?: boolean;
  /** A mark on a pilot's card, e.g. that he was already asked for the request. */
  badgeOf?: (pilotId: string) => ReactNode;
  /** A request's id: its pilots nearest first, with the distance to its place. */
  near?: string | undefined;
}

/**
 * The registered pilots with a server-side search on name, city and district, loading more as
 * the list scrolls. Only for users with `pilots:read`.
 */
export function PilotDirectory({
  pilotPath,
  showEmail = false,
  badgeOf,
  near,
}: PilotDirectoryProps) {
  const searchId = useId();
  // In the address, so Back from a pilot's page finds the same search.
  const { value, onChange, term } = useSearchParam();
  const pilots = usePilotDirectory(term, near);

  let content;
  if (pilots.isPending) {
    content = <InlineLoader />;
  } else if (pilots.isError) {
    content = <LoadFailure onRetry={() => void pilots.refetch()} />;
  } else if (pilots.items.length === 0) {
    content = (
      <EmptyState icon={UsersRound}>
        {term ? `Nenhum droneiro encontrado para “${term}”.` : PILOTS_EMPTY}
      </EmptyState>
    );
  } else {
    content = (
      <>
        <ul className="grid grid-cols-[repeat(auto-fill,minmax(min(15rem,100%),1fr))] gap-4">
          {pilots.items.map((pilot) => (
            <li key={pilot.id} className="min-w-0">
              <PilotCard
                pilot={pilot}
                to={pilotPath(pilot.id)}
                showEmail={showEmail}
                badge={badgeOf?.(pilot.id)}
              />
            </li>
          ))}
        </ul>
        <LoadMore pages={pilots} />
      </>
    );
  }

  return (
    <div>
      <div role="search" className="relative max-w-md">
        <label htmlFor={searchId} className="sr-only">
          Pesquisar droneiros
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
        <input
          id={searchId}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder="Pesquise por nome, cidade ou bairro"
          autoComplete="off"
          className={`${inputClass} pl-10`}
        />
      </div>
      <p aria-live="polite" className="mt-3 text-sm text-slate-600">
        {term && pilots.isSuccess
          ? `${pilots.total} ${pilots.total === 1 ? 'droneiro encontrado' : 'droneiros encontrados'}`
          : null}
      </p>
      <div className="mt-3">{content}</div>
    </div>
  );
}

import type { PilotMatch } from '@drones/shared/matching';
import { Users } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { EmptyState } from '@/components/empty-state';
import { MapView } from '@/components/map/map-view';
import type { MapMarker } from '@/components/map/map-types';
import { InlineLoader } from '@/components/inline-loader';
import { LoadFailure } from '@/components/load-failure';
import { LoadMore } from '@/components/load-more';
import { formatInteger } from '@/lib/format';
import { useMatches } from '../api/get-matches';
import { AutoCalloutPanel, CalloutPanel } from './callout-panel';
import { MatchCard } from './match-card';

export const NO_MATCHES = 'Nenhum droneiro disponível para esta solicitação.';
export const NO_FILTERED_MATCHES = 'Nenhum droneiro carregado atende aos filtros.';

interface Filters {
  allCapabilities: boolean;
  availableToday: boolean;
}

const hasReason = (match: PilotMatch, code: PilotMatch['reasons'][number]['code']) =>
  match.reasons.some((reason) => reason.code === code);

/** The filters narrow the loaded pages; the ranking already puts complete, near pilots first. */
function passes(match: PilotMatch, filters: Filters): boolean {
  if (filters.allCapabilities && hasReason(match, 'missing_capabilities')) return false;
  if (filters.availableToday && !hasReason(match, 'available_today')) return false;
  return true;
}

function FilterCheckbox({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="accent-brand-600 size-4"
      />
      <label htmlFor={id} className="text-sm text-slate-700">
        {children}
      </label>
    </div>
  );
}

interface RecommendedPilotsProps {
  solicitationId: string;
  /** Whether the request names capabilities: only then does the first filter mean anything. */
  requiresCapabilities: boolean;
  /** The request's marker; the map shows it with the pilots listed. */
  requestMarker: MapMarker | null;
  /** The creator of the open request picks pilots and calls them out. */
  canCallOut: boolean;
}

const FIRST_PICK = 10;

/** The request and every pilot shown whose municipality is known, as map markers. */
function markersOf(
  requestMarker: MapMarker | null,
  matches: PilotMatch[],
  rankOf: Map<string, number>,
): MapMarker[] {
  const pilots = matches.flatMap(({ pilot }) =>
    pilot.latitude === null || pilot.longitude === null
      ? []
      : [
          {
            lat: pilot.latitude,
            lng: pilot.longitude,
            label: `${rankOf.get(pilot.id)}º ${pilot.name}`,
          },
        ],
  );
  return requestMarker ? [requestMarker, ...pilots] : pilots;
}

/** 'Droneiros recomendados': the ranked pilots with their reasons, two filters and the map. */
export function RecommendedPilots({
  solicitationId,
  requiresCapabilities,
  requestMarker,
  canCallOut,
}: RecommendedPilotsProps) {
  const matches = useMatches(solicitationId);
  const [filters, setFilters] = useState<Filters>({
    allCapabilities: false,
    availableToday: false,
  });
  const [selected, setSelected] = useState<string[]>([]);

  if (matches.isPending) return <InlineLoader />;
  if (matches.isError) return <LoadFailure onRetry={() => void matches.refetch()} />;
  if (matches.items.length === 0) return <EmptyState icon={Users}>{NO_MATCHES}</EmptyState>;

  const shown = matches.items.filter((match) => passes(match, filters));
  const rankOf = new Map(matches.items.map((match, index) => [match.pilot.id, index + 1]));
  const selectionOf = (id: string) =>
    canCallOut
      ? {
          checked: selected.includes(id),
          onChange: (checked: boolean) =>
            setSelected((current) =>
              checked ? [...current, id] : current.filter((other) => other !== id),
            ),
        }
      : undefined;
  const selectFirst = () =>
    setSelected(
      shown
        .filter((match) => !match.invitation)
        .slice(0, FIRST_PICK)
        .map((match) => match.pilot.id),
    );

  return (
    <div className="space-y-4">
      {canCallOut && (
        <>
          <AutoCalloutPanel solicitationId={solicitationId} />
          <CalloutPanel
            solicitationId={solicitationId}
            selected={selected}
            onSelectFirst={selectFirst}
            onCalled={() => setSelected([])}
          />
        </>
      )}
      <fieldset className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-6">
        <legend className="sr-only">Filtros</legend>
        {requiresCapabilities && (
          <FilterCheckbox
            checked={filters.allCapabilities}
            onChange={(allCapabilities) => setFilters({ ...filters, allCapabilities })}
          >
            Só com todas as capacidades exigidas
          </FilterCheckbox>
        )}
        <FilterCheckbox
          checked={filters.availableToday}
          onChange={(availableToday) => setFilters({ ...filters, availableToday })}
        >
          Só disponíveis hoje
        </FilterCheckbox>
      </fieldset>
      <p className="text-sm text-slate-500" aria-live="polite">
        {shown.length === matches.items.length
          ? `${formatInteger(matches.total)} ${matches.total === 1 ? 'droneiro' : 'droneiros'}`
          : `${formatInteger(shown.length)} de ${formatInteger(matches.items.length)} carregados`}
      </p>
      <MapView
        label="Mapa da solicitação e dos droneiros recomendados"
        markers={markersOf(requestMarker, shown, rankOf)}
      />
      {shown.length === 0 ? (
        <EmptyState icon={Users}>{NO_FILTERED_MATCHES}</EmptyState>
      ) : (
        <ol className="grid gap-3 md:grid-cols-2">
          {shown.map((match) => (
            <li key={match.pilot.id} className="min-w-0">
              <MatchCard
                match={match}
                rank={rankOf.get(match.pilot.id) ?? 0}
                selection={selectionOf(match.pilot.id)}
              />
            </li>
          ))}
        </ol>
      )}
      <LoadMore pages={matches} />
    </div>
  );
}

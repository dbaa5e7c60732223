import { CHANNEL_LABELS, CHANNELS, type ReachabilityTest } from '@drones/shared/channels';
import { RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useMunicipality } from '@/entities/place/municipality-api';
import { municipalityLabel } from '@/entities/place/municipality-label';
import { formatDateTime } from '@/lib/dates';
import { formatInteger } from '@/lib/format';

const COLUMNS = [
  ['sent', 'Enviados'],
  ['delivered', 'Entregues'],
  ['confirmed', 'Confirmados'],
  ['failed', 'Falharam'],
] as const;

/** The test's area: 'Petrópolis – RJ', 'RJ', or the body's whole area. */
function AreaName({ test }: { test: ReachabilityTest }) {
  const municipality = useMunicipality(test.municipalityCode);
  if (test.municipalityCode !== null) {
    return municipality.data
      ? municipalityLabel(municipality.data)
      : `município ${test.municipalityCode}`;
  }
  return test.uf ?? 'todo o país';
}

function Total({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50 p-4">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900">{formatInteger(value)}</dd>
    </div>
  );
}

interface ReachabilityResultProps {
  test: ReachabilityTest;
  /** A read under way (the 10-second refresh or 'Atualizar'). */
  refreshing: boolean;
  onRefresh: () => void;
}

/**
 * A test's result: how many pilots it was sent to and how many confirmed, each channel's
 * counts, and who has not confirmed yet.
 */
export function ReachabilityResult({ test, refreshing, onRefresh }: ReachabilityResultProps) {
  return (
    <section aria-labelledby={`teste-${test.id}`} className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 id={`teste-${test.id}`} className="font-semibold text-slate-900">
            Resultado do teste
          </h3>
          <p className="mt-0.5 text-sm break-words text-slate-600">
            <AreaName test={test} /> · enviado em{' '}
            <time dateTime={test.createdAt} className="whitespace-nowrap">
              {formatDateTime(test.createdAt)}
            </time>
            . Atualizado a cada 10 segundos.
          </p>
        </div>
        <Button
          variant="outline"
          onClick={onRefresh}
          disabled={refreshing}
          aria-busy={refreshing}
          className="self-start"
        >
          <RotateCw aria-hidden="true" className={refreshing ? 'animate-spin' : undefined} />
          Atualizar
        </Button>
      </div>
      <dl className="grid grid-cols-2 gap-3">
        <Total label="Enviados" value={test.sent} />
        <Total label="Confirmados" value={test.confirmed} />
      </dl>
      {/* A table from the small screens up; below, each channel stacks into a card whose
          cells carry their column's name (the explicit roles keep it a table). */}
      <table role="table" className="block w-full text-left text-sm sm:table">
        <caption className="sr-only">Por canal</caption>
        <thead role="rowgroup" className="sr-only sm:not-sr-only sm:table-header-group">
          <tr role="row" className="border-b border-slate-200 text-slate-600">
            <th role="columnheader" scope="col" className="py-2 pr-2 font-medium">
              Canal
            </th>
            {COLUMNS.map(([key, label]) => (
              <th
                key={key}
                role="columnheader"
                scope="col"
                className="px-2 py-2 text-right font-medium"
              >
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody
          role="rowgroup"
          className="block space-y-2 sm:table-row-group sm:space-y-0 sm:divide-y sm:divide-slate-100"
        >
          {CHANNELS.map((channel) => {
            const counts = test.byChannel[channel];
            return (
              <tr
                key={channel}
                role="row"
                className="grid grid-cols-2 gap-x-4 gap-y-1 rounded-xl border border-slate-200 p-3 sm:table-row sm:rounded-none sm:border-0 sm:p-0"
              >
                <th
                  role="rowheader"
                  scope="row"
                  className="col-span-2 font-medium text-slate-900 sm:py-2 sm:pr-2"
                >
                  {CHANNEL_LABELS[channel]}
                </th>
                {COLUMNS.map(([key, label]) => (
                  <td
                    key={key}
                    role="cell"
                    className="flex justify-between gap-2 text-slate-800 tabular-nums sm:table-cell sm:px-2 sm:py-2 sm:text-right"
                  >
                    <span aria-hidden="true" className="text-slate-500 sm:hidden">
                      {label}
                    </span>
                    <span>{formatInteger(counts?.[key] ?? 0)}</span>
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
      <div>
        <h4 className="font-semibold text-slate-900">Não alcançados</h4>
        {test.unreached.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600">
            {test.sent === 0
              ? 'Nenhum droneiro disponível nesta área.'
              : 'Todos os droneiros confirmaram o recebimento.'}
          </p>
        ) : (
          <>
            <p className="mt-1 text-sm text-slate-600">Ainda não confirmaram o recebimento.</p>
            <ul aria-label="Não alcançados" className="mt-2 grid gap-1 sm:grid-cols-2">
              {test.unreached.map(({ pilot }) => (
                <li key={pilot.id} className="text-sm break-words text-slate-800">
                  {pilot.name}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}

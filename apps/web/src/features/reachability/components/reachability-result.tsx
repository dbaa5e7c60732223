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
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Por canal</caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              <th scope="col" className="py-2 pr-2 font-medium">
                Canal
              </th>
              {COLUMNS.map(([key, label]) => (
                <th key={key} scope="col" className="px-1 py-2 text-right font-medium">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {CHANNELS.map((channel) => {
              const counts = test.byChannel[channel];
              return (
                <tr key={channel}>
                  <th scope="row" className="py-2 pr-2 font-medium text-slate-900">
                    {CHANNEL_LABELS[channel]}
                  </th>
                  {COLUMNS.map(([key]) => (
                    <td key={key} className="px-1 py-2 text-right text-slate-800 tabular-nums">
                      {formatInteger(counts?.[key] ?? 0)}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
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

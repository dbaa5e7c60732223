import { ClipboardCheck, Drone, Users, type LucideIcon } from 'lucide-react';
import { formatInteger } from '@/lib/format';
import { LOAD_FAILURE } from '@/lib/messages';
import {
  useDriversCount,
  useEquipmentsCount,
  useFinishedSolicitationsCount,
} from '../api/counters';

interface CounterProps {
  label: string;
  Icon: LucideIcon;
  testId: string;
  /** The counter's query: its number once loaded. */
  count: { data: number | undefined; isPending: boolean };
}

function Counter({ label, Icon, testId, count }: CounterProps) {
  const { data: value, isPending } = count;
  return (
    // Column-reverse: the number reads first on screen, the label first for screen readers.
    <div className="flex flex-col-reverse rounded-2xl bg-white/5 p-6 ring-1 ring-white/15 sm:p-8">
      <dt className="text-brand-100 mt-2 flex items-center gap-2 font-medium">
        <Icon className="text-signal-300 size-5 shrink-0" aria-hidden="true" />
        {label}
      </dt>
      <dd aria-busy={isPending} className="text-4xl font-extrabold tracking-tight sm:text-5xl">
        {isPending ? (
          <>
            <span
              aria-hidden="true"
              className="block h-10 w-28 animate-pulse rounded-lg bg-white/15 sm:h-12"
            />
            <span className="sr-only">Carregando</span>
          </>
        ) : value === undefined ? (
          <>
            <span aria-hidden="true">—</span>
            <span className="sr-only">Indisponível</span>
          </>
        ) : (
          <span data-testid={testId}>{formatInteger(value)}</span>
        )}
      </dd>
    </div>
  );
}

export function Results() {
  const drivers = useDriversCount();
  const finished = useFinishedSolicitationsCount();
  const equipment = useEquipmentsCount();
  const counters = [
    { label: 'Voluntários cadastrados', Icon: Users, testId: 'counter-drivers', count: drivers },
    {
      label: 'Solicitações finalizadas',
      Icon: ClipboardCheck,
      testId: 'counter-solicitations',
      count: finished,
    },
    { label: 'Drones cadastrados', Icon: Drone, testId: 'counter-equipment', count: equipment },
  ];
  const failed = counters.some(({ count }) => count.isError);

  return (
    // data-live: on the prerendered page, the app starts when this comes into view (boot.ts)
    // and fetches the counters into the space their placeholders keep.
    <section
      aria-labelledby="resultados-titulo"
      data-live
      className="bg-brand-950 relative overflow-hidden py-20 text-white sm:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-signal-300 text-sm font-semibold tracking-wider uppercase">Impacto</p>
          <h2 id="resultados-titulo" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            Resultados
          </h2>
          <p className="text-brand-100 mt-4 text-lg">
            Números da plataforma, atualizados a cada visita.
          </p>
        </div>
        <dl className="mt-12 grid gap-6 sm:grid-cols-3">
          {counters.map((counter) => (
            <Counter key={counter.testId} {...counter} />
          ))}
        </dl>
        {failed && (
          <p role="alert" className="mt-8 text-center font-medium text-signal-300">
            {LOAD_FAILURE}
          </p>
        )}
      </div>
    </section>
  );
}

import type { SolicitationDetail } from '@drones/shared/solicitations';
import type { ReactNode } from 'react';
import { UrgencyBadge } from '@/components/solicitation-card';

function Fact({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'min-w-0 sm:col-span-2' : 'min-w-0'}>
      <dt className="text-xs font-semibold tracking-wider text-slate-500 uppercase">{label}</dt>
      <dd className="mt-1 break-words whitespace-pre-line text-slate-900">{children}</dd>
    </div>
  );
}

/** Every field of the request, as its creator wrote it. */
export function SolicitationFacts({ solicitation }: { solicitation: SolicitationDetail }) {
  return (
    <dl className="grid gap-5 sm:grid-cols-2">
      <Fact label="Descrição" wide>
        {solicitation.description}
      </Fact>
      <Fact label="Local">{solicitation.place}</Fact>
      <Fact label="Horário">{solicitation.hour}</Fact>
      <Fact label="Recursos necessários" wide>
        {solicitation.necessary_resources}
      </Fact>
      <Fact label="Detalhes da missão" wide>
        {solicitation.mission_details}
      </Fact>
      {solicitation.observation && (
        <Fact label="Observação" wide>
          {solicitation.observation}
        </Fact>
      )}
      <Fact label="Urgência">
        <UrgencyBadge urgency={solicitation.urgency} />
      </Fact>
    </dl>
  );
}

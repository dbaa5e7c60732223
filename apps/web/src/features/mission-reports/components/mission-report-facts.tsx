import type { MissionReport } from '@drones/shared/mission-reports';
import type { ReactNode } from 'react';

function Fact({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'min-w-0 sm:col-span-2' : 'min-w-0'}>
      <dt className="text-xs font-semibold tracking-wider text-slate-500 uppercase">{label}</dt>
      <dd className="mt-1 break-words whitespace-pre-line text-slate-900">{children}</dd>
    </div>
  );
}

/** Every field of the report, as its author wrote it. */
export function MissionReportFacts({ report }: { report: MissionReport }) {
  return (
    <dl className="grid gap-5 sm:grid-cols-2">
      <Fact label="Descrição" wide>
        {report.description}
      </Fact>
      <Fact label="Informações principais" wide>
        {report.main_information}
      </Fact>
      <Fact label="Tempo de voo">{report.fight_time}</Fact>
      <Fact label="Recursos utilizados">
        {report.resources_utilizated || <span className="text-slate-500">Não informados</span>}
      </Fact>
      <Fact label="Dados coletados" wide>
        {report.colected_data}
      </Fact>
      <Fact label="Observação" wide>
        {report.observation}
      </Fact>
    </dl>
  );
}

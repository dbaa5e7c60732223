import type { MissionReport } from '@drones/shared/mission-reports';
import { Fact } from '@/components/fact';

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

import type { MissionReport } from '@drones/shared/mission-reports';
import { FactList } from '@/components/fact';

/** Every field of the report, as its author wrote it. */
export function MissionReportFacts({ report }: { report: MissionReport }) {
  return (
    <FactList
      className="gap-5"
      facts={[
        { label: 'Descrição', value: report.description, wide: true },
        { label: 'Informações principais', value: report.main_information, wide: true },
        { label: 'Tempo de voo', value: report.fight_time },
        {
          label: 'Recursos utilizados',
          value: report.resources_utilizated || (
            <span className="text-slate-500">Não informados</span>
          ),
        },
        { label: 'Dados coletados', value: report.colected_data, wide: true },
        { label: 'Observação', value: report.observation, wide: true },
      ]}
    />
  );
}

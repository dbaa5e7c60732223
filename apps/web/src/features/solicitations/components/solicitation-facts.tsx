import { missionTime } from '@drones/shared/mission-time';
import type { SolicitationDetail } from '@drones/shared/solicitations';
import { FactList } from '@/components/fact';
import { CapabilityBadges } from '@/entities/capability/capability-badges';
import { UrgencyBadge } from '@/entities/solicitation/solicitation-card';

/** Every field of the request, as its creator wrote it, and the capabilities it requires. */
export function SolicitationFacts({ solicitation }: { solicitation: SolicitationDetail }) {
  const capabilities = solicitation.requiredCapabilities ?? [];
  return (
    <FactList
      className="gap-5"
      facts={[
        { label: 'Descrição', value: solicitation.description, wide: true },
        { label: 'Local', value: solicitation.place },
        { label: 'Horário', value: missionTime(solicitation.date, solicitation.hour) },
        { label: 'Recursos necessários', value: solicitation.necessary_resources, wide: true },
        { label: 'Detalhes da missão', value: solicitation.mission_details, wide: true },
        {
          label: 'Capacidades necessárias',
          value: capabilities.length > 0 && (
            <CapabilityBadges label="Capacidades necessárias" capabilities={capabilities} />
          ),
          wide: true,
        },
        { label: 'Observação', value: solicitation.observation || null, wide: true },
        { label: 'Urgência', value: <UrgencyBadge urgency={solicitation.urgency} /> },
      ]}
    />
  );
}

import { missionTime } from '@drones/shared/mission-time';
import type { SolicitationDetail } from '@drones/shared/solicitations';
import { Fact } from '@/components/fact';
import { CapabilityBadges } from '@/entities/capability/capability-badges';
import { UrgencyBadge } from '@/entities/solicitation/solicitation-card';

/** Every field of the request, as its creator wrote it, and the capabilities it requires. */
export function SolicitationFacts({ solicitation }: { solicitation: SolicitationDetail }) {
  return (
    <dl className="grid gap-5 sm:grid-cols-2">
      <Fact label="Descrição" wide>
        {solicitation.description}
      </Fact>
      <Fact label="Local">{solicitation.place}</Fact>
      <Fact label="Horário">{missionTime(solicitation.date, solicitation.hour)}</Fact>
      <Fact label="Recursos necessários" wide>
        {solicitation.necessary_resources}
      </Fact>
      <Fact label="Detalhes da missão" wide>
        {solicitation.mission_details}
      </Fact>
      {solicitation.requiredCapabilities?.length ? (
        <Fact label="Capacidades necessárias" wide>
          <CapabilityBadges
            label="Capacidades necessárias"
            capabilities={solicitation.requiredCapabilities}
          />
        </Fact>
      ) : null}
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

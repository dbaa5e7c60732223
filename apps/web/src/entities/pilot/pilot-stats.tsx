import type { PilotStats as Stats } from '@drones/shared/invitations';
import { Fact } from '@/components/fact';
import { SectionCard } from '@/components/section-card';
import { formatInteger } from '@/lib/format';

/** A pilot's record of the last 12 months: calls, answers, yeses and missions. */
export function PilotStats({ stats }: { stats: Stats }) {
  return (
    <SectionCard title="Participação nos últimos 12 meses">
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        <Fact label="Chamados">{formatInteger(stats.invitations)}</Fact>
        <Fact label="Respondidos">{formatInteger(stats.answered)}</Fact>
        <Fact label="Aceitos">{formatInteger(stats.accepted)}</Fact>
        <Fact label="Missões">{formatInteger(stats.missions)}</Fact>
      </dl>
    </SectionCard>
  );
}

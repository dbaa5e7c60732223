import type { Equipment } from '@drones/shared/pilot-data';
import { CapabilityBadges } from '@/entities/capability/capability-badges';
import { cn } from '@/lib/utils';

interface ItemProps {
  label: string;
  children: string;
  wide?: boolean;
  /** The equipment's data stand out; a free-text note does not. */
  note?: boolean;
}

function Item({ label, children, wide, note }: ItemProps) {
  return (
    <div className={cn('min-w-0', wide && 'col-span-2')}>
      <dt className="text-slate-500">{label}</dt>
      <dd className={cn('break-words whitespace-pre-line text-slate-900', !note && 'font-medium')}>
        {children}
      </dd>
    </div>
  );
}

/** An equipment's model, maker, autonomy, capabilities and observation, in two columns. */
export function EquipmentFacts({
  equipment,
  className,
}: {
  equipment: Equipment;
  className?: string;
}) {
  return (
    <dl className={cn('grid grid-cols-2 text-sm', className)}>
      <Item label="Modelo">{equipment.model}</Item>
      <Item label="Fabricante">{equipment.manufacture}</Item>
      <Item label="Autonomia" wide>
        {equipment.autonomy}
      </Item>
      {equipment.capabilities.length > 0 ? (
        <div className="col-span-2 min-w-0">
          <dt className="text-slate-500">Capacidades</dt>
          <dd className="mt-1">
            <CapabilityBadges label="Capacidades" capabilities={equipment.capabilities} />
          </dd>
        </div>
      ) : null}
      {equipment.observation && (
        <Item label="Observação" wide note>
          {equipment.observation}
        </Item>
      )}
    </dl>
  );
}

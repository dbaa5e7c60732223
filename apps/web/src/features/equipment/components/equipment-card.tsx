import type { Equipment } from '@drones/shared/pilot-data';
import { Drone, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { EquipmentFacts } from '@/entities/pilot/equipment-facts';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

interface EquipmentCardProps {
  equipment: Equipment;
  changeTo: string;
  onDelete: () => void;
}

/** One of the pilot's equipment, with its actions. */
export function EquipmentCard({ equipment, changeTo, onDelete }: EquipmentCardProps) {
  return (
    <Card className="flex w-full flex-col p-5">
      <div className="flex items-start gap-3">
        <span className="bg-brand-50 text-brand-600 flex size-11 shrink-0 items-center justify-center rounded-xl">
          <Drone className="size-5" aria-hidden="true" />
        </span>
        <h2 className="min-w-0 pt-2 font-semibold break-words text-slate-900">{equipment.name}</h2>
      </div>
      <EquipmentFacts equipment={equipment} className="mt-4 gap-x-4 gap-y-3" />
      <div className="mt-auto flex gap-2 pt-5">
        <Link
          to={changeTo}
          className={buttonVariants({ variant: 'outline', className: 'flex-1' })}
          aria-label={`Alterar ${equipment.name}`}
        >
          <Pencil aria-hidden="true" />
          Alterar
        </Link>
        <Button
          variant="ghost"
          className="flex-1 text-red-700 hover:bg-red-50"
          onClick={onDelete}
          aria-label={`Excluir ${equipment.name}`}
        >
          <Trash2 aria-hidden="true" />
          Excluir
        </Button>
      </div>
    </Card>
  );
}

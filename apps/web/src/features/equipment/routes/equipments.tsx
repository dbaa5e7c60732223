import type { Equipment } from '@drones/shared/pilot-data';
import { Drone, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { InlineLoader } from '@/components/inline-loader';
import { PrivatePage } from '@/components/private-page';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { LOAD_FAILURE, toastFailure, toastSuccess } from '@/lib/messages';
import { useUser } from '@/lib/session';
import { cn } from '@/lib/utils';
import { useDeleteEquipment } from '../api/delete-equipment';
import { useUserEquipments } from '../api/get-user-equipments';
import { EquipmentCard } from '../components/equipment-card';
import { EQUIPMENT_DELETE_FAILURE, EQUIPMENT_DELETED } from '../components/messages';
import { paths } from '@/lib/paths';

function EquipmentList({ userId }: { userId: string }) {
  const equipments = useUserEquipments(userId);
  const deleteEquipment = useDeleteEquipment();
  const [toDelete, setToDelete] = useState<Equipment | null>(null);
  const createTo = paths.equipmentCreate(userId);

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await deleteEquipment.mutateAsync(toDelete.id);
      toastSuccess(EQUIPMENT_DELETED);
    } catch (error) {
      toastFailure(EQUIPMENT_DELETE_FAILURE, error);
    } finally {
      setToDelete(null);
    }
  };

  if (equipments.isPending) return <InlineLoader />;
  if (equipments.isError) {
    return (
      <p role="alert" className="text-red-700">
        {LOAD_FAILURE}
      </p>
    );
  }
  if (equipments.data.length === 0) {
    return (
      <Card className="flex flex-col items-center px-6 py-12 text-center">
        <span className="bg-brand-50 text-brand-600 flex size-14 items-center justify-center rounded-full">
          <Drone className="size-7" aria-hidden="true" />
        </span>
        <h2 className="mt-4 text-lg font-semibold text-slate-900">Nenhum equipamento cadastrado</h2>
        <p className="mt-1 max-w-sm text-slate-600">
          Cadastre os drones que você pode levar às missões da Defesa Civil.
        </p>
        <Link to={createTo} className={cn(buttonVariants(), 'mt-6')}>
          <Plus aria-hidden="true" />
          Adicionar equipamento
        </Link>
      </Card>
    );
  }

  return (
    <>
      <div className="flex justify-end">
        <Link to={createTo} className={buttonVariants()}>
          <Plus aria-hidden="true" />
          Adicionar equipamento
        </Link>
      </div>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {equipments.data.map((equipment) => (
          <li key={equipment.id} className="flex">
            <EquipmentCard
              equipment={equipment}
              changeTo={paths.equipment(userId, equipment.id)}
              onDelete={() => setToDelete(equipment)}
            />
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={toDelete !== null}
        title={`Excluir ${toDelete?.name ?? ''}?`}
        description="Essa ação não poderá ser revertida."
        confirmLabel="Excluir"
        pending={deleteEquipment.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}

export function EquipmentsRoute() {
  useDocumentTitle('Meus Equipamentos');
  const user = useUser();
  if (!user) return null;
  return (
    <PrivatePage title="Meus Equipamentos" back={{ to: paths.profile(user.id) }}>
      <EquipmentList userId={user.id} />
    </PrivatePage>
  );
}

import { useNavigate, useParams } from 'react-router';
import { InlineLoader } from '@/components/inline-loader';
import { PrivatePage } from '@/components/private-page';
import { Card } from '@/components/ui/card';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import { LOAD_FAILURE, toastFailure, toastSuccess, UPDATE_FAILURE, UPDATED } from '@/lib/messages';
import { useUser } from '@/lib/session';
import { useEquipment } from '../api/get-equipment';
import { useUpdateEquipment } from '../api/update-equipment';
import { EquipmentForm, equipmentFormValues } from '../components/equipment-form';
import { paths } from '@/lib/paths';

function UpdateEquipment({ equipmentId, back }: { equipmentId: string; back: string }) {
  const navigate = useNavigate();
  const equipment = useEquipment(equipmentId);
  const updateEquipment = useUpdateEquipment();

  if (equipment.isPending) return <InlineLoader />;
  if (equipment.isError) {
    const notFound = equipment.error instanceof ApiError && equipment.error.statusCode === 404;
    return (
      <p role="alert" className="text-red-700">
        {notFound ? 'Equipamento não encontrado.' : LOAD_FAILURE}
      </p>
    );
  }

  return (
    <EquipmentForm
      defaultValues={equipmentFormValues(equipment.data)}
      submitLabel="Salvar alterações"
      pending={updateEquipment.isPending}
      onSave={async (input) => {
        try {
          await updateEquipment.mutateAsync({ id: equipmentId, input });
        } catch (error) {
          toastFailure(UPDATE_FAILURE, error);
          throw error;
        }
        toastSuccess(UPDATED);
        navigate(back);
      }}
    />
  );
}

export function EquipmentUpdateRoute() {
  useDocumentTitle('Alterar equipamento');
  const user = useUser();
  const { equipmentId = '' } = useParams();
  if (!user) return null;
  const back = paths.equipments(user.id);

  return (
    <PrivatePage size="md" title="Alterar equipamento" back={{ to: back }}>
      <Card className="p-6 sm:p-8">
        <UpdateEquipment key={equipmentId} equipmentId={equipmentId} back={back} />
      </Card>
    </PrivatePage>
  );
}

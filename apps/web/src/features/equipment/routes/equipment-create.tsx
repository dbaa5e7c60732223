import { useNavigate } from 'react-router';
import { PrivatePage } from '@/components/private-page';
import { Card } from '@/components/ui/card';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { REGISTER_FAILURE, toastFailure, toastSuccess } from '@/lib/messages';
import { useUser } from '@/lib/session';
import { useCreateEquipment } from '../api/create-equipment';
import { EquipmentForm } from '../components/equipment-form';
import { EQUIPMENT_REGISTERED } from '../components/messages';
import { paths } from '@/lib/paths';

export function EquipmentCreateRoute() {
  useDocumentTitle('Adicionar equipamento');
  const user = useUser();
  const navigate = useNavigate();
  const createEquipment = useCreateEquipment();
  if (!user) return null;
  const back = paths.equipments(user.id);

  return (
    <PrivatePage size="md" title="Adicionar equipamento" back={{ to: back }}>
      <Card className="p-6 sm:p-8">
        <EquipmentForm
          submitLabel="Salvar"
          pending={createEquipment.isPending}
          onSave={async (input) => {
            try {
              await createEquipment.mutateAsync({ ...input, userId: user.id });
            } catch (error) {
              toastFailure(REGISTER_FAILURE, error);
              throw error;
            }
            toastSuccess(EQUIPMENT_REGISTERED);
            navigate(back);
          }}
        />
      </Card>
    </PrivatePage>
  );
}

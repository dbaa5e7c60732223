import { Link, useNavigate } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { REGISTER_FAILURE, toastFailure, toastSuccess } from '@/lib/messages';
import { useCreateEquipment } from '../api/create-equipment';
import { EquipmentForm } from '../components/equipment-form';
import { EQUIPMENT_REGISTERED } from '../components/messages';
import { RegistrationStepPage } from '@/components/registration-step-page';
import { paths } from '@/lib/paths';

function EquipmentStep({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const createEquipment = useCreateEquipment();
  const next = paths.registerDisponibility(userId);

  return (
    <EquipmentForm
      submitLabel="Salvar e continuar"
      pending={createEquipment.isPending}
      onSave={async (input) => {
        try {
          await createEquipment.mutateAsync({ ...input, userId });
        } catch (error) {
          toastFailure(REGISTER_FAILURE, error);
          throw error;
        }
        toastSuccess(EQUIPMENT_REGISTERED);
        navigate(next);
      }}
      secondaryAction={
        <Link to={next} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
          Pular
        </Link>
      }
    />
  );
}

export function RegisterEquipmentRoute() {
  useDocumentTitle('Cadastro: equipamento');
  return (
    <RegistrationStepPage
      step={1}
      title="Seu equipamento"
      description={
        <p>
          Conte qual drone você pode levar às missões. Se preferir, pule esta etapa e cadastre
          depois em Meus Equipamentos.
        </p>
      }
    >
      {(userId) => <EquipmentStep userId={userId} />}
    </RegistrationStepPage>
  );
}

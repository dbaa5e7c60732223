import type { Equipment } from '@drones/shared/pilot-data';
import { Link, useNavigate } from 'react-router';
import { InlineLoader } from '@/components/inline-loader';
import { LoadFailure } from '@/components/load-failure';
import { buttonVariants } from '@/components/ui/button';
import { usePilotProfile } from '@/entities/pilot/get-pilot-profile';
import { useDocumentTitle } from '@/hooks/use-document-title';
import {
  REGISTER_FAILURE,
  toastFailure,
  toastSuccess,
  UPDATE_FAILURE,
  UPDATED,
} from '@/lib/messages';
import { useCreateEquipment } from '../api/create-equipment';
import { useUpdateEquipment } from '../api/update-equipment';
import { EquipmentForm, equipmentFormValues } from '../components/equipment-form';
import { EQUIPMENT_REGISTERED } from '../components/messages';
import { RegistrationStepPage } from '@/components/registration-step-page';
import { paths } from '@/lib/paths';

interface EquipmentStepFormProps {
  userId: string;
  /** The drone he recorded last (in this step, before going Back): shown, and changed on save. */
  recorded: Equipment | null;
}

function EquipmentStepForm({ userId, recorded }: EquipmentStepFormProps) {
  const navigate = useNavigate();
  const createEquipment = useCreateEquipment();
  const updateEquipment = useUpdateEquipment();
  const next = paths.registerDisponibility(userId);

  return (
    <EquipmentForm
      defaultValues={recorded ? equipmentFormValues(recorded) : undefined}
      submitLabel="Salvar e continuar"
      pending={createEquipment.isPending || updateEquipment.isPending}
      onSave={async (input) => {
        try {
          if (recorded) await updateEquipment.mutateAsync({ id: recorded.id, input });
          else await createEquipment.mutateAsync({ ...input, userId });
        } catch (error) {
          toastFailure(recorded ? UPDATE_FAILURE : REGISTER_FAILURE, error);
          throw error;
        }
        toastSuccess(recorded ? UPDATED : EQUIPMENT_REGISTERED);
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

/**
 * The step reads what the pilot recorded, so coming back to it (Back) changes the drone he saved
 * here instead of adding another (ADR 032); more drones are added in 'Meus Equipamentos'.
 */
function EquipmentStep({ userId }: { userId: string }) {
  const profile = usePilotProfile(userId);
  if (profile.isPending) return <InlineLoader />;
  if (profile.isError) return <LoadFailure onRetry={() => void profile.refetch()} />;
  return <EquipmentStepForm userId={userId} recorded={profile.data.equipments[0] ?? null} />;
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

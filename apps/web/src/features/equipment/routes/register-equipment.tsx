import type { Equipment } from '@drones/shared/pilot-data';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import { InlineLoader } from '@/components/inline-loader';
import { buttonVariants } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { toastSaveFailure, toastSuccess, UPDATED } from '@/lib/messages';
import { useCreateEquipment } from '../api/create-equipment';
import { pilotQueries } from '@/entities/pilot/pilot-queries';
import { useUpdateEquipment } from '../api/update-equipment';
import { EquipmentForm, equipmentFormValues } from '../components/equipment-form';
import { EQUIPMENT_REGISTERED } from '../components/messages';
import { RegistrationStepPage } from '@/components/registration-step-page';
import { paths } from '@/lib/paths';

/** What this step's history entry keeps once it saved a drone: which one. */
interface SavedStep {
  equipmentId: string;
}

interface EquipmentStepFormProps {
  userId: string;
  /** The drone this step saved (the pilot came Back to it): shown, and changed on save. */
  saved: Equipment | null;
}

function EquipmentStepForm({ userId, saved }: EquipmentStepFormProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const createEquipment = useCreateEquipment();
  const updateEquipment = useUpdateEquipment();
  const next = paths.registerDisponibility(userId);

  return (
    <EquipmentForm
      defaultValues={saved ? equipmentFormValues(saved) : undefined}
      submitLabel="Salvar e continuar"
      pending={createEquipment.isPending || updateEquipment.isPending}
      onSave={async (input) => {
        try {
          if (saved) {
            await updateEquipment.mutateAsync({ id: saved.id, input });
          } else {
            const created = await createEquipment.mutateAsync({ ...input, userId });
            // Back returns to this entry, which now names the drone: saving again changes it.
            queryClient.setQueryData(pilotQueries.equipment(created.id).queryKey, created);
            const state: SavedStep = { equipmentId: created.id };
            await navigate(pathname, { replace: true, state });
          }
        } catch (error) {
          toastSaveFailure(Boolean(saved), error);
          throw error;
        }
        toastSuccess(saved ? UPDATED : EQUIPMENT_REGISTERED);
        await navigate(next);
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
 * Coming Back to the step after saving a drone shows that drone and changes it, rather than
 * adding another (ADR 032); a drone that is gone by then is added again.
 */
function EquipmentStep({ userId }: { userId: string }) {
  const savedId = (useLocation().state as SavedStep | null)?.equipmentId;
  const saved = useQuery({ ...pilotQueries.equipment(savedId ?? ''), enabled: !!savedId });
  if (savedId && saved.isPending) return <InlineLoader />;
  return <EquipmentStepForm key={savedId} userId={userId} saved={saved.data ?? null} />;
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

import type { Disponibility } from '@drones/shared/pilot-data';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from '@/components/form/use-form';
import { useNavigate } from 'react-router';
import { fieldsOf } from '@/components/form/schema-fields';
import { showServerFieldErrors } from '@/components/form/server-errors';
import { SubmitButton } from '@/components/form/submit-button';
import { InlineLoader } from '@/components/inline-loader';
import { LoadFailure } from '@/components/load-failure';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { toastSaved, toastSaveFailure } from '@/lib/messages';
import { useCreateDisponibility } from '@/entities/pilot/create-disponibility';
import { useUpdateDisponibility } from '@/entities/pilot/update-disponibility';
import { usePilotProfile } from '@/entities/pilot/get-pilot-profile';
import { AvailabilityFields } from '@/entities/pilot/availability-fields';
import {
  availabilityFormValues,
  availabilityInput,
  disponibilityFormSchema,
} from '@/entities/pilot/availability-schema';
import { RegistrationStepPage } from '@/components/registration-step-page';
import { paths } from '@/lib/paths';
import { useLeaveWarning } from '@/components/form/leave-warning';

interface DisponibilityFormProps {
  userId: string;
  /** The availability he recorded before (one per pilot): shown, and changed on save. */
  recorded: Disponibility | null;
}

function DisponibilityForm({ userId, recorded }: DisponibilityFormProps) {
  const navigate = useNavigate();
  const createDisponibility = useCreateDisponibility();
  const updateDisponibility = useUpdateDisponibility();
  const form = useForm({
    resolver: zodResolver(disponibilityFormSchema),
    mode: 'onTouched',
    defaultValues: availabilityFormValues(recorded),
  });
  const {
    handleSubmit,
    setError,
    formState: { isDirty, isSubmitting },
  } = form;
  const leaveWarning = useLeaveWarning(isDirty && !isSubmitting).dialog;

  const onSubmit = handleSubmit(async (values) => {
    const input = availabilityInput(values);
    try {
      if (recorded) await updateDisponibility.mutateAsync({ id: recorded.id, input });
      else await createDisponibility.mutateAsync({ ...input, userId });
    } catch (error) {
      showServerFieldErrors(error, setError, fieldsOf(disponibilityFormSchema));
      toastSaveFailure(Boolean(recorded), error);
      return;
    }
    toastSaved(Boolean(recorded));
    navigate(paths.registerAdditionalData(userId));
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-8">
      {leaveWarning}
      <AvailabilityFields form={form} />
      <div className="flex justify-end">
        <SubmitButton pending={isSubmitting} size="lg" className="w-full sm:w-auto">
          Salvar e continuar
        </SubmitButton>
      </div>
    </form>
  );
}

/** The step reads what the pilot recorded, so coming back to it shows (and changes) his data. */
function DisponibilityStep({ userId }: { userId: string }) {
  const profile = usePilotProfile(userId);
  if (profile.isPending) return <InlineLoader />;
  if (profile.isError) return <LoadFailure onRetry={() => void profile.refetch()} />;
  return <DisponibilityForm userId={userId} recorded={profile.data.disponibility} />;
}

export function RegisterDisponibilityRoute() {
  useDocumentTitle('Cadastro: disponibilidade');
  return (
    <RegistrationStepPage
      step={2}
      title="Sua disponibilidade"
      description={<p>Marque os dias em que você pode voar e onde você está.</p>}
    >
      {(userId) => <DisponibilityStep userId={userId} />}
    </RegistrationStepPage>
  );
}

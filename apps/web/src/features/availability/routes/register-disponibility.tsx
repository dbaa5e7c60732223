import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { fieldsOf } from '@/components/form/schema-fields';
import { showServerFieldErrors } from '@/components/form/server-errors';
import { SubmitButton } from '@/components/form/submit-button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import { REGISTER_FAILURE, REGISTERED, toastFailure, toastSuccess } from '@/lib/messages';
import { useCreateDisponibility } from '@/entities/pilot/create-disponibility';
import { AvailabilityFields } from '@/entities/pilot/availability-fields';
import { disponibilityFormSchema } from '@/entities/pilot/availability-schema';
import { RegistrationStepPage } from '@/components/registration-step-page';
import { daysTextOf } from '@/entities/pilot/weekdays';
import { paths } from '@/lib/paths';

function DisponibilityStep({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const createDisponibility = useCreateDisponibility();
  const next = paths.registerAdditionalData(userId);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(disponibilityFormSchema),
    mode: 'onTouched',
    defaultValues: { weekdays: [], city: '', district: '', complement: '' },
  });

  const onSubmit = handleSubmit(async ({ weekdays, city, district, complement }) => {
    try {
      await createDisponibility.mutateAsync({
        days: daysTextOf(weekdays),
        city,
        district,
        complement: complement || null,
        userId,
      });
    } catch (error) {
      // Already recorded (the step was sent before): it can be changed later in the profile.
      if (error instanceof ApiError && error.statusCode === 409) {
        navigate(next);
        return;
      }
      showServerFieldErrors(error, setError, fieldsOf(disponibilityFormSchema));
      toastFailure(REGISTER_FAILURE, error);
      return;
    }
    toastSuccess(REGISTERED);
    navigate(next);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-8">
      <AvailabilityFields register={register} errors={errors} />
      <div className="flex justify-end">
        <SubmitButton
          pending={createDisponibility.isPending}
          size="lg"
          className="w-full sm:w-auto"
        >
          Salvar e continuar
        </SubmitButton>
      </div>
    </form>
  );
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

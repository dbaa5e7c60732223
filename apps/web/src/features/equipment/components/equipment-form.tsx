import { zodResolver } from '@hookform/resolvers/zod';
import { capabilitiesSchema, type Capability } from '@drones/shared/capabilities';
import { createEquipmentSchema, type Equipment } from '@drones/shared/pilot-data';
import type { ReactNode } from 'react';
import { useForm } from '@/components/form/use-form';
import { fieldsOf } from '@/components/form/schema-fields';
import { showServerFieldErrors } from '@/components/form/server-errors';
import { SubmitButton } from '@/components/form/submit-button';
import { TextAreaField } from '@/components/form/text-area-field';
import { TextField } from '@/components/form/text-field';
import { useLeaveWarning } from '@/components/form/leave-warning';
import { CapabilityCheckboxes } from '@/entities/capability/capability-checkboxes';

const equipmentFormSchema = createEquipmentSchema
  .omit({ userId: true })
  .extend({ capabilities: capabilitiesSchema });

export interface EquipmentFormValues {
  name: string;
  manufacture: string;
  model: string;
  autonomy: string;
  observation: string;
  capabilities: Capability[];
}

export interface EquipmentInput extends Omit<EquipmentFormValues, 'observation'> {
  observation: string | null;
}

const EMPTY: EquipmentFormValues = {
  name: '',
  manufacture: '',
  model: '',
  autonomy: '',
  observation: '',
  capabilities: [],
};

/** The form's values of a recorded equipment. */
export function equipmentFormValues(equipment: Equipment): EquipmentFormValues {
  const { name, manufacture, model, autonomy, observation, capabilities } = equipment;
  return { name, manufacture, model, autonomy, observation: observation ?? '', capabilities };
}

interface EquipmentFormProps {
  defaultValues?: EquipmentFormValues;
  submitLabel: string;
  /** Saves the equipment; a rejection keeps the form as it is (the caller shows the toast). */
  onSave: (input: EquipmentInput) => Promise<void>;
  pending: boolean;
  /** Beside the submit button (the registration's skip). */
  secondaryAction?: ReactNode;
}

export function EquipmentForm({
  defaultValues = EMPTY,
  submitLabel,
  onSave,
  pending,
  secondaryAction,
}: EquipmentFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm({
    resolver: zodResolver(equipmentFormSchema),
    mode: 'onTouched',
    defaultValues,
  });
  const leaveWarning = useLeaveWarning(isDirty && !isSubmitting && !pending).dialog;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await onSave({ ...values, observation: values.observation || null });
    } catch (error) {
      showServerFieldErrors(error, setError, fieldsOf(equipmentFormSchema));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      {leaveWarning}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          className="sm:col-span-2"
          label="Nome do equipamento"
          placeholder="Ex.: Drone de mapeamento"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="Fabricante"
          placeholder="Ex.: DJI"
          error={errors.manufacture?.message}
          {...register('manufacture')}
        />
        <TextField
          label="Modelo"
          placeholder="Ex.: Mavic 3 Enterprise"
          error={errors.model?.message}
          {...register('model')}
        />
        <TextField
          className="sm:col-span-2"
          label="Autonomia"
          placeholder="Ex.: 45 min"
          hint="Tempo de voo com uma bateria."
          error={errors.autonomy?.message}
          {...register('autonomy')}
        />
        <TextAreaField
          className="sm:col-span-2"
          label="Observação (opcional)"
          error={errors.observation?.message}
          {...register('observation')}
        />
        <div className="sm:col-span-2">
          <CapabilityCheckboxes
            legend="Capacidades"
            hint="Marque o que o drone faz: a Defesa Civil encontra primeiro quem tem o que a missão pede."
            registration={register('capabilities')}
          />
        </div>
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {secondaryAction}
        <SubmitButton pending={pending || isSubmitting} size="lg">
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}

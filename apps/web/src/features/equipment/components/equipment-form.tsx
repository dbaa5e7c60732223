import { zodResolver } from '@hookform/resolvers/zod';
import { capabilitiesSchema, type Capability } from '@drones/shared/capabilities';
import { createEquipmentSchema, type Equipment } from '@drones/shared/pilot-data';
import type { ReactNode } from 'react';
import { FormField } from '@/components/form/form-field';
import { useForm } from '@/components/form/use-form';
import { fieldsOf } from '@/components/form/schema-fields';
import { showServerFieldErrors } from '@/components/form/server-errors';
import { ObservationField } from '@/components/form/text-area-field';
import { useLeaveWarning } from '@/components/form/leave-warning';
import { CapabilityCheckboxes } from '@/entities/capability/capability-checkboxes';
import { FormActions } from '@/components/form/form-actions';

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
  const form = useForm({
    resolver: zodResolver(equipmentFormSchema),
    mode: 'onTouched',
    defaultValues,
  });
  const {
    handleSubmit,
    setError,
    formState: { isDirty, isSubmitting },
  } = form;
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
        <FormField
          form={form}
          name="name"
          className="sm:col-span-2"
          label="Nome do equipamento"
          placeholder="Ex.: Drone de mapeamento"
        />
        <FormField form={form} name="manufacture" label="Fabricante" placeholder="Ex.: DJI" />
        <FormField form={form} name="model" label="Modelo" placeholder="Ex.: Mavic 3 Enterprise" />
        <FormField
          form={form}
          name="autonomy"
          className="sm:col-span-2"
          label="Autonomia"
          placeholder="Ex.: 45 min"
          hint="Tempo de voo com uma bateria."
        />
        <FormField
          form={form}
          name="observation"
          as={ObservationField}
          className="sm:col-span-2"
          rows={4}
        />
        <div className="sm:col-span-2">
          <FormField
            form={form}
            name="capabilities"
            as={CapabilityCheckboxes}
            legend="Capacidades"
            hint="Marque o que o drone faz: a Defesa Civil encontra primeiro quem tem o que a missão pede."
          />
        </div>
      </div>
      <FormActions pending={pending || isSubmitting} secondaryAction={secondaryAction}>
        {submitLabel}
      </FormActions>
    </form>
  );
}

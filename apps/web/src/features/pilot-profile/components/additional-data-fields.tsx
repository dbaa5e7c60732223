import { FormField } from '@/components/form/form-field';
import { ObservationField, TextAreaField } from '@/components/form/text-area-field';
import { type FieldGroupProps, groupForm } from '@/components/form/field-group';

interface AdditionalValues {
  habilities: string;
  areasExpertise: string;
  operateKm: string;
  observation?: string | null;
}

/** Skills, area of activity, coverage radius and observation. */
export function AdditionalDataFields<TValues extends AdditionalValues, TContext, TOutput>({
  form: wholeForm,
}: FieldGroupProps<TValues, TContext, TOutput>) {
  const form = groupForm<AdditionalValues>(wholeForm);

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField
        form={form}
        name="habilities"
        as={TextAreaField}
        className="sm:col-span-2"
        label="Habilidades"
        placeholder="Ex.: fotogrametria, termografia, voo noturno"
      />
      <FormField
        form={form}
        name="areasExpertise"
        as={TextAreaField}
        className="sm:col-span-2"
        label="Área de atuação"
        placeholder="Ex.: busca e salvamento, mapeamento de áreas alagadas"
      />
      <FormField
        form={form}
        name="operateKm"
        label="Raio de atuação (km)"
        inputMode="numeric"
        hint="Até que distância você pode se deslocar. Sugestão: 50."
      />
      <FormField form={form} name="observation" as={ObservationField} className="sm:col-span-2" />
    </div>
  );
}

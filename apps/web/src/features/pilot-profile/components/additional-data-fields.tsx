import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextAreaField } from '@/components/form/text-area-field';
import { TextField } from '@/components/form/text-field';

interface AdditionalValues {
  habilities: string;
  areasExpertise: string;
  operateKm: string;
  observation?: string | null;
}

interface AdditionalDataFieldsProps<T extends AdditionalValues> {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}

/** Skills, area of activity, coverage radius and observation. */
export function AdditionalDataFields<T extends AdditionalValues>({
  register,
  errors,
}: AdditionalDataFieldsProps<T>) {
  // The fields' names are those of AdditionalValues, present in every T.
  const reg = register as unknown as UseFormRegister<AdditionalValues>;
  const errs = errors as FieldErrors<AdditionalValues>;

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextAreaField
        className="sm:col-span-2"
        label="Habilidades"
        placeholder="Ex.: fotogrametria, termografia, voo noturno"
        error={errs.habilities?.message}
        {...reg('habilities')}
      />
      <TextAreaField
        className="sm:col-span-2"
        label="Área de atuação"
        placeholder="Ex.: busca e salvamento, mapeamento de áreas alagadas"
        error={errs.areasExpertise?.message}
        {...reg('areasExpertise')}
      />
      <TextField
        label="Raio de atuação (km)"
        inputMode="numeric"
        hint="Até que distância você pode se deslocar. Sugestão: 50."
        error={errs.operateKm?.message}
        {...reg('operateKm')}
      />
      <TextAreaField
        className="sm:col-span-2"
        label="Observação (opcional)"
        rows={3}
        error={errs.observation?.message ?? undefined}
        {...reg('observation')}
      />
    </div>
  );
}

import {
  communicationFieldsSchema,
  RADIUS_MAX_KM,
  RADIUS_MIN_KM,
} from '@drones/shared/communications';
import { useWatch, type Control, type UseFormReturn } from 'react-hook-form';
import { labelClass } from '@/components/form/field-classes';
import { FormField } from '@/components/form/form-field';
import { SelectField } from '@/components/form/select-field';
import { AreaKindChoices, UfOptions } from '@/entities/place/area-choice';
import { MunicipalityCombobox } from '@/entities/place/municipality-combobox';
import { useMunicipalityChoice } from '@/entities/place/use-municipality-choice';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useRecipientCount } from '../api/recipients';
import { type AreaKind, type CommunicationFormValues } from './communication-form-schema';

const KINDS: Record<AreaKind, string> = {
  all: 'Todos os droneiros',
  uf: 'Os droneiros de um estado',
  municipality: 'Os droneiros de um município e arredores',
};

const COUNT_DELAY_MS = 400;

type AreaValues = Pick<CommunicationFormValues, 'areaKind' | 'uf' | 'municipality' | 'radiusKm'>;

/** The area the form names as the API takes it; null while it is not complete and valid. */
function areaOf({ areaKind, uf, municipality, radiusKm }: AreaValues) {
  if (areaKind === 'uf') return uf ? { uf } : null;
  if (areaKind !== 'municipality') return {};
  if (!municipality) return null;
  const radius = communicationFieldsSchema.shape.radiusKm.safeParse(radiusKm);
  if (!radius.success) return null;
  return { municipalityCode: municipality.code, radiusKm: radius.data ?? null };
}

/** 'Este comunicado chegará a 12 droneiros.', announced as the area changes. */
function RecipientCount({ control }: { control: Control<CommunicationFormValues> }) {
  const [areaKind, uf, municipality, radiusKm] = useWatch({
    control,
    name: ['areaKind', 'uf', 'municipality', 'radiusKm'],
  });
  // Debounced as text: a new object on each render would restart the wait every time.
  const area = useDebouncedValue(
    JSON.stringify(areaOf({ areaKind, uf, municipality, radiusKm })),
    COUNT_DELAY_MS,
  );
  const count = useRecipientCount(JSON.parse(area) as ReturnType<typeof areaOf>);
  let text = '';
  if (count.isError) text = 'Não foi possível contar os droneiros.';
  else if (count.data) {
    const { pilots } = count.data;
    text = `Este comunicado chegará a ${pilots} ${pilots === 1 ? 'droneiro' : 'droneiros'}.`;
  }
  return (
    <p aria-live="polite" className="mt-3 min-h-5 text-sm font-medium text-slate-700">
      {text}
    </p>
  );
}

interface AreaFieldsProps {
  form: UseFormReturn<CommunicationFormValues>;
}

/**
 * Who the broadcast reaches (docs/design.md §4): every pilot, a UF, or a municipality chosen from the list
 * with an optional radius around it; and how many pilots that is.
 */
export function AreaFields({ form }: AreaFieldsProps) {
  const { control, register } = form;
  const kind = useWatch({ control, name: 'areaKind' });
  const { combobox } = useMunicipalityChoice(control, 'municipalityText');

  return (
    <fieldset>
      <legend className={labelClass}>Para quem</legend>
      <AreaKindChoices
        options={Object.entries(KINDS) as [AreaKind, string][]}
        field={register('areaKind')}
      />
      {kind === 'uf' && (
        <FormField
          form={form}
          name="uf"
          as={SelectField}
          label="Estado (UF)"
          className="mt-4 sm:max-w-xs"
        >
          <UfOptions />
        </FormField>
      )}
      {kind === 'municipality' && (
        <div className="mt-4 grid gap-4 sm:grid-cols-[2fr_1fr]">
          <MunicipalityCombobox
            label="Município"
            {...combobox}
            placeholder="Digite e escolha da lista"
          />
          <FormField
            form={form}
            name="radiusKm"
            label="Raio em km (opcional)"
            inputMode="numeric"
            hint={`De ${RADIUS_MIN_KM} a ${RADIUS_MAX_KM} km em volta do município; vazio, só o município.`}
          />
        </div>
      )}
      <RecipientCount control={control} />
    </fieldset>
  );
}

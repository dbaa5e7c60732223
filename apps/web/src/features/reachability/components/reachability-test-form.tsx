import {
  REACHABILITY_NEEDS_AREA,
  REACHABILITY_TEXT,
  type CreateReachabilityTestInput,
} from '@drones/shared/channels';
import { UFS } from '@drones/shared/places';
import { z } from '@drones/shared/zod-locale';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { labelClass } from '@/components/form/field-classes';
import { FormField } from '@/components/form/form-field';
import { SelectField } from '@/components/form/select-field';
import { SubmitButton } from '@/components/form/submit-button';
import { useForm } from '@/components/form/use-form';
import { chosenMunicipalitySchema } from '@/entities/place/chosen-municipality';
import { AreaKindChoices, UfOptions } from '@/entities/place/area-choice';
import { MunicipalityCombobox } from '@/entities/place/municipality-combobox';
import { useMunicipalityChoice } from '@/entities/place/use-municipality-choice';

/** Who tests: a coordinator, within his body's area, or an ADMIN, anywhere. */
export type ReachabilityScope = 'body' | 'any';

const AREA_KINDS = ['body', 'uf', 'municipality'] as const;
type AreaKind = (typeof AREA_KINDS)[number];

const KINDS: Record<AreaKind, string> = {
  body: 'Toda a área do órgão',
  uf: 'Um estado',
  municipality: 'Um município',
};

const formSchema = z
  .object({
    areaKind: z.enum(AREA_KINDS),
    uf: z.union([z.enum(UFS), z.literal('')]),
    municipalityText: z.string(),
    municipality: chosenMunicipalitySchema.nullable(),
  })
  .superRefine(({ areaKind, uf, municipality }, ctx) => {
    if (areaKind === 'uf' && !uf) {
      ctx.addIssue({ code: 'custom', path: ['uf'], message: REACHABILITY_NEEDS_AREA });
    }
    if (areaKind === 'municipality' && !municipality) {
      ctx.addIssue({
        code: 'custom',
        path: ['municipalityText'],
        message: REACHABILITY_NEEDS_AREA,
      });
    }
  });
type FormValues = z.input<typeof formSchema>;

/** The area as the API takes it: none for the body's whole area. */
function inputOf({ areaKind, uf, municipality }: FormValues): CreateReachabilityTestInput {
  if (areaKind === 'uf' && uf) return { uf };
  if (areaKind === 'municipality' && municipality) return { municipalityCode: municipality.code };
  return {};
}

interface ReachabilityTestFormProps {
  scope: ReachabilityScope;
  pending: boolean;
  onSend: (input: CreateReachabilityTestInput) => void;
}

/**
 * The area of a reachability test: a coordinator's body's whole area (where he starts), a UF or a
 * municipality; an ADMIN chooses a UF or a municipality.
 */
export function ReachabilityTestForm({ scope, pending, onSend }: ReachabilityTestFormProps) {
  const kinds = scope === 'body' ? AREA_KINDS : AREA_KINDS.filter((kind) => kind !== 'body');
  const form = useForm({
    resolver: zodResolver(formSchema),
    mode: 'onTouched',
    defaultValues: {
      areaKind: kinds[0]!,
      uf: '',
      municipalityText: '',
      municipality: null,
    },
  });
  const { control, register, handleSubmit } = form;
  const kind = useWatch({ control, name: 'areaKind' });
  const { combobox } = useMunicipalityChoice(control, 'municipalityText');

  return (
    <form noValidate onSubmit={handleSubmit((values) => onSend(inputOf(values)))}>
      <fieldset>
        <legend className={labelClass}>Área do teste</legend>
        <AreaKindChoices
          options={kinds.map((value): [AreaKind, string] => [value, KINDS[value]])}
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
          <MunicipalityCombobox
            label="Município"
            className="mt-4 sm:max-w-md"
            {...combobox}
            placeholder="Digite e escolha da lista"
          />
        )}
      </fieldset>
      <p className="mt-4 text-sm text-slate-600">
        Cada droneiro da área recebe “{REACHABILITY_TEXT}” por e-mail e por cada canal que ligou, e
        confirma o recebimento.
      </p>
      <div className="mt-4 flex flex-col sm:flex-row sm:justify-end">
        <SubmitButton pending={pending} size="lg">
          <Send aria-hidden="true" />
          Enviar teste de alcance
        </SubmitButton>
      </div>
    </form>
  );
}

import { SOLICITATION_PHOTOS_FIELD } from '@drones/shared/solicitations';
import { useState } from 'react';
import { CapabilityCheckboxes } from '@/entities/capability/capability-checkboxes';
import { errorClass } from '@/components/form/field-classes';
import { SubmitButton } from '@/components/form/submit-button';
import { TextAreaField } from '@/components/form/text-area-field';
import { TextField } from '@/components/form/text-field';
import { PHOTO_TYPES } from '@/components/form/use-photo-picker';
import { FileUploadField } from '@/components/upload/file-upload-field';
import { MAX_FILES } from '@/components/upload/use-file-selection';
import { useUploadForm } from '@/components/upload/use-upload-form';
import { ExistingPhotos } from './existing-photos';
import { PlaceFields } from './place-fields';
import {
  solicitationFormSchema,
  type SolicitationFields,
  type SolicitationFormValues,
} from './solicitation-form-schema';
import { UrgencyField } from './urgency-field';

const PHOTO_TYPES_LABEL = 'JPG, PNG ou WEBP';

const EMPTY: SolicitationFormValues = {
  name: '',
  description: '',
  place: '',
  date: '',
  hour: '',
  necessary_resources: '',
  mission_details: '',
  urgency: 'normal',
  observation: '',
  municipalityText: '',
  municipality: null,
  latitude: null,
  longitude: null,
  requiredCapabilities: [],
};

export interface SolicitationSave {
  fields: SolicitationFields;
  photos: File[];
  removePhotos: string[];
  onProgress?: (fraction: number) => void;
}

interface SolicitationFormProps {
  defaultValues?: SolicitationFormValues;
  /** Signed URLs of the photos already saved (the edit form). */
  savedPhotos?: string[];
  submitLabel: string;
  pending: boolean;
  /** Saves the request; a rejection keeps the form as it is (the caller shows the toast). */
  onSave: (save: SolicitationSave) => Promise<void>;
}

/** The new and the edit request forms: the fields, the urgency and the photos. */
export function SolicitationForm({
  defaultValues = EMPTY,
  savedPhotos = [],
  submitLabel,
  pending,
  onSave,
}: SolicitationFormProps) {
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  // The saved photos that stay count against the 10 a request holds, with the new ones.
  const keptPhotos = savedPhotos.length - removed.size;
  const {
    form: {
      register,
      control,
      handleSubmit,
      formState: { errors },
    },
    files: photos,
    progress,
    upload,
    leaveWarning,
  } = useUploadForm({
    schema: solicitationFormSchema,
    defaultValues,
    files: {
      accept: PHOTO_TYPES,
      typesLabel: PHOTO_TYPES_LABEL,
      multiple: true,
      saved: keptPhotos,
    },
    fileFields: [SOLICITATION_PHOTOS_FIELD],
  });

  const toggleRemoved = (url: string) =>
    setRemoved((current) => {
      const next = new Set(current);
      if (!next.delete(url)) next.add(url);
      return next;
    });

  const onSubmit = handleSubmit(({ municipalityText: _text, municipality, ...values }) =>
    upload((files, onProgress) =>
      onSave({
        fields: {
          ...values,
          observation: values.observation ?? '',
          municipalityCode: municipality?.code ?? null,
        },
        photos: files,
        removePhotos: savedPhotos.filter((url) => removed.has(url)),
        onProgress,
      }),
    ).catch(
      // The caller has shown the toast; the form keeps what was typed.
      () => undefined,
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-8">
      {leaveWarning}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          className="sm:col-span-2"
          label="Nome da solicitação"
          placeholder="Ex.: Busca por desaparecidos após deslizamento"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextAreaField
          className="sm:col-span-2"
          label="Descrição"
          placeholder="O que aconteceu e qual é a situação agora."
          error={errors.description?.message}
          {...register('description')}
        />
        <TextField
          className="sm:col-span-2"
          label="Local"
          placeholder="Ex.: Rua das Flores, Centro, Petrópolis"
          error={errors.place?.message}
          {...register('place')}
        />
        <TextField
          type="date"
          label="Data (opcional)"
          hint="O dia da missão."
          error={errors.date?.message ?? undefined}
          {...register('date')}
        />
        <TextField
          label="Horário"
          placeholder="Ex.: 14:30"
          error={errors.hour?.message}
          {...register('hour')}
        />
        <PlaceFields control={control} className="sm:col-span-2" />
        <TextAreaField
          className="sm:col-span-2"
          label="Recursos necessários"
          placeholder="Ex.: drone com câmera térmica, baterias extras"
          rows={3}
          error={errors.necessary_resources?.message}
          {...register('necessary_resources')}
        />
        <div className="sm:col-span-2">
          <CapabilityCheckboxes
            legend="Capacidades necessárias"
            hint="Opcional. Os droneiros com essas capacidades aparecem primeiro nas recomendações."
            registration={register('requiredCapabilities')}
          />
        </div>
        <TextAreaField
          className="sm:col-span-2"
          label="Detalhes da missão"
          placeholder="O que o droneiro deve fazer no local."
          error={errors.mission_details?.message}
          {...register('mission_details')}
        />
        <div className="sm:col-span-2">
          <UrgencyField registration={register('urgency')} />
          {errors.urgency?.message && (
            <p role="alert" className={errorClass}>
              {errors.urgency.message}
            </p>
          )}
        </div>
        <TextAreaField
          className="sm:col-span-2"
          label="Observação (opcional)"
          rows={3}
          error={errors.observation?.message ?? undefined}
          {...register('observation')}
        />
      </div>
      <ExistingPhotos
        urls={savedPhotos}
        removed={removed}
        onToggle={toggleRemoved}
        canKeepMore={keptPhotos + photos.files.length < MAX_FILES}
        disabled={pending}
      />
      <FileUploadField
        label={savedPhotos.length > 0 ? 'Fotos novas' : 'Fotos'}
        selection={photos}
        disabled={pending}
        progress={progress}
        hint={
          <>
            Opcional. Fotos do local ou dos equipamentos necessários: {PHOTO_TYPES_LABEL}, até 10 MB
            cada (no máximo 10).
          </>
        }
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <SubmitButton pending={pending} size="lg">
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}

import { SOLICITATION_PHOTOS_FIELD } from '@drones/shared/solicitations';
import { useState } from 'react';
import { CapabilityCheckboxes } from '@/entities/capability/capability-checkboxes';
import { FormField } from '@/components/form/form-field';
import { ObservationField, TextAreaField } from '@/components/form/text-area-field';
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
import { FormActions } from '@/components/form/form-actions';

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
    form,
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

  const onSubmit = form.handleSubmit(({ municipalityText: _text, municipality, ...values }) =>
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
        <FormField
          form={form}
          name="name"
          className="sm:col-span-2"
          label="Nome da solicitação"
          placeholder="Ex.: Busca por desaparecidos após deslizamento"
        />
        <FormField
          form={form}
          name="description"
          as={TextAreaField}
          className="sm:col-span-2"
          label="Descrição"
          placeholder="O que aconteceu e qual é a situação agora."
        />
        <FormField
          form={form}
          name="place"
          className="sm:col-span-2"
          label="Local"
          placeholder="Ex.: Rua das Flores, Centro, Petrópolis"
        />
        <FormField
          form={form}
          name="date"
          type="date"
          label="Data (opcional)"
          hint="O dia da missão."
        />
        <FormField form={form} name="hour" label="Horário" placeholder="Ex.: 14:30" />
        <PlaceFields control={form.control} className="sm:col-span-2" />
        <FormField
          form={form}
          name="necessary_resources"
          as={TextAreaField}
          className="sm:col-span-2"
          label="Recursos necessários"
          placeholder="Ex.: drone com câmera térmica, baterias extras"
          rows={3}
        />
        <div className="sm:col-span-2">
          <FormField
            form={form}
            name="requiredCapabilities"
            as={CapabilityCheckboxes}
            legend="Capacidades necessárias"
            hint="Opcional. Os droneiros com essas capacidades aparecem primeiro nas recomendações."
          />
        </div>
        <FormField
          form={form}
          name="mission_details"
          as={TextAreaField}
          className="sm:col-span-2"
          label="Detalhes da missão"
          placeholder="O que o droneiro deve fazer no local."
        />
        <div className="sm:col-span-2">
          <FormField form={form} name="urgency" as={UrgencyField} />
        </div>
        <FormField form={form} name="observation" as={ObservationField} className="sm:col-span-2" />
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
      <FormActions pending={pending}>{submitLabel}</FormActions>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { MISSION_DOCUMENTS_FIELD } from '@drones/shared/mission-reports';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { showServerFieldErrors } from '@/components/form/server-errors';
import { SubmitButton } from '@/components/form/submit-button';
import { TextAreaField } from '@/components/form/text-area-field';
import { TextField } from '@/components/form/text-field';
import { PHOTO_TYPES } from '@/components/form/use-photo-picker';
import { FileUploadField } from '@/components/upload/file-upload-field';
import { useFileSelection } from '@/components/upload/use-file-selection';
import { ApiError } from '@/lib/api-client';
import {
  missionReportFormSchema,
  type MissionReportFields,
  type MissionReportFormValues,
} from './mission-report-form-schema';

/** Photos of the mission or PDF files. */
const DOCUMENT_TYPES = [...PHOTO_TYPES, 'application/pdf'];
const DOCUMENT_TYPES_LABEL = 'PDF, JPG, PNG ou WEBP';

const FIELDS = [
  'name',
  'description',
  'main_information',
  'fight_time',
  'colected_data',
  'resources_utilizated',
  'observation',
] as const;

const EMPTY: MissionReportFormValues = {
  name: '',
  description: '',
  main_information: '',
  fight_time: '',
  colected_data: '',
  resources_utilizated: '',
  observation: '',
};

export interface MissionReportSave {
  fields: MissionReportFields;
  documents: File[];
  onProgress?: (fraction: number) => void;
}

interface MissionReportFormProps {
  pending: boolean;
  /** Files the report; a rejection keeps the form as it is (the caller shows the toast). */
  onSave: (save: MissionReportSave) => Promise<void>;
}

/** The server's reason for refusing the documents (413, 415 or an error on their field), if any. */
function documentErrorOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.statusCode === 413 || error.statusCode === 415) return error.message;
  return error.errors.find((e) => e.path === MISSION_DOCUMENTS_FIELD)?.message;
}

/** The mission report: what was done, how long the flight took, what was collected, documents. */
export function MissionReportForm({ pending, onSave }: MissionReportFormProps) {
  const documents = useFileSelection({
    accept: DOCUMENT_TYPES,
    typesLabel: DOCUMENT_TYPES_LABEL,
    multiple: true,
  });
  const [progress, setProgress] = useState<number | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(missionReportFormSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (fields) => {
    const files = documents.files;
    setProgress(files.length > 0 ? 0 : null);
    try {
      await onSave({
        fields,
        documents: files,
        onProgress: files.length > 0 ? setProgress : undefined,
      });
    } catch (error) {
      showServerFieldErrors(error, setError, FIELDS);
      const documentError = documentErrorOf(error);
      if (documentError) documents.setError(documentError);
    } finally {
      setProgress(null);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-8">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          className="sm:col-span-2"
          label="Nome da missão"
          placeholder="Ex.: Mapeamento da área atingida"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextAreaField
          className="sm:col-span-2"
          label="Descrição"
          placeholder="Como a missão foi realizada."
          error={errors.description?.message}
          {...register('description')}
        />
        <TextAreaField
          className="sm:col-span-2"
          label="Informações principais"
          placeholder="O que a equipe encontrou e precisa saber."
          error={errors.main_information?.message}
          {...register('main_information')}
        />
        <TextField
          label="Tempo de voo"
          placeholder="Ex.: 120 min"
          error={errors.fight_time?.message}
          {...register('fight_time')}
        />
        <TextAreaField
          className="sm:col-span-2"
          label="Dados coletados"
          placeholder="Ex.: 340 fotos aéreas, vídeo térmico, ortomosaico"
          rows={3}
          error={errors.colected_data?.message}
          {...register('colected_data')}
        />
        <TextAreaField
          className="sm:col-span-2"
          label="Recursos utilizados (opcional)"
          placeholder="Ex.: 2 drones, 6 baterias, câmera térmica"
          rows={3}
          error={errors.resources_utilizated?.message}
          {...register('resources_utilizated')}
        />
        <TextAreaField
          className="sm:col-span-2"
          label="Observação"
          rows={3}
          error={errors.observation?.message}
          {...register('observation')}
        />
      </div>
      <FileUploadField
        label="Documentos"
        selection={documents}
        accept={DOCUMENT_TYPES}
        multiple
        disabled={pending}
        progress={progress}
        hint={
          <>
            Opcional. Fotos da missão ou arquivos: {DOCUMENT_TYPES_LABEL}, até 10 MB cada (no máximo
            10).
          </>
        }
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <SubmitButton pending={pending} size="lg">
          Registrar relatório
        </SubmitButton>
      </div>
    </form>
  );
}

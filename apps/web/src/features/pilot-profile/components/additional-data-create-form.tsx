import { useState } from 'react';
import { SubmitButton } from '@/components/form/submit-button';
import { Button } from '@/components/ui/button';
import { DOCUMENT_TYPES_LABEL } from '@/components/upload/document-types';
import { FileUploadField } from '@/components/upload/file-upload-field';
import { useUploadForm } from '@/components/upload/use-upload-form';
import { ApiError } from '@/lib/api-client';
import { REGISTER_FAILURE, REGISTERED, toastFailure, toastSuccess } from '@/lib/messages';
import { useCreateAdditionalData } from '../api/create-additional-data';
import type { AdditionalDataFields as AdditionalDataWire } from '../api/additional-data-form-data';
import { AdditionalDataFields } from './additional-data-fields';
import { SKIPPED_HABILITIES } from './messages';
import { additionalDataFormSchema, certificateUploads } from './additional-data-schemas';

/** What a skipped step records: placeholder skills and nothing else to show. */
const SKIPPED: AdditionalDataWire = {
  habilities: SKIPPED_HABILITIES,
  areasExpertise: 'Não informada',
  operateKm: 'Não informado',
};

interface AdditionalDataCreateFormProps {
  userId: string;
  /** After the data was recorded (or, with `skippable`, found already recorded). */
  onDone: () => void;
  /** The registration step offers a skip that records 'Habilidade não cadastrada'. */
  skippable?: boolean;
  submitLabel: string;
}

export function AdditionalDataCreateForm({
  userId,
  onDone,
  skippable = false,
  submitLabel,
}: AdditionalDataCreateFormProps) {
  const createAdditionalData = useCreateAdditionalData();
  const {
    form,
    files: certificates,
    progress,
    upload,
  } = useUploadForm({
    schema: additionalDataFormSchema,
    defaultValues: { habilities: '', areasExpertise: '', operateKm: '50', observation: '' },
    ...certificateUploads,
  });
  const [skipping, setSkipping] = useState(false);

  /** Sends the data; answers whether the step is done. */
  const save = async (fields: AdditionalDataWire, files: File[]) => {
    try {
      await upload(
        (certificates, onProgress) =>
          createAdditionalData.mutateAsync({
            fields: { ...fields, userId },
            certificates,
            onProgress,
          }),
        files,
      );
      toastSuccess(REGISTERED);
      return true;
    } catch (error) {
      if (skippable && error instanceof ApiError && error.statusCode === 409) return true;
      toastFailure(REGISTER_FAILURE, error);
      return false;
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    const done = await save(
      {
        habilities: values.habilities,
        areasExpertise: values.areasExpertise,
        operateKm: values.operateKm,
        observation: values.observation || undefined,
      },
      certificates.files,
    );
    if (done) onDone();
  });

  const onSkip = async () => {
    setSkipping(true);
    const done = await save(SKIPPED, []);
    setSkipping(false);
    if (done) onDone();
  };

  const pending = createAdditionalData.isPending;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-8">
      <AdditionalDataFields register={form.register} errors={form.formState.errors} />
      <FileUploadField
        label="Certificados"
        selection={certificates}
        disabled={pending}
        progress={progress}
        hint={
          <>
            O envio de certificados é opcional. Envie {DOCUMENT_TYPES_LABEL}, até 10 MB cada (no
            máximo 10 arquivos).
          </>
        }
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {skippable && (
          <Button
            variant="outline"
            size="lg"
            onClick={onSkip}
            disabled={pending}
            aria-busy={skipping}
          >
            Pular esta etapa
          </Button>
        )}
        <SubmitButton pending={pending && !skipping} disabled={pending} size="lg">
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}

import type { AdditionalData } from '@drones/shared/pilot-data';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DOCUMENT_TYPES_LABEL } from '@/components/upload/document-types';
import { FileUploadField } from '@/components/upload/file-upload-field';
import { toastSaved, toastSaveFailure } from '@/lib/messages';
import { useCreateAdditionalData } from '../api/create-additional-data';
import { useUpdateAdditionalData } from '../api/update-additional-data';
import type { AdditionalDataFields as AdditionalDataWire } from '../api/additional-data-form-data';
import { AdditionalDataFields } from './additional-data-fields';
import { SKIPPED_HABILITIES } from './messages';
import { SentCertificates } from './sent-certificates';
import { additionalDataFormSchema } from './additional-data-schemas';
import { useCertificateForm } from './use-certificate-form';
import { FormActions } from '@/components/form/form-actions';

/** What a skipped step records: placeholder skills and nothing else to show. */
const SKIPPED: AdditionalDataWire = {
  habilities: SKIPPED_HABILITIES,
  areasExpertise: 'Não informada',
  operateKm: 'Não informado',
};

const BLANK = { habilities: '', areasExpertise: '', operateKm: '50', observation: '' };

/** The form's values of recorded data; the skip's placeholders show as blank fields to fill in. */
function valuesOf(recorded: AdditionalData) {
  const real = (value: string, placeholder: string) => (value === placeholder ? '' : value);
  return {
    habilities: real(recorded.habilities, SKIPPED.habilities),
    areasExpertise: real(recorded.areas_expertise, SKIPPED.areasExpertise),
    operateKm: real(recorded.operate_km, SKIPPED.operateKm) || BLANK.operateKm,
    observation: recorded.observation ?? '',
  };
}

interface AdditionalDataCreateFormProps {
  userId: string;
  /** The data he recorded before (one record per pilot): shown, and changed on save. */
  recorded?: AdditionalData | null;
  /** After the data was saved, or the step skipped. */
  onDone: () => void;
  /** The registration step offers a skip that records 'Habilidade não cadastrada'. */
  skippable?: boolean;
  submitLabel: string;
}

export function AdditionalDataCreateForm({
  userId,
  recorded,
  onDone,
  skippable = false,
  submitLabel,
}: AdditionalDataCreateFormProps) {
  const createAdditionalData = useCreateAdditionalData();
  const updateAdditionalData = useUpdateAdditionalData();
  const { form, certificates, progress, upload, leaveWarning } = useCertificateForm(
    additionalDataFormSchema,
    recorded ? valuesOf(recorded) : BLANK,
  );
  const [skipping, setSkipping] = useState(false);

  /** Sends the data; answers whether the step is done. */
  const save = async (fields: AdditionalDataWire, files: File[]) => {
    try {
      await upload(
        (certificates, onProgress) =>
          recorded
            ? updateAdditionalData.mutateAsync({
                id: recorded.id,
                fields,
                certificates,
                onProgress,
              })
            : createAdditionalData.mutateAsync({
                fields: { ...fields, userId },
                certificates,
                onProgress,
              }),
        files,
      );
      toastSaved(Boolean(recorded));
      return true;
    } catch (error) {
      toastSaveFailure(Boolean(recorded), error);
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
    // Skipping means "not now": data already recorded, maybe real ones, stay as they are
    // rather than be replaced by the placeholder.
    if (recorded) {
      onDone();
      return;
    }
    setSkipping(true);
    const done = await save(SKIPPED, []);
    setSkipping(false);
    if (done) onDone();
  };

  const pending = createAdditionalData.isPending || updateAdditionalData.isPending;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-8">
      {leaveWarning}
      <AdditionalDataFields form={form} />
      {recorded && <SentCertificates urls={recorded.url} />}
      <FileUploadField
        label="Certificados"
        selection={certificates}
        disabled={pending}
        progress={progress}
        hint={
          <>
            O envio de certificados é opcional. Envie {DOCUMENT_TYPES_LABEL}, até 10 MB cada (no
            máximo 10 arquivos).{recorded && ' Os novos somam-se aos já enviados.'}
          </>
        }
      />
      <FormActions
        pending={pending && !skipping}
        disabled={pending}
        secondaryAction={
          skippable && (
            <Button
              variant="outline"
              size="lg"
              onClick={onSkip}
              disabled={pending}
              aria-busy={skipping}
            >
              Pular esta etapa
            </Button>
          )
        }
      >
        {submitLabel}
      </FormActions>
    </form>
  );
}

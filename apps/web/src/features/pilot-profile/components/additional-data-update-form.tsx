import { type AdditionalData, type Disponibility } from '@drones/shared/pilot-data';
import { useState, type ReactNode } from 'react';
import { SubmitButton } from '@/components/form/submit-button';
import { DOCUMENT_TYPES_LABEL } from '@/components/upload/document-types';
import { FileUploadField } from '@/components/upload/file-upload-field';
import { toastFailure, toastSuccess, UPDATE_FAILURE, UPDATED } from '@/lib/messages';
import { useCreateDisponibility } from '@/entities/pilot/create-disponibility';
import { useUpdateAdditionalData } from '../api/update-additional-data';
import { useUpdateDisponibility } from '@/entities/pilot/update-disponibility';
import { AdditionalDataFields } from './additional-data-fields';
import { SentCertificates } from './sent-certificates';
import { AvailabilityFields } from '@/entities/pilot/availability-fields';
import { additionalDataUpdateFormSchema } from './additional-data-schemas';
import { useCertificateForm } from './use-certificate-form';
import { availabilityFormValues, availabilityInput } from '@/entities/pilot/availability-schema';

interface AdditionalDataUpdateFormProps {
  userId: string;
  additionalData: AdditionalData;
  /** The pilot's availability, when he has recorded one. */
  disponibility: Disponibility | null;
  onDone: () => void;
}

/** A titled part of the form, named by its heading. */
function FormSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-5">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Changes the additional data, adds certificates and changes (or records) the availability. */
export function AdditionalDataUpdateForm({
  userId,
  additionalData,
  disponibility,
  onDone,
}: AdditionalDataUpdateFormProps) {
  const updateAdditionalData = useUpdateAdditionalData();
  const updateDisponibility = useUpdateDisponibility();
  const createDisponibility = useCreateDisponibility();
  const [sending, setSending] = useState(false);
  const { form, certificates, progress, upload, leaveWarning } = useCertificateForm(
    additionalDataUpdateFormSchema,
    {
      habilities: additionalData.habilities,
      areasExpertise: additionalData.areas_expertise,
      operateKm: additionalData.operate_km,
      observation: additionalData.observation ?? '',
      ...availabilityFormValues(disponibility),
    },
  );

  const onSubmit = form.handleSubmit(async (values) => {
    setSending(true);
    try {
      // The availability goes in the same send, so the server's reasons for it show too.
      await upload(async (files, onProgress) => {
        await updateAdditionalData.mutateAsync({
          id: additionalData.id,
          fields: {
            habilities: values.habilities,
            areasExpertise: values.areasExpertise,
            operateKm: values.operateKm,
            observation: values.observation ?? '',
          },
          certificates: files,
          onProgress,
        });
        const availability = availabilityInput(values);
        if (disponibility) {
          await updateDisponibility.mutateAsync({ id: disponibility.id, input: availability });
        } else {
          await createDisponibility.mutateAsync({ ...availability, userId });
        }
      });
    } catch (error) {
      toastFailure(UPDATE_FAILURE, error);
      return;
    } finally {
      setSending(false);
    }
    toastSuccess(UPDATED);
    onDone();
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-10">
      {leaveWarning}
      <FormSection id="dados-adicionais" title="Habilidades e atuação">
        <AdditionalDataFields form={form} />
      </FormSection>
      <FormSection id="disponibilidade" title="Disponibilidade">
        <AvailabilityFields form={form} />
      </FormSection>
      <FormSection id="certificados" title="Certificados">
        <SentCertificates urls={additionalData.url} />
        <FileUploadField
          label="Adicionar certificados"
          selection={certificates}
          disabled={sending}
          progress={progress}
          hint={
            <>
              Opcional. {DOCUMENT_TYPES_LABEL}, até 10 MB cada; os novos somam-se aos já enviados.
            </>
          }
        />
      </FormSection>
      <div className="flex justify-end">
        <SubmitButton pending={sending} size="lg" className="w-full sm:w-auto">
          Salvar alterações
        </SubmitButton>
      </div>
    </form>
  );
}

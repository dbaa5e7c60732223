import { zodResolver } from '@hookform/resolvers/zod';
import type { AdditionalData, Disponibility } from '@drones/shared/pilot-data';
import { ExternalLink, FileText } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { labelClass } from '@/components/form/field-classes';
import { showServerFieldErrors } from '@/components/form/server-errors';
import { SubmitButton } from '@/components/form/submit-button';
import { FileUploadField } from '@/components/upload/file-upload-field';
import { useFileSelection } from '@/components/upload/use-file-selection';
import { useCreateDisponibility } from '../api/create-disponibility';
import { useUpdateAdditionalData } from '../api/update-additional-data';
import { useUpdateDisponibility } from '../api/update-disponibility';
import { AdditionalDataFields } from './additional-data-fields';
import { AvailabilityFields } from './availability-fields';
import { DOCUMENT_TYPES, DOCUMENT_TYPES_LABEL } from './certificate-types';
import { toastFailure, toastSuccess, UPDATE_FAILURE, UPDATED } from './messages';
import { additionalDataUpdateFormSchema } from './pilot-form-schemas';
import { fileErrorOf } from './upload-errors';
import { daysTextOf, weekdaysOf } from './weekdays';

const SERVER_FIELDS = [
  'habilities',
  'areasExpertise',
  'operateKm',
  'observation',
  'city',
  'district',
  'complement',
] as const;

interface AdditionalDataUpdateFormProps {
  userId: string;
  additionalData: AdditionalData;
  /** The pilot's availability, when he has recorded one. */
  disponibility: Disponibility | null;
  onDone: () => void;
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
  const certificates = useFileSelection({
    accept: DOCUMENT_TYPES,
    typesLabel: DOCUMENT_TYPES_LABEL,
    multiple: true,
  });
  const [progress, setProgress] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(additionalDataUpdateFormSchema),
    mode: 'onTouched',
    defaultValues: {
      habilities: additionalData.habilities,
      areasExpertise: additionalData.areas_expertise,
      operateKm: additionalData.operate_km,
      observation: additionalData.observation ?? '',
      weekdays: weekdaysOf(disponibility?.days),
      city: disponibility?.city ?? '',
      district: disponibility?.district ?? '',
      complement: disponibility?.complement ?? '',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    const files = certificates.files;
    setSending(true);
    setProgress(files.length > 0 ? 0 : null);
    try {
      await updateAdditionalData.mutateAsync({
        id: additionalData.id,
        fields: {
          habilities: values.habilities,
          areasExpertise: values.areasExpertise,
          operateKm: values.operateKm,
          observation: values.observation ?? '',
        },
        certificates: files,
        onProgress: files.length > 0 ? setProgress : undefined,
      });
      const availability = {
        days: daysTextOf(values.weekdays),
        city: values.city,
        district: values.district,
        complement: values.complement || null,
      };
      if (disponibility) {
        await updateDisponibility.mutateAsync({ id: disponibility.id, input: availability });
      } else {
        await createDisponibility.mutateAsync({ ...availability, userId });
      }
    } catch (error) {
      showServerFieldErrors(error, setError, SERVER_FIELDS);
      const fileError = fileErrorOf(error);
      if (fileError) certificates.setError(fileError);
      toastFailure(UPDATE_FAILURE, error);
      return;
    } finally {
      setProgress(null);
      setSending(false);
    }
    toastSuccess(UPDATED);
    onDone();
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-10">
      <section aria-labelledby="dados-adicionais" className="space-y-5">
        <h2 id="dados-adicionais" className="text-lg font-semibold text-slate-900">
          Habilidades e atuação
        </h2>
        <AdditionalDataFields register={register} errors={errors} />
      </section>
      <section aria-labelledby="disponibilidade" className="space-y-5">
        <h2 id="disponibilidade" className="text-lg font-semibold text-slate-900">
          Disponibilidade
        </h2>
        <AvailabilityFields register={register} errors={errors} />
      </section>
      <section aria-labelledby="certificados" className="space-y-5">
        <h2 id="certificados" className="text-lg font-semibold text-slate-900">
          Certificados
        </h2>
        {additionalData.url.length > 0 && (
          <div>
            <p className={labelClass}>Já enviados</p>
            <ul className="mt-2 flex flex-wrap gap-2">
              {additionalData.url.map((url, index) => (
                <li key={url}>
                  <a
                    href={url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="hover:border-brand-600 inline-flex items-center gap-2 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm font-medium text-slate-800"
                  >
                    <FileText className="text-brand-600 size-4" aria-hidden="true" />
                    Certificado {index + 1}
                    <ExternalLink className="size-3.5 text-slate-500" aria-hidden="true" />
                    <span className="sr-only">(abre em nova aba)</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
        <FileUploadField
          label="Adicionar certificados"
          selection={certificates}
          accept={DOCUMENT_TYPES}
          multiple
          disabled={sending}
          progress={progress}
          hint={
            <>
              Opcional. {DOCUMENT_TYPES_LABEL}, até 10 MB cada; os novos somam-se aos já enviados.
            </>
          }
        />
      </section>
      <div className="flex justify-end">
        <SubmitButton pending={sending} size="lg" className="w-full sm:w-auto">
          Salvar alterações
        </SubmitButton>
      </div>
    </form>
  );
}

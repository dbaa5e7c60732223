import { MISSION_DOCUMENTS_FIELD } from '@drones/shared/mission-reports';
import { Send } from 'lucide-react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormField } from '@/components/form/form-field';
import { ObservationField, TextAreaField } from '@/components/form/text-area-field';
import { DOCUMENT_TYPES, DOCUMENT_TYPES_LABEL } from '@/components/upload/document-types';
import { FileUploadField } from '@/components/upload/file-upload-field';
import { useUploadForm } from '@/components/upload/use-upload-form';
import { useConfirmation } from '@/hooks/use-confirmation';
import {
  missionReportFormSchema,
  type MissionReportFields,
  type MissionReportFormValues,
} from './mission-report-form-schema';
import { FormActions } from '@/components/form/form-actions';

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

/** The mission report: what was done, how long the flight took, what was collected, documents. */
export function MissionReportForm({ pending, onSave }: MissionReportFormProps) {
  const {
    form,
    files: documents,
    progress,
    upload,
    leaveWarning,
  } = useUploadForm({
    schema: missionReportFormSchema,
    defaultValues: EMPTY,
    files: { accept: DOCUMENT_TYPES, typesLabel: DOCUMENT_TYPES_LABEL, multiple: true },
    fileFields: [MISSION_DOCUMENTS_FIELD],
  });

  // Filing the report finishes the request for good: it goes only after a confirmation.
  const { buttonRef, ask, take, dialogProps } = useConfirmation<MissionReportFields>();
  const onSubmit = form.handleSubmit(ask);
  const send = () => {
    const fields = take();
    if (!fields) return;
    upload((files, onProgress) => onSave({ fields, documents: files, onProgress })).catch(
      // The caller has shown the toast; the form keeps what was typed.
      () => undefined,
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-8">
      {leaveWarning}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          form={form}
          name="name"
          className="sm:col-span-2"
          label="Nome da missão"
          placeholder="Ex.: Mapeamento da área atingida"
        />
        <FormField
          form={form}
          name="description"
          as={TextAreaField}
          className="sm:col-span-2"
          label="Descrição"
          placeholder="Como a missão foi realizada."
        />
        <FormField
          form={form}
          name="main_information"
          as={TextAreaField}
          className="sm:col-span-2"
          label="Informações principais"
          placeholder="O que a equipe encontrou e precisa saber."
        />
        <FormField form={form} name="fight_time" label="Tempo de voo" placeholder="Ex.: 120 min" />
        <FormField
          form={form}
          name="colected_data"
          as={TextAreaField}
          className="sm:col-span-2"
          label="Dados coletados"
          placeholder="Ex.: 340 fotos aéreas, vídeo térmico, ortomosaico"
          rows={3}
        />
        <FormField
          form={form}
          name="resources_utilizated"
          as={TextAreaField}
          className="sm:col-span-2"
          label="Recursos utilizados (opcional)"
          placeholder="Ex.: 2 drones, 6 baterias, câmera térmica"
          rows={3}
        />
        <FormField
          form={form}
          name="observation"
          as={ObservationField}
          className="sm:col-span-2"
          label="Observação"
        />
      </div>
      <FileUploadField
        label="Documentos"
        selection={documents}
        disabled={pending}
        progress={progress}
        hint={
          <>
            Opcional. Fotos da missão ou arquivos: {DOCUMENT_TYPES_LABEL}, até 10 MB cada (no máximo
            10).
          </>
        }
      />
      <FormActions ref={buttonRef} pending={pending}>
        Registrar relatório
      </FormActions>
      <ConfirmDialog
        {...dialogProps}
        title="Enviar o relatório e finalizar a solicitação?"
        description="A solicitação passa a constar como finalizada e não poderá mais ser editada nem receber novos droneiros."
        confirmLabel="Enviar e finalizar"
        confirmVariant="default"
        confirmIcon={<Send aria-hidden="true" />}
        onConfirm={send}
      />
    </form>
  );
}

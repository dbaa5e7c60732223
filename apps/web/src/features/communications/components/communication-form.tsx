import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { FormField } from '@/components/form/form-field';
import { useForm } from '@/components/form/use-form';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { fieldsOf } from '@/components/form/schema-fields';
import { showServerFieldErrors } from '@/components/form/server-errors';
import { ObservationField, TextAreaField } from '@/components/form/text-area-field';
import { useConfirmation } from '@/hooks/use-confirmation';
import { ApiError } from '@/lib/api-client';
import { AreaFields } from './area-fields';
import {
  areaLabelOf,
  communicationFields,
  communicationFormSchema,
  type CommunicationFields,
  type CommunicationFormValues,
} from './communication-form-schema';
import { useLeaveWarning } from '@/components/form/leave-warning';
import { FormActions } from '@/components/form/form-actions';

const EMPTY: CommunicationFormValues = {
  name: '',
  description: '',
  comunication: '',
  details: '',
  observation: '',
  areaKind: 'all',
  uf: '',
  municipalityText: '',
  municipality: null,
  radiusKm: '',
};

interface CommunicationFormProps {
  pending: boolean;
  /** Sends the communication; a rejection keeps the form as it is (the caller shows the toast). */
  onSend: (fields: CommunicationFields) => Promise<void>;
}

/** A communication to every pilot: title, summary, the message itself and its details. */
export function CommunicationForm({ pending, onSend }: CommunicationFormProps) {
  const form = useForm({
    resolver: zodResolver(communicationFormSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const {
    handleSubmit,
    setError,
    formState: { isDirty },
  } = form;
  const leave = useLeaveWarning(isDirty);

  // A broadcast reaches every pilot at once: it goes only after a confirmation.
  const { buttonRef, ask, take, dialogProps } = useConfirmation<CommunicationFields>();
  // Who it goes to, as the confirmation names it (null: every pilot).
  const [areaLabel, setAreaLabel] = useState<string | null>(null);
  const onSubmit = handleSubmit((values) => {
    setAreaLabel(areaLabelOf(values));
    ask(communicationFields(values));
  });
  const send = async () => {
    const fields = take();
    if (!fields) return;
    // Sent, the page moves on to the list.
    leave.release();
    try {
      await onSend(fields);
    } catch (error) {
      leave.hold();
      showServerFieldErrors(error, setError, fieldsOf(communicationFormSchema));
      // The area's municipality is chosen through the combobox's text.
      const municipality =
        error instanceof ApiError && error.errors.find((e) => e.path === 'municipalityCode');
      if (municipality) {
        setError('municipalityText', { type: 'server', message: municipality.message });
      }
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-8">
      {leave.dialog}
      <div className="space-y-5">
        <FormField
          form={form}
          name="name"
          label="Título"
          placeholder="Ex.: Alerta de chuvas fortes"
        />
        <FormField
          form={form}
          name="description"
          as={TextAreaField}
          label="Descrição"
          placeholder="Um resumo do assunto."
          rows={3}
        />
        <FormField
          form={form}
          name="comunication"
          as={TextAreaField}
          label="Comunicado"
          placeholder="A mensagem para os droneiros."
          rows={6}
        />
        <FormField
          form={form}
          name="details"
          as={TextAreaField}
          label="Detalhes"
          placeholder="Datas, locais, contatos e o que se espera dos droneiros."
        />
        <FormField form={form} name="observation" as={ObservationField} />
        <AreaFields form={form} />
      </div>
      <FormActions ref={buttonRef} pending={pending}>
        Enviar comunicado
      </FormActions>
      <ConfirmDialog
        {...dialogProps}
        title={
          areaLabel
            ? 'Enviar a comunicação aos droneiros da área?'
            : 'Enviar a comunicação a todos os droneiros?'
        }
        description={`${areaLabel ? `Os droneiros de ${areaLabel}` : 'Todos os droneiros cadastrados'} recebem o comunicado por e-mail. Depois de enviado, não é possível cancelar.`}
        confirmLabel="Enviar"
        confirmVariant="default"
        confirmIcon={<Send aria-hidden="true" />}
        onConfirm={() => void send()}
      />
    </form>
  );
}

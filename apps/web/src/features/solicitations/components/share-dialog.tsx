import type { Organization } from '@drones/shared/organizations';
import { useState } from 'react';
import { TextAreaField } from '@/components/form/text-area-field';
import { FormDialog } from '@/components/form-dialog';
import { useShareSolicitation } from '@/entities/organization/organization-api';
import { OrganizationPicker } from '@/entities/organization/organization-picker';
import { ApiError } from '@/lib/api-client';
import { toastFailure, toastSuccess } from '@/lib/messages';

export const SHARED = (body: string) => `Pedido de apoio enviado a ${body}.`;
export const SHARE_FAILURE = 'Não foi possível compartilhar a solicitação.';

interface ShareDialogProps {
  open: boolean;
  onClose: () => void;
  solicitationId: string;
  ownerId: string;
}

/** 'Compartilhar com outro órgão': finds a body by name and asks it for support. */
export function ShareDialog({ open, onClose, solicitationId, ownerId }: ShareDialogProps) {
  const [chosen, setChosen] = useState<Organization | null>(null);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();
  const share = useShareSolicitation(solicitationId);

  const close = () => {
    setChosen(null);
    setMessage('');
    setError(undefined);
    onClose();
  };

  const submit = async () => {
    if (!chosen) {
      setError('Escolha o órgão que vai apoiar.');
      return;
    }
    try {
      await share.mutateAsync({ organizationId: chosen.id, message: message.trim() || undefined });
      toastSuccess(SHARED(chosen.name));
      close();
    } catch (failure) {
      if (failure instanceof ApiError && failure.statusCode === 409) setError(failure.message);
      toastFailure(SHARE_FAILURE, failure);
    }
  };

  return (
    <FormDialog
      open={open}
      title="Compartilhar com outro órgão"
      description="O órgão convidado, se aceitar, vê a solicitação e convoca os seus droneiros."
      submitLabel="Compartilhar"
      pending={share.isPending}
      onSubmit={() => void submit()}
      onClose={close}
    >
      <OrganizationPicker
        legend="Órgão"
        value={chosen}
        onChange={(body) => {
          setChosen(body);
          setError(undefined);
        }}
        excludeId={ownerId}
        {...(error ? { error } : {})}
      />
      <TextAreaField
        label="Mensagem (opcional)"
        rows={3}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
      />
    </FormDialog>
  );
}

import type { Organization } from '@drones/shared/organizations';
import { useState } from 'react';
import { SubmitButton } from '@/components/form/submit-button';
import { TextAreaField } from '@/components/form/text-area-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '@/components/ui/dialog';
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

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
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
    <Dialog open={open} onOpenChange={(next) => !next && !share.isPending && close()}>
      <DialogContent>
        <DialogTitle>Compartilhar com outro órgão</DialogTitle>
        <DialogDescription className="mb-4">
          O órgão convidado, se aceitar, vê a solicitação e convoca os seus droneiros.
        </DialogDescription>
        <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
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
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={share.isPending}>
                Cancelar
              </Button>
            </DialogClose>
            <SubmitButton pending={share.isPending}>Compartilhar</SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

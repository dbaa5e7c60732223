import { useState } from 'react';
import { SelectField } from '@/components/form/select-field';
import { SubmitButton } from '@/components/form/submit-button';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '@/components/ui/dialog';
import { useMembers } from '@/entities/organization/organization-api';
import { ApiError } from '@/lib/api-client';
import { toastFailure, toastSuccess, UPDATE_FAILURE } from '@/lib/messages';
import { useHandOver } from '../api/hand-over';

export const HANDED_OVER = (name: string) => `Responsável agora: ${name}`;

interface HandoverDialogProps {
  open: boolean;
  onClose: () => void;
  solicitationId: string;
  organizationId: string;
  responsibleId: string;
}

/** 'Passar a responsabilidade': picks the active member who answers for the request now. */
export function HandoverDialog({
  open,
  onClose,
  solicitationId,
  organizationId,
  responsibleId,
}: HandoverDialogProps) {
  const members = useMembers(organizationId, 'active', open);
  const handOver = useHandOver(solicitationId);
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<string | undefined>();
  const others = (members.data ?? []).filter((member) => member.userId !== responsibleId);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const member = others.find((other) => other.userId === chosen);
    if (!member) {
      setError('Escolha quem assume a solicitação.');
      return;
    }
    try {
      await handOver.mutateAsync(member.userId);
      toastSuccess(HANDED_OVER(member.name));
      setChosen('');
      onClose();
    } catch (failure) {
      const field = failure instanceof ApiError ? failure.errors[0]?.message : undefined;
      setError(field);
      toastFailure(UPDATE_FAILURE, failure);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && !handOver.isPending && onClose()}>
      <DialogContent>
        <DialogTitle>Passar a responsabilidade</DialogTitle>
        <DialogDescription className="mb-4">
          Quem assume passa a ser o contato da solicitação nos próximos convites e mensagens.
        </DialogDescription>
        <form noValidate onSubmit={(event) => void submit(event)}>
          <SelectField
            label="Novo responsável"
            value={chosen}
            error={error}
            disabled={members.isPending}
            onChange={(event) => {
              setChosen(event.target.value);
              setError(undefined);
            }}
            hint={
              members.isError
                ? 'Não foi possível carregar os membros do órgão.'
                : members.data && others.length === 0
                  ? 'Nenhum outro membro ativo no órgão.'
                  : undefined
            }
          >
            <option value="">{members.isPending ? 'Carregando…' : 'Escolha um membro'}</option>
            {others.map((member) => (
              <option key={member.userId} value={member.userId}>
                {member.name}
              </option>
            ))}
          </SelectField>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={handOver.isPending}>
                Cancelar
              </Button>
            </DialogClose>
            <SubmitButton pending={handOver.isPending}>Passar a responsabilidade</SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

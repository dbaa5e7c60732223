import { useState } from 'react';
import { SelectField } from '@/components/form/select-field';
import { FormDialog } from '@/components/form-dialog';
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

  const submit = async () => {
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
    <FormDialog
      open={open}
      title="Passar a responsabilidade"
      description="Quem assume passa a ser o contato da solicitação nos próximos convites e mensagens."
      submitLabel="Passar a responsabilidade"
      pending={handOver.isPending}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
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
    </FormDialog>
  );
}

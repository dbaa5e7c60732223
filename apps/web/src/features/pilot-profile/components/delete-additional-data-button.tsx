import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { toastFailure, toastSuccess } from '@/lib/messages';
import { useDeleteAdditionalData } from '../api/delete-additional-data';

const DELETED = 'Dados adicionais excluídos.';
const DELETE_FAILURE = 'Erro ao excluir os dados adicionais, tente novamente mais tarde.';

/** The pilot deletes his additional data with their certificates; he can record them again. */
export function DeleteAdditionalDataButton({ id }: { id: string }) {
  const remove = useDeleteAdditionalData();
  const [asking, setAsking] = useState(false);
  const confirm = async () => {
    try {
      await remove.mutateAsync(id);
      toastSuccess(DELETED);
    } catch (error) {
      toastFailure(DELETE_FAILURE, error);
    }
    setAsking(false);
  };
  return (
    <>
      <Button variant="ghost" onClick={() => setAsking(true)}>
        <Trash2 aria-hidden="true" />
        Excluir mais dados
      </Button>
      <ConfirmDialog
        open={asking}
        title="Excluir os seus dados adicionais?"
        description="Suas habilidades, área e raio de atuação, observação e certificados serão apagados. Você pode cadastrá-los de novo quando quiser."
        confirmLabel="Excluir"
        pending={remove.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}

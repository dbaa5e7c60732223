import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { useDeleteDisponibility } from '@/entities/pilot/delete-disponibility';
import { toastFailure, toastSuccess } from '@/lib/messages';

const DELETED = 'Disponibilidade excluída.';
const DELETE_FAILURE = 'Erro ao excluir a disponibilidade, tente novamente mais tarde.';

/** The pilot takes his availability off the platform; he can record it again later. */
export function DeleteAvailabilityButton({ id }: { id: string }) {
  const remove = useDeleteDisponibility();
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
      <Button variant="ghost" className="mt-1 -ml-4" onClick={() => setAsking(true)}>
        <Trash2 aria-hidden="true" />
        Excluir disponibilidade
      </Button>
      <ConfirmDialog
        open={asking}
        title="Excluir a sua disponibilidade?"
        description="A Defesa Civil deixa de ver os dias e o lugar em que você pode voar. Você pode cadastrá-los de novo quando quiser."
        confirmLabel="Excluir"
        pending={remove.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}

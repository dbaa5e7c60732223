import type { UserListItem } from '@drones/shared/users';
import { ConfirmDialog } from '@/components/confirm-dialog';

export interface PendingDecision {
  account: UserListItem;
  approved: boolean;
}

interface ApprovalDialogProps {
  decision: PendingDecision | null;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks the admin to confirm an approval or a refusal before it is sent. */
export function ApprovalDialog({ decision, pending, onConfirm, onCancel }: ApprovalDialogProps) {
  const approved = decision?.approved ?? true;
  const name = decision?.account.name ?? '';

  return (
    <ConfirmDialog
      open={decision !== null}
      title={approved ? `Aprovar a conta de ${name}?` : `Recusar a conta de ${name}?`}
      description={
        approved
          ? 'A conta passará a consultar os droneiros cadastrados e a criar solicitações.'
          : 'A conta continuará sem acesso aos droneiros cadastrados e às solicitações.'
      }
      confirmLabel={approved ? 'Aprovar' : 'Recusar'}
      confirmVariant={approved ? 'default' : 'destructive'}
      pending={pending}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
